import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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

async function invite(email: string, role = 'member') {
  const events = recordEvents(t, 'invite.created')
  const res = await call('POST', '/admin/invites', { user: email, role })
  expect(res.statusCode).toBe(200)
  await t.ctx.events.idle()
  return events.at(-1)!.data as { id: string; token: string; link: string }
}

const accept = (token: string, password = 'welcome-aboard-1') =>
  t.app.inject({
    method: 'POST',
    url: '/admin/invites/accept',
    payload: { token, user: { first_name: 'New', last_name: 'Hire', password } },
  })

describe('invites', () => {
  it('create → accept creates the user with the invited role, who can then sign in', async () => {
    const inv = await invite('newhire@example.com', 'developer')
    expect(inv.link).toContain('/app/invite?token=')
    const listed = (await call('GET', '/admin/invites')).json().invites
    expect(listed.map((i: { user_email: string }) => i.user_email)).toContain('newhire@example.com')
    expect((await accept(inv.token)).statusCode).toBe(200)
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/auth',
      payload: { email: 'newhire@example.com', password: 'welcome-aboard-1' },
    })
    expect(login.statusCode).toBe(200)
    expect(login.json().user).toMatchObject({ role: 'developer', first_name: 'New', last_name: 'Hire' })
    expect(
      (await call('GET', '/admin/invites')).json().invites.map((i: { id: string }) => i.id),
    ).not.toContain(inv.id)
  })

  it('refuses a used token', async () => {
    const inv = await invite('twice@example.com')
    expect((await accept(inv.token)).statusCode).toBe(200)
    const again = await accept(inv.token)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe('Invalid invite')
  })

  it('refuses an expired invite', async () => {
    const inv = await invite('late@example.com')
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000)
      const res = await accept(inv.token)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe('Invalid invite')
    } finally {
      vi.useRealTimers()
    }
  })

  it('resend issues a new token and retires the old one', async () => {
    const first = await invite('resend@example.com')
    const events = recordEvents(t, 'invite.created')
    expect((await call('POST', `/admin/invites/${first.id}/resend`)).statusCode).toBe(200)
    await t.ctx.events.idle()
    const second = events[0]!.data as { token: string }
    expect(second.token).not.toBe(first.token)
    expect((await accept(first.token)).statusCode).toBe(400)
    expect((await accept(second.token)).statusCode).toBe(200)
  })

  it('refuses inviting an existing user, a bad token and a short password; deletes invites', async () => {
    const existing = await call('POST', '/admin/invites', { user: admin.email, role: 'member' })
    expect(existing.json()).toEqual({
      type: 'invalid_data',
      message: "Can't invite a user with an existing account",
    })
    expect((await accept('not-a-token')).json()).toEqual({
      type: 'invalid_data',
      message: 'Token is not valid',
    })
    const inv = await invite('short@example.com')
    const short = await accept(inv.token, 'abc')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toMatch(/^user\.password: /)
    const del = await call('DELETE', `/admin/invites/${inv.id}`)
    expect(del.json()).toEqual({ id: inv.id, object: 'invite', deleted: true })
    expect((await accept(inv.token)).statusCode).toBe(400)
  })
})
