import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, recordEvents, startTestApp } from '../../testing/harness'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '12 St James Sq',
  city: 'London',
  country_code: 'GB',
  postal_code: 'SW1Y 4JH',
}

async function register(email: string, password = 'shopper-password') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/store/customers',
    payload: { email, password, first_name: 'Ada', last_name: 'Lovelace' },
  })
  expect(res.statusCode).toBe(200)
  const cookie = res.cookies.find((c) => c.name === 'mercato_store_sid')!
  return { id: res.json().customer.id as string, cookies: { mercato_store_sid: cookie.value } }
}

describe('store customers and auth', () => {
  it('registers and signs the shopper in; the account is theirs only', async () => {
    const ada = await register('ada@example.com')
    expect(ada.id).toMatch(/^cus_/)
    const me = await t.app.inject({ method: 'GET', url: '/store/customers/me', cookies: ada.cookies })
    expect(me.json().customer).toMatchObject({
      email: 'ada@example.com',
      has_account: true,
      shipping_addresses: [],
    })
    expect(me.json().customer).not.toHaveProperty('password_hash')
    expect((await t.app.inject({ method: 'GET', url: '/store/customers/me' })).statusCode).toBe(401)
    const dup = await t.app.inject({
      method: 'POST',
      url: '/store/customers',
      payload: { email: 'ADA@example.com', password: 'another-password' },
    })
    expect(dup.statusCode).toBe(422)
    expect(dup.json().message).toBe('A customer with the given email already has an account. Log in instead')
  })

  it('signs in with a session and with a bearer token; an admin session is not a shopper session', async () => {
    await register('bea@example.com')
    const login = await t.app.inject({
      method: 'POST',
      url: '/store/auth',
      payload: { email: 'bea@example.com', password: 'shopper-password' },
    })
    expect(login.statusCode).toBe(200)
    const cookies = { mercato_store_sid: login.cookies[0]!.value }
    expect((await t.app.inject({ method: 'GET', url: '/store/auth', cookies })).json().customer.email).toBe(
      'bea@example.com',
    )
    expect((await t.app.inject({ method: 'GET', url: '/admin/auth', cookies })).statusCode).toBe(401)
    const token = await t.app.inject({
      method: 'POST',
      url: '/store/auth/token',
      payload: { email: 'bea@example.com', password: 'shopper-password' },
    })
    const headers = { authorization: `Bearer ${token.json().access_token}` }
    expect((await t.app.inject({ method: 'GET', url: '/store/customers/me', headers })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/admin/auth', headers })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'DELETE', url: '/store/auth', cookies })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/store/auth', cookies })).statusCode).toBe(401)
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/store/auth',
      payload: { email: 'bea@example.com', password: 'x' },
    })
    expect(wrong.statusCode).toBe(401)
  })

  it('tells whether an email has an account', async () => {
    await register('cy@example.com')
    expect((await t.app.inject({ method: 'GET', url: '/store/auth/cy@example.com' })).json()).toEqual({
      exists: true,
    })
    expect((await t.app.inject({ method: 'GET', url: '/store/auth/nobody@example.com' })).json()).toEqual({
      exists: false,
    })
  })

  it('adds, updates and deletes addresses; another shopper cannot touch them', async () => {
    const dee = await register('dee@example.com')
    const eve = await register('eve@example.com')
    const added = await t.app.inject({
      method: 'POST',
      url: '/store/customers/me/addresses',
      cookies: dee.cookies,
      payload: { address },
    })
    expect(added.statusCode).toBe(200)
    const [addr] = added.json().customer.shipping_addresses
    expect(addr).toMatchObject({ city: 'London', country_code: 'gb' })
    const theft = await t.app.inject({
      method: 'POST',
      url: `/store/customers/me/addresses/${addr.id}`,
      cookies: eve.cookies,
      payload: { city: 'Paris' },
    })
    expect(theft.statusCode).toBe(404)
    const eveDelete = await t.app.inject({
      method: 'DELETE',
      url: `/store/customers/me/addresses/${addr.id}`,
      cookies: eve.cookies,
    })
    expect(eveDelete.statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'GET', url: '/store/customers/me', cookies: eve.cookies })).json()
        .customer.shipping_addresses,
    ).toEqual([])
    const upd = await t.app.inject({
      method: 'POST',
      url: `/store/customers/me/addresses/${addr.id}`,
      cookies: dee.cookies,
      payload: { city: 'Cambridge' },
    })
    expect(upd.json().customer.shipping_addresses[0].city).toBe('Cambridge')
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/store/customers/me/addresses/${addr.id}`,
      cookies: dee.cookies,
    })
    expect(del.json().customer.shipping_addresses).toEqual([])
  })

  it('refuses incomplete addresses and unknown countries, writing nothing', async () => {
    const fay = await register('fay@example.com')
    const missing = await t.app.inject({
      method: 'POST',
      url: '/store/customers/me/addresses',
      cookies: fay.cookies,
      payload: { address: { ...address, city: undefined } },
    })
    expect(missing.json()).toEqual({ type: 'invalid_data', message: 'address.city is required' })
    const country = await t.app.inject({
      method: 'POST',
      url: '/store/customers/me/addresses',
      cookies: fay.cookies,
      payload: { address: { ...address, country_code: 'zz' } },
    })
    expect(country.statusCode).toBe(400)
    const me = await t.app.inject({ method: 'GET', url: '/store/customers/me', cookies: fay.cookies })
    expect(me.json().customer.shipping_addresses).toEqual([])
  })

  it('updates the profile and billing address', async () => {
    const gus = await register('gus@example.com')
    const res = await t.app.inject({
      method: 'POST',
      url: '/store/customers/me',
      cookies: gus.cookies,
      payload: { first_name: 'Gus', phone: '+441234', billing_address: address },
    })
    expect(res.json().customer).toMatchObject({
      first_name: 'Gus',
      phone: '+441234',
      billing_address: { city: 'London' },
    })
    expect(res.json().customer.shipping_addresses).toEqual([])
  })

  it('resets a password with a single-use token and answers 204 for unknown emails', async () => {
    await register('hal@example.com')
    const events = recordEvents(t, 'customer.password_reset')
    for (const email of ['hal@example.com', 'ghost@example.com']) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/store/customers/password-token',
        payload: { email },
      })
      expect(r.statusCode).toBe(204)
    }
    await t.ctx.events.idle()
    expect(events).toHaveLength(1)
    const { token } = events[0]!.data
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/store/customers/password-reset',
        payload: { email: 'hal@example.com', token, password: 'new-shopper-password' },
      })
    expect((await reset()).statusCode).toBe(200)
    expect((await reset()).statusCode).toBe(401)
    const login = await t.app.inject({
      method: 'POST',
      url: '/store/auth',
      payload: { email: 'hal@example.com', password: 'new-shopper-password' },
    })
    expect(login.statusCode).toBe(200)
  })
})
