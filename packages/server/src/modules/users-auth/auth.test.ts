import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from '../../http/jwt'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/admin/auth', payload: { email, password } })

describe('admin authentication', () => {
  it('signs in with a session cookie that GET /admin/auth accepts, never returning the hash', async () => {
    const res = await login(admin.email, admin.password)
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ id: admin.id, email: admin.email, role: 'admin' })
    expect(res.json().user).not.toHaveProperty('password_hash')
    const cookie = res.cookies.find((c) => c.name === 'mercato_admin_sid')!
    expect(cookie.httpOnly).toBe(true)
    const me = await t.app.inject({
      method: 'GET',
      url: '/admin/auth',
      cookies: { mercato_admin_sid: cookie.value },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.id).toBe(admin.id)
  })

  it('matches emails without regard to case', async () => {
    expect((await login(admin.email.toUpperCase(), admin.password)).statusCode).toBe(200)
  })

  it('answers 401 for a wrong password and for an unknown email alike', async () => {
    const wrong = await login(admin.email, 'not-the-password')
    const unknown = await login('nobody@example.com', 'whatever-pass')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json()).toEqual(unknown.json())
    expect(wrong.cookies).toHaveLength(0)
  })

  it('ends the session on DELETE /admin/auth', async () => {
    const res = await login(admin.email, admin.password)
    const cookies = { mercato_admin_sid: res.cookies[0]!.value }
    expect((await t.app.inject({ method: 'DELETE', url: '/admin/auth', cookies })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/admin/auth', cookies })).statusCode).toBe(401)
  })

  it('issues a bearer token that authenticates admin calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/token',
      payload: { email: admin.email, password: admin.password },
    })
    expect(res.statusCode).toBe(200)
    const { access_token } = res.json()
    const me = await t.app.inject({
      method: 'GET',
      url: '/admin/auth',
      headers: { authorization: `Bearer ${access_token}` },
    })
    expect(me.json().user.id).toBe(admin.id)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/auth/token',
      payload: { email: admin.email, password: 'wrong-password' },
    })
    expect(bad.statusCode).toBe(401)
  })

  it('refuses a store-domain token and a token signed with another secret', async () => {
    const store = signJwt({ user_id: admin.id, domain: 'store' }, t.ctx.config.jwtSecret, 60)
    const foreign = signJwt({ user_id: admin.id, domain: 'admin' }, 'another-secret', 60)
    for (const token of [store, foreign]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/admin/auth',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(res.statusCode).toBe(401)
    }
  })

  it('accepts the api_token set on a user through x-medusa-access-token', async () => {
    const apiToken = 'tok_0123456789abcdef0123'
    const set = await t.app.inject({
      method: 'POST',
      url: `/admin/users/${admin.id}`,
      headers: admin.headers,
      payload: { api_token: apiToken },
    })
    expect(set.statusCode).toBe(200)
    expect(set.json().user.api_token).toBe(apiToken)
    const me = await t.app.inject({
      method: 'GET',
      url: '/admin/auth',
      headers: { 'x-medusa-access-token': apiToken },
    })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.id).toBe(admin.id)
    expect(me.json().user.api_token).toBe(apiToken)
    // Nobody else reads it: a member listing or opening the team sees the field empty.
    const member = await createAdmin(t, 'member')
    const listed = await t.app.inject({ method: 'GET', url: '/admin/users', headers: member.headers })
    const shown = (listed.json().users as Array<{ id: string; api_token: unknown }>).find(
      (u) => u.id === admin.id,
    )
    expect(shown).toMatchObject({ id: admin.id, api_token: null })
    const one = await t.app.inject({
      method: 'GET',
      url: `/admin/users/${admin.id}`,
      headers: member.headers,
    })
    expect(one.json().user.api_token).toBeNull()
    expect(JSON.stringify(listed.json()) + one.body).not.toContain(apiToken)
  })

  it('stops accepting credentials of a deleted user', async () => {
    const other = await createAdmin(t)
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/admin/users/${other.id}`,
      headers: admin.headers,
    })
    expect(del.json()).toEqual({ id: other.id, object: 'user', deleted: true })
    expect(
      (await t.app.inject({ method: 'GET', url: '/admin/auth', headers: other.headers })).statusCode,
    ).toBe(401)
    expect((await login(other.email, other.password)).statusCode).toBe(401)
  })
})

describe('sign-in attempt limit', () => {
  it('refuses further attempts with 429 after ten failures for one email, even with the right password', async () => {
    const target = await createAdmin(t)
    for (let i = 0; i < 10; i++)
      expect((await login(target.email, `wrong-${i}-password`)).statusCode).toBe(401)
    const blocked = await login(target.email, target.password)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({
      type: 'too_many_requests',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    })
    // Other accounts are unaffected.
    expect((await login(admin.email, admin.password)).statusCode).toBe(200)
  })
})
