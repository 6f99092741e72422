import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from './testing/harness'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    storeCors: 'http://shop.test,/\\.preview\\.test$/',
    adminCors: 'http://admin.test',
  })
})
afterAll(() => t.close())

describe('server core', () => {
  it('answers GET /health with 200', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
    expect(res.headers['x-request-id']).toMatch(/^req_/)
  })

  it('answers unknown API routes with a JSON 404', async () => {
    // Unknown page addresses outside the API get the storefront's not-found page when it is built.
    const res = await t.app.inject({ method: 'GET', url: '/store/nowhere' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ type: 'not_found', message: 'Route GET:/store/nowhere not found' })
  })

  it('answers 401 in the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/users' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({ type: 'unauthorized', message: 'Unauthorized' })
  })

  it('rejects malformed JSON with 400 invalid_data', async () => {
    const admin = await createAdmin(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/users',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: '{"email": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().type).toBe('invalid_data')
    expect(res.json().message).toMatch(/^Malformed JSON body/)
  })

  it('rejects unknown properties and wrong types naming the field, and writes nothing', async () => {
    const admin = await createAdmin(t)
    const before = await t.app.inject({ method: 'GET', url: '/admin/users', headers: admin.headers })
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/admin/users',
      headers: admin.headers,
      payload: { email: 'x@example.com', password: 'long-enough-pw', is_owner: true },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toEqual({ type: 'invalid_data', message: 'property is_owner should not exist' })
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/admin/users',
      headers: admin.headers,
      payload: { email: 42, password: 'long-enough-pw' },
    })
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.json().message).toMatch(/^email: /)
    const missing = await t.app.inject({
      method: 'POST',
      url: '/admin/users',
      headers: admin.headers,
      payload: {},
    })
    expect(missing.json().message).toBe('email is required, password is required')
    const badQuery = await t.app.inject({
      method: 'GET',
      url: '/admin/users?limit=many',
      headers: admin.headers,
    })
    expect(badQuery.statusCode).toBe(400)
    expect(badQuery.json().message).toMatch(/^limit: /)
    const after = await t.app.inject({ method: 'GET', url: '/admin/users', headers: admin.headers })
    expect(after.json().count).toBe(before.json().count)
  })

  it('accepts trailing slashes', async () => {
    const admin = await createAdmin(t)
    const res = await t.app.inject({ method: 'GET', url: '/admin/store/', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json().store.id).toMatch(/^store_[0-9A-Z]{26}$/)
  })

  it('allows CORS with credentials only from the configured origins of each API', async () => {
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/store/products',
      headers: { origin: 'http://shop.test', 'access-control-request-method': 'GET' },
    })
    expect(ok.headers['access-control-allow-origin']).toBe('http://shop.test')
    expect(ok.headers['access-control-allow-credentials']).toBe('true')
    const pattern = await t.app.inject({
      method: 'OPTIONS',
      url: '/store/products',
      headers: { origin: 'https://pr-1.preview.test', 'access-control-request-method': 'GET' },
    })
    expect(pattern.headers['access-control-allow-origin']).toBe('https://pr-1.preview.test')
    const wrongApi = await t.app.inject({
      method: 'OPTIONS',
      url: '/admin/users',
      headers: { origin: 'http://shop.test', 'access-control-request-method': 'GET' },
    })
    expect(wrongApi.headers['access-control-allow-origin']).toBeUndefined()
  })
})
