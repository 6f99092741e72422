import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

describe('analytics configs', () => {
  it('is 404 until created, then belongs to the signed-in user', async () => {
    expect((await call('GET', '/admin/analytics-configs')).statusCode).toBe(404)
    const created = await call('POST', '/admin/analytics-configs', { opt_out: false, anonymize: true })
    expect(created.json().analytics_config).toMatchObject({
      user_id: admin.id,
      opt_out: false,
      anonymize: true,
    })
    expect((await call('GET', '/admin/analytics-configs')).json().analytics_config.anonymize).toBe(true)
    const other = await createAdmin(t)
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/admin/analytics-configs',
      headers: other.headers,
    })
    expect(theirs.statusCode).toBe(404)
    expect((await call('POST', '/admin/analytics-configs', { opt_out: true })).statusCode).toBe(400)
  })

  it('updates; opting out turns anonymize off', async () => {
    const res = await call('POST', '/admin/analytics-configs/update', { opt_out: true, anonymize: true })
    expect(res.json().analytics_config).toMatchObject({ opt_out: true, anonymize: false })
  })

  it('requires opt_out on create and refuses unknown fields', async () => {
    const other = await createAdmin(t)
    const missing = await t.app.inject({
      method: 'POST',
      url: '/admin/analytics-configs',
      headers: other.headers,
      payload: {},
    })
    expect(missing.json()).toEqual({ type: 'invalid_data', message: 'opt_out is required' })
    const extra = await call('POST', '/admin/analytics-configs/update', { email: 'x@y.z' })
    expect(extra.json().message).toBe('property email should not exist')
  })

  it('deletes', async () => {
    expect((await call('DELETE', '/admin/analytics-configs')).json()).toEqual({
      user_id: admin.id,
      object: 'analytics_config',
      deleted: true,
    })
    expect((await call('GET', '/admin/analytics-configs')).statusCode).toBe(404)
  })

  it('is not served when the analytics flag is off', async () => {
    const off = await import('../../testing/harness').then((h) =>
      h.startTestApp({ featureFlags: { ...t.ctx.config.featureFlags, analytics: false } }),
    )
    try {
      const a = await createAdmin(off)
      expect(
        (await off.app.inject({ method: 'GET', url: '/admin/analytics-configs', headers: a.headers }))
          .statusCode,
      ).toBe(404)
    } finally {
      await off.close()
    }
  })
})
