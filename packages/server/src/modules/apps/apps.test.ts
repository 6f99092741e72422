import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

describe('/admin/apps', () => {
  it('lists no installed OAuth apps', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/apps', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ apps: [] })
    expect((await t.app.inject({ method: 'GET', url: '/admin/apps' })).statusCode).toBe(401)
  })

  it('refuses to authorize an app that is not installed, and a malformed request', async () => {
    const body = { application_name: 'slack', state: 's', code: 'c' }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/admin/apps/authorizations',
      headers: admin.headers,
      payload: body,
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toMatchObject({ type: 'not_found', message: expect.stringContaining('slack') })
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/apps/authorizations',
      headers: admin.headers,
      payload: { application_name: 'slack' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().type).toBe('invalid_data')
  })
})
