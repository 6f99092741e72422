import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

describe('admin users', () => {
  it('creates, retrieves, updates and deletes a user', async () => {
    const created = await call('POST', '/admin/users', {
      email: 'Staff@Example.com',
      password: 'staff-password-1',
      first_name: 'Sam',
      role: 'member',
    })
    expect(created.statusCode).toBe(200)
    const u = created.json().user
    expect(u).toMatchObject({ email: 'staff@example.com', first_name: 'Sam', role: 'member' })
    expect(u.id).toMatch(/^usr_/)
    expect(u).not.toHaveProperty('password_hash')
    expect((await call('GET', `/admin/users/${u.id}`)).json().user.email).toBe('staff@example.com')
    const updated = await call('POST', `/admin/users/${u.id}`, {
      last_name: 'Lee',
      role: 'developer',
      metadata: { a: 1 },
    })
    expect(updated.json().user).toMatchObject({ last_name: 'Lee', role: 'developer', metadata: { a: 1 } })
    expect((await call('DELETE', `/admin/users/${u.id}`)).json()).toEqual({
      id: u.id,
      object: 'user',
      deleted: true,
    })
    expect((await call('GET', `/admin/users/${u.id}`)).statusCode).toBe(404)
  })

  it('refuses a duplicate email, a short password, a bad role and self-deletion, writing nothing', async () => {
    const before = (await call('GET', '/admin/users')).json().count
    const dup = await call('POST', '/admin/users', { email: admin.email, password: 'long-enough-1' })
    expect(dup.statusCode).toBe(400)
    expect(dup.json().message).toContain('already exists')
    const short = await call('POST', '/admin/users', { email: 'short@example.com', password: 'abc' })
    expect(short.json()).toEqual({
      type: 'invalid_data',
      message: 'password must be at least 8 characters long',
    })
    const role = await call('POST', '/admin/users', {
      email: 'role@example.com',
      password: 'long-enough-1',
      role: 'owner',
    })
    expect(role.statusCode).toBe(400)
    expect(role.json().message).toMatch(/^role: /)
    const self = await call('DELETE', `/admin/users/${admin.id}`)
    expect(self.statusCode).toBe(400)
    expect(self.json().type).toBe('not_allowed')
    expect((await call('GET', '/admin/users')).json().count).toBe(before)
  })

  it('lists with paging, filters and search', async () => {
    for (const n of ['ann', 'bob', 'cat']) {
      await call('POST', '/admin/users', {
        email: `${n}@list.test`,
        password: 'long-enough-1',
        first_name: n,
      })
    }
    const page = (await call('GET', '/admin/users?limit=2&offset=0&order=email')).json()
    expect(page).toMatchObject({ limit: 2, offset: 0 })
    expect(page.users).toHaveLength(2)
    expect(page.count).toBeGreaterThanOrEqual(4)
    const search = (await call('GET', '/admin/users?q=LIST.TEST&order=email')).json()
    expect(search.users.map((u: { email: string }) => u.email)).toEqual([
      'ann@list.test',
      'bob@list.test',
      'cat@list.test',
    ])
    const byEmail = (await call('GET', '/admin/users?email=bob@list.test')).json()
    expect(byEmail.count).toBe(1)
    const since = (
      await call('GET', `/admin/users?created_at[gt]=${new Date(Date.now() + 60_000).toISOString()}`)
    ).json()
    expect(since.count).toBe(0)
  })
})

describe('admin password reset', () => {
  it('answers 204 whether or not the email exists, and emits a token only for a real user', async () => {
    const events = recordEvents(t, 'user.password_reset')
    const known = await t.app.inject({
      method: 'POST',
      url: '/admin/users/password-token',
      payload: { email: admin.email },
    })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/users/password-token',
      payload: { email: 'ghost@x.io' },
    })
    expect(known.statusCode).toBe(204)
    expect(unknown.statusCode).toBe(204)
    await t.ctx.events.idle()
    expect(events).toHaveLength(1)
    expect(events[0]!.data.email).toBe(admin.email)
  })

  it('resets once with the token; the token is then dead and the new password works', async () => {
    const member = await createAdmin(t, 'member')
    const events = recordEvents(t, 'user.password_reset')
    await t.app.inject({
      method: 'POST',
      url: '/admin/users/password-token',
      payload: { email: member.email },
    })
    await t.ctx.events.idle()
    const token = events[0]!.data.token as string
    const reset = await t.app.inject({
      method: 'POST',
      url: '/admin/users/reset-password',
      payload: { token, password: 'brand-new-password' },
    })
    expect(reset.statusCode).toBe(200)
    expect(reset.json().user.id).toBe(member.id)
    const again = await t.app.inject({
      method: 'POST',
      url: '/admin/users/reset-password',
      payload: { token, password: 'another-password' },
    })
    expect(again.statusCode).toBe(401)
    expect(again.json().message).toBe('Invalid or expired password reset token')
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/auth',
      payload: { email: member.email, password: 'brand-new-password' },
    })
    expect(login.statusCode).toBe(200)
  })

  it('refuses a malformed token with 400 and a token for another email with 401', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/users/reset-password',
      payload: { token: 'garbage', password: 'whatever-long' },
    })
    expect(bad.statusCode).toBe(400)
    const events = recordEvents(t, 'user.password_reset')
    await t.app.inject({
      method: 'POST',
      url: '/admin/users/password-token',
      payload: { email: admin.email },
    })
    await t.ctx.events.idle()
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/admin/users/reset-password',
      payload: { token: events[0]!.data.token, password: 'whatever-long', email: 'other@example.com' },
    })
    expect(mismatch.statusCode).toBe(401)
  })
})
