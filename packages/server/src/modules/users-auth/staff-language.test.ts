import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'

// Staff e-mails (an invite, a password reset) in the staff member's language: the invite's
// `metadata.locale`, then the language the dashboard records on the user.

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

/** The newest e-mail to `to`, as its preview writes it, with the notification's data. */
async function lastEmailTo(to: string) {
  await t.ctx.events.idle()
  const { notifications } = (await call('GET', `/admin/notifications?to=${encodeURIComponent(to)}`)).json()
  expect(notifications.length).toBeGreaterThan(0)
  const res = await call('GET', `/admin/notifications/${notifications[0].id}/preview`)
  return res.json() as {
    preview: { subject: string; text: string }
    notification: { data: Record<string, unknown> }
  }
}

describe('staff e-mails in the staff member’s language', () => {
  it('writes an invite in the language it was made in, and the new user keeps that language', async () => {
    const res = await call('POST', '/admin/invites', {
      user: 'neu@example.com',
      role: 'member',
      metadata: { locale: 'de' },
    })
    expect(res.statusCode, res.body).toBe(200)
    const invite = await lastEmailTo('neu@example.com')
    expect(invite.preview.subject).toMatch(/^Sie wurden in den Admin-Bereich von .+ eingeladen$/)
    expect(invite.notification.data.locale).toBe('de')
    const link = String(invite.notification.data.link)
    expect(link).toMatch(/\/invite\?token=[^&]+&lng=de$/)

    // A resend keeps the language.
    const { invites } = (await call('GET', '/admin/invites')).json()
    const made = invites.find((i: { user_email: string }) => i.user_email === 'neu@example.com')
    expect(made.metadata).toEqual({ locale: 'de' })
    await call('POST', `/admin/invites/${made.id}/resend`)
    const resent = await lastEmailTo('neu@example.com')
    expect(resent.notification.data.locale).toBe('de')

    const token = new URL(String(resent.notification.data.link)).searchParams.get('token')
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/admin/invites/accept',
      payload: { token, user: { first_name: 'Neu', last_name: 'Person', password: 'willkommen-1234' } },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const { users } = (await call('GET', '/admin/users')).json()
    const joined = users.find((u: { email: string }) => u.email === 'neu@example.com')
    expect(joined.metadata).toEqual({ locale: 'de' })
  })

  it('writes a password reset in the language recorded on the user', async () => {
    const me = (await call('GET', '/admin/auth')).json().user
    const saved = await call('POST', `/admin/users/${me.id}`, { metadata: { locale: 'ar' } })
    expect(saved.statusCode, saved.body).toBe(200)
    await t.app.inject({ method: 'POST', url: '/admin/users/password-token', payload: { email: me.email } })
    const reset = await lastEmailTo(me.email)
    expect(reset.notification.data.locale).toBe('ar')
    expect(String(reset.notification.data.link)).toMatch(/&lng=ar$/)
    expect(reset.preview.subject).not.toMatch(/[A-Za-z]{4}/)
  })

  it('writes a reset for someone with no language recorded in the language of the dashboard or browser that asked', async () => {
    const clerk = await createAdmin(t, 'member')
    const ask = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/admin/users/password-token',
        headers,
        payload: { email: clerk.email },
      })
    await ask({ cookie: 'i18next=ja', 'accept-language': 'de-DE,de;q=0.9' })
    const fromDashboard = await lastEmailTo(clerk.email)
    expect(fromDashboard.notification.data.locale).toBe('ja')
    expect(String(fromDashboard.notification.data.link)).toMatch(/&lng=ja$/)
    await ask({ 'accept-language': 'xx-YY, fr-CA;q=0.9, en;q=0.8' })
    expect((await lastEmailTo(clerk.email)).notification.data.locale).toBe('fr')
    await ask({ 'accept-language': 'xx' })
    expect((await lastEmailTo(clerk.email)).notification.data.locale).toBeUndefined()
  })

  it('refuses a language that is not a language code, and writes nothing', async () => {
    const before = (await call('GET', '/admin/invites')).json().invites.length
    const res = await call('POST', '/admin/invites', {
      user: 'bad@example.com',
      role: 'member',
      metadata: { locale: 'German' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('metadata.locale')
    expect((await call('GET', '/admin/invites')).json().invites.length).toBe(before)
    const me = (await call('GET', '/admin/auth')).json().user
    expect((await call('POST', `/admin/users/${me.id}`, { metadata: { locale: 'xx_YY' } })).statusCode).toBe(
      400,
    )
  })
})
