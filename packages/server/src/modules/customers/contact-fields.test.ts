import { contactFieldMessages } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'

// A customer's name and phone follow the shared rule wherever they are written: a refusal is a 400 in
// the contract's shape and leaves the customer as it was.

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

describe('customer name and phone rules', () => {
  it('admin update: refuses a bad phone or a long name with 400 and changes nothing', async () => {
    const created = await asAdmin('POST', '/admin/customers', {
      email: 'rules@example.com',
      first_name: 'Zoë',
      last_name: "O'Brien-Tanaka",
      phone: '+49 30 1234567',
      password: 'customer-pass',
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().customer.id
    const before = (await asAdmin('GET', `/admin/customers/${id}`)).json().customer

    const badPhone = await asAdmin('POST', `/admin/customers/${id}`, { phone: 'hello', last_name: 'Changed' })
    expect(badPhone.statusCode).toBe(400)
    expect(badPhone.json()).toEqual({ type: 'invalid_data', message: `phone: ${contactFieldMessages.phone}` })
    const longName = await asAdmin('POST', `/admin/customers/${id}`, { first_name: 'x'.repeat(10_000) })
    expect(longName.statusCode).toBe(400)
    expect(longName.json()).toMatchObject({
      type: 'invalid_data',
      message: 'first_name: First name must be at most 100 characters',
    })

    const after = (await asAdmin('GET', `/admin/customers/${id}`)).json().customer
    expect(after).toMatchObject({
      first_name: 'Zoë',
      last_name: "O'Brien-Tanaka",
      phone: '+49 30 1234567',
      updated_at: before.updated_at,
    })
  })

  it('admin create and update take names in any script and phones as people write them', async () => {
    const account = {
      email: 'yamada@example.com',
      first_name: ' 太郎 ',
      last_name: '山田',
      phone: '(555) 010-1234',
      password: 'customer-pass',
    }
    const created = await asAdmin('POST', '/admin/customers', account)
    expect(created.json().customer).toMatchObject({ first_name: '太郎', phone: '(555) 010-1234' })
    const id = created.json().customer.id
    const updated = await asAdmin('POST', `/admin/customers/${id}`, {
      first_name: 'محمد',
      last_name: 'عبد الله',
      phone: '+1-555-010-1234 ext. 12',
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().customer).toMatchObject({ first_name: 'محمد', phone: '+1-555-010-1234 ext. 12' })
    const refused = await asAdmin('POST', '/admin/customers', {
      ...account,
      email: 'x@example.com',
      phone: '12',
    })
    expect(refused.statusCode).toBe(400)
    expect((await asAdmin('GET', '/admin/customers?q=x@example.com')).json().count).toBe(0)
  })

  it('store registration: refuses a bad phone with 400 and creates no account', async () => {
    const email = 'shopper-rules@example.com'
    const refused = await t.app.inject({
      method: 'POST',
      url: '/store/customers',
      payload: { email, password: 'shopper-password', first_name: 'Ana', phone: 'call me' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ type: 'invalid_data', message: `phone: ${contactFieldMessages.phone}` })
    expect(refused.cookies).toEqual([])
    expect((await asAdmin('GET', `/admin/customers?q=${email}`)).json().count).toBe(0)
    expect((await t.app.inject({ method: 'GET', url: `/store/auth/${email}` })).json()).toEqual({
      exists: false,
    })

    // A storefront that leaves the phone empty sends "": still an account.
    const registered = await t.app.inject({
      method: 'POST',
      url: '/store/customers',
      payload: { email, password: 'shopper-password', first_name: 'Ana', last_name: 'Núñez', phone: '' },
    })
    expect(registered.statusCode).toBe(200)
  })

  it('store profile update: refuses a name with a line break and keeps the profile', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/store/customers',
      payload: { email: 'me-rules@example.com', password: 'shopper-password', first_name: 'Lea' },
    })
    const cookie = registered.cookies.find((c) => c.name === 'mercato_store_sid')!
    const cookies = { mercato_store_sid: cookie.value }
    const refused = await t.app.inject({
      method: 'POST',
      url: '/store/customers/me',
      cookies,
      payload: { first_name: 'Lea\nRoss', phone: '+33 1 23 45 67 89' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe(`first_name: ${contactFieldMessages.firstNameControl}`)
    const me = await t.app.inject({ method: 'GET', url: '/store/customers/me', cookies })
    expect(me.json().customer).toMatchObject({ first_name: 'Lea', phone: null })
  })
})
