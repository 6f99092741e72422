import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from '../../http/jwt'
import { type TestApp, createAdmin, recordEvents, startTestApp } from '../../testing/harness'
import { countQueries } from '../catalog/query-counter'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const tick = () => new Promise((r) => setTimeout(r, 5))

describe('admin credentials end', () => {
  it('on sign-out with a bearer token', async () => {
    const staff = await createAdmin(t)
    await tick()
    expect((await call('GET', '/admin/auth', staff.headers)).statusCode).toBe(200)
    expect((await call('DELETE', '/admin/auth', staff.headers)).statusCode).toBe(200)
    expect((await call('GET', '/admin/auth', staff.headers)).statusCode).toBe(401)
    const fresh = await call(
      'POST',
      '/admin/auth/token',
      {},
      { email: staff.email, password: staff.password },
    )
    expect((await call('GET', '/admin/auth', bearer(fresh.json().access_token))).statusCode).toBe(200)
  })

  it('on a password reset, for tokens and sessions alike', async () => {
    const staff = await createAdmin(t)
    const signIn = await call('POST', '/admin/auth', {}, { email: staff.email, password: staff.password })
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!
    const events = recordEvents(t, 'user.password_reset')
    await call('POST', '/admin/users/password-token', {}, { email: staff.email })
    await t.ctx.events.idle()
    await tick()
    const reset = await call(
      'POST',
      '/admin/users/reset-password',
      {},
      { token: events[0]!.data.token, password: 'a-new-password-1' },
    )
    expect(reset.statusCode).toBe(200)
    expect((await call('GET', '/admin/auth', staff.headers)).statusCode).toBe(401)
    expect((await call('GET', '/admin/auth', { cookie })).statusCode).toBe(401)
  })

  it('on user deletion', async () => {
    const boss = await createAdmin(t)
    const gone = await createAdmin(t)
    expect((await call('DELETE', `/admin/users/${gone.id}`, boss.headers)).statusCode).toBe(200)
    expect((await call('GET', '/admin/auth', gone.headers)).statusCode).toBe(401)
  })

  it('never exist without an expiry', async () => {
    const staff = await createAdmin(t)
    const forever = signJwt({ user_id: staff.id, domain: 'admin' }, t.ctx.config.jwtSecret)
    expect((await call('GET', '/admin/auth', bearer(forever))).statusCode).toBe(401)
    const expired = signJwt({ user_id: staff.id, domain: 'admin' }, t.ctx.config.jwtSecret, -10)
    expect((await call('GET', '/admin/auth', bearer(expired))).statusCode).toBe(401)
  })
})

describe('customer credentials end', () => {
  const password = 'shopper-password-1'
  async function shopper(email: string) {
    const reg = await call('POST', '/store/customers', {}, { email, password })
    expect(reg.statusCode).toBe(200)
    const cookie = String(reg.headers['set-cookie']).split(';')[0]!
    const token = (await call('POST', '/store/auth/token', {}, { email, password })).json().access_token
    await tick()
    return { cookie, token }
  }

  it('on a password reset: the old cookie and bearer token stop working', async () => {
    const email = 'revoked-shopper@example.com'
    const { cookie, token } = await shopper(email)
    expect((await call('GET', '/store/customers/me', bearer(token))).statusCode).toBe(200)
    const events = recordEvents(t, 'customer.password_reset')
    await call('POST', '/store/customers/password-token', {}, { email })
    await t.ctx.events.idle()
    const reset = await call(
      'POST',
      '/store/customers/password-reset',
      {},
      { email, token: events[0]!.data.token, password: 'another-password-2' },
    )
    expect(reset.statusCode).toBe(200)
    expect((await call('GET', '/store/customers/me', bearer(token))).statusCode).toBe(401)
    expect((await call('GET', '/store/customers/me', { cookie })).statusCode).toBe(401)
  })

  it('on sign-out with a bearer token', async () => {
    const { token } = await shopper('signing-out@example.com')
    expect((await call('DELETE', '/store/auth', bearer(token))).statusCode).toBe(200)
    expect((await call('GET', '/store/customers/me', bearer(token))).statusCode).toBe(401)
  })
})

describe('who is calling', () => {
  /** The statements that found the caller: those reading sessions or revocation markers. */
  async function lookUps(url: string, headers: Record<string, string>) {
    const counter = countQueries(t.database)
    try {
      expect((await call('GET', url, headers)).statusCode).toBe(200)
      return counter.statements.filter((text) => text.includes('auth_session'))
    } finally {
      counter.stop()
    }
  }

  it('is read in one statement per request, with the revocation marker or the session', async () => {
    const staff = await createAdmin(t)
    const signIn = await call('POST', '/admin/auth', {}, { email: staff.email, password: staff.password })
    const adminCookie = String(signIn.headers['set-cookie']).split(';')[0]!
    const email = 'one-statement@example.com'
    const reg = await call('POST', '/store/customers', {}, { email, password: 'shopper-password-1' })
    const shopperCookie = String(reg.headers['set-cookie']).split(';')[0]!
    const token = (
      await call('POST', '/store/auth/token', {}, { email, password: 'shopper-password-1' })
    ).json().access_token
    for (const [url, headers, table] of [
      ['/admin/auth', staff.headers, '"user"'],
      ['/admin/auth', { cookie: adminCookie }, '"user"'],
      ['/store/customers/me', bearer(token), '"customer"'],
      ['/store/customers/me', { cookie: shopperCookie }, '"customer"'],
    ] as const) {
      const found = await lookUps(url, headers)
      expect(found, `${url} ${Object.keys(headers)[0]}`).toHaveLength(1)
      expect(found[0]).toContain(table)
    }
  })
})
