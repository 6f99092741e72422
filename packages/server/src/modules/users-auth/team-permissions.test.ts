import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'

// Members and developers run the shop; only admins manage the team. Every refusal is a 403 in the
// contract's error shape and changes nothing.

let t: TestApp
let admin: AdminCredentials
let member: AdminCredentials
let developer: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  member = await createAdmin(t, 'member')
  developer = await createAdmin(t, 'developer')
})
afterAll(() => t.close())

const as = (who: AdminCredentials) => (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) })

const roleOf = async (id: string) => (await as(admin)('GET', `/admin/users/${id}`)).json().user.role as string

describe('team permissions', () => {
  it('refuse a member or developer who would change roles, add, remove or invite users', async () => {
    for (const who of [member, developer]) {
      const call = as(who)
      const refusals = [
        await call('POST', `/admin/users/${who.id}`, { role: 'admin' }),
        await call('POST', `/admin/users/${admin.id}`, { first_name: 'Mallory' }),
        await call('POST', '/admin/users', { email: `x-${who.id}@example.com`, password: 'password-123' }),
        await call('DELETE', `/admin/users/${admin.id}`),
        await call('POST', '/admin/invites', { user: `invitee-${who.id}@example.com`, role: 'admin' }),
      ]
      for (const res of refusals) {
        expect(res.statusCode, res.body).toBe(403)
        expect(res.json()).toEqual({
          type: 'not_allowed',
          code: 'forbidden',
          message: 'Only an admin can manage the team: invite, add or remove users, and change roles',
        })
      }
    }
    expect(await roleOf(member.id)).toBe('member')
    expect(await roleOf(developer.id)).toBe('developer')
    expect((await as(admin)('GET', `/admin/users/${admin.id}`)).json().user.first_name).not.toBe('Mallory')
    const { invites } = (await as(admin)('GET', '/admin/invites')).json()
    expect(invites).toEqual([])
  })

  it('let a member rename themselves and an admin manage everyone', async () => {
    const renamed = await as(member)('POST', `/admin/users/${member.id}`, { first_name: 'Mia' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json().user).toMatchObject({ first_name: 'Mia', role: 'member' })
    const promoted = await as(admin)('POST', `/admin/users/${developer.id}`, { role: 'admin' })
    expect(promoted.json().user.role).toBe('admin')
    const invited = await as(admin)('POST', '/admin/invites', {
      user: 'new-hire@example.com',
      role: 'member',
    })
    expect(invited.statusCode, invited.body).toBe(200)
    const [invite] = (await as(admin)('GET', '/admin/invites')).json().invites
    expect((await as(member)('POST', `/admin/invites/${invite.id}/resend`)).statusCode).toBe(403)
    expect((await as(member)('DELETE', `/admin/invites/${invite.id}`)).statusCode).toBe(403)
    expect((await as(admin)('DELETE', `/admin/invites/${invite.id}`)).statusCode).toBe(200)
    // Reading the team stays open to everyone signed in, but an invite's token is only an admin's.
    expect((await as(member)('GET', '/admin/users')).statusCode).toBe(200)
    const seen = await as(admin)('POST', '/admin/invites', { user: 'second-hire@example.com', role: 'admin' })
    expect(seen.statusCode).toBe(200)
    expect((await as(admin)('GET', '/admin/invites')).json().invites[0].token).toEqual(expect.any(String))
    const memberView = (await as(member)('GET', '/admin/invites')).json().invites
    expect(memberView).toMatchObject([{ user_email: 'second-hire@example.com', role: 'admin' }])
    expect(memberView[0]).not.toHaveProperty('token')
  })
})
