import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from './testing/harness'

// The contract's five public admin routes; every other /admin route needs credentials.
const PUBLIC_ADMIN_ROUTES = [
  'POST /admin/auth',
  'POST /admin/auth/token',
  'POST /admin/invites/accept',
  'POST /admin/users/password-token',
  'POST /admin/users/reset-password',
]

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`
const fillParams = (url: string) => url.replace(/:(\w+)/g, 'x_$1').replace(/\*$/, 'anything')

describe('route inventory', () => {
  it('declares exactly the five public admin routes', () => {
    const publicAdmin = t.routes.filter((r) => r.url.startsWith('/admin') && r.auth === 'public').map(key)
    expect(publicAdmin.sort()).toEqual(PUBLIC_ADMIN_ROUTES)
  })

  it('answers 401 without credentials on every other admin route', async () => {
    const guarded = t.routes.filter(
      (r) => r.url.startsWith('/admin') && !PUBLIC_ADMIN_ROUTES.includes(key(r)),
    )
    expect(guarded.length).toBeGreaterThan(20)
    const failures: string[] = []
    for (const r of guarded) {
      const res = await t.app.inject({
        method: r.method as 'GET',
        url: fillParams(r.url),
        ...(r.method === 'GET' ? {} : { payload: {} }),
      })
      if (res.statusCode !== 401 || res.json().type !== 'unauthorized')
        failures.push(`${key(r)} → ${res.statusCode}`)
    }
    expect(failures).toEqual([])
  })

  it('refuses forged, foreign-realm and unknown credentials', async () => {
    const attempts = [
      { authorization: 'Bearer not-a-jwt' },
      { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoidXNyXzEiLCJkb21haW4iOiJhZG1pbiJ9.' },
      { 'x-medusa-access-token': 'guess' },
      { cookie: 'mercato_admin_sid=forged' },
    ]
    for (const headers of attempts) {
      const res = await t.app.inject({ method: 'GET', url: '/admin/users', headers })
      expect(res.statusCode, JSON.stringify(headers)).toBe(401)
    }
  })
})
