import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from './testing/harness'

const STORE_ORIGIN = 'http://shop.example'
const ADMIN_ORIGIN = 'http://dashboard.example'
const EVIL = 'https://evil.example'

let t: TestApp
let admin: AdminCredentials
let adminCookie: string
let storeCookie: string

const cookieOf = (setCookie: string | string[] | undefined) => {
  const first = Array.isArray(setCookie) ? setCookie[0]! : setCookie!
  return first.split(';')[0]!
}

beforeAll(async () => {
  t = await startTestApp({ storeCors: STORE_ORIGIN, adminCors: ADMIN_ORIGIN })
  admin = await createAdmin(t)
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/admin/auth',
    payload: { email: admin.email, password: admin.password },
  })
  expect(signIn.statusCode).toBe(200)
  expect(String(signIn.headers['set-cookie'])).toMatch(/SameSite=Lax/i)
  adminCookie = cookieOf(signIn.headers['set-cookie'])
  const registered = await t.app.inject({
    method: 'POST',
    url: '/store/customers',
    payload: { email: 'csrf-shopper@example.com', password: 'secret-password' },
  })
  expect(registered.statusCode).toBe(200)
  expect(String(registered.headers['set-cookie'])).toMatch(/SameSite=Lax/i)
  storeCookie = cookieOf(registered.headers['set-cookie'])
})
afterAll(() => t?.close())

/** What a foreign page can send without a CORS preflight. */
const SIMPLE_BODIES = [
  { name: 'empty', headers: {}, payload: undefined },
  { name: 'text/plain', headers: { 'content-type': 'text/plain' }, payload: '{"title":"x"}' },
  { name: 'form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'title=x' },
  {
    name: 'multipart',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    payload: '--b\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nhi\r\n--b--\r\n',
  },
]

async function keyCount() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/admin/publishable-api-keys',
    headers: admin.headers,
  })
  return res.json().count as number
}

describe('cross-site requests with session cookies', () => {
  it('refuses every simple cross-origin POST on admin routes, writing nothing', async () => {
    const before = await keyCount()
    for (const url of ['/admin/publishable-api-keys', '/admin/uploads']) {
      for (const body of SIMPLE_BODIES) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: adminCookie, origin: EVIL, ...body.headers },
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        })
        expect(res.statusCode, `${url} ${body.name}`).toBe(403)
        expect(res.json()).toMatchObject({ type: 'not_allowed', message: expect.any(String) })
      }
    }
    // Without Origin, the browser's Sec-Fetch-Site still gives the request away.
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/admin/publishable-api-keys',
      headers: { cookie: adminCookie, 'sec-fetch-site': 'cross-site' },
      payload: { title: 'x' },
    })
    expect(noOrigin.statusCode).toBe(403)
    const deleteRes = await t.app.inject({
      method: 'DELETE',
      url: '/admin/auth',
      headers: { cookie: adminCookie, origin: 'null' },
    })
    expect(deleteRes.statusCode).toBe(403)
    expect(await keyCount()).toBe(before)
  })

  it('refuses cross-origin cookie POSTs on store routes', async () => {
    for (const body of SIMPLE_BODIES) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/store/customers/me',
        headers: { cookie: storeCookie, origin: EVIL, ...body.headers },
        ...(body.payload === undefined ? {} : { payload: body.payload }),
      })
      expect(res.statusCode, body.name).toBe(403)
      expect(res.json().type).toBe('not_allowed')
    }
    const me = await t.app.inject({
      method: 'GET',
      url: '/store/customers/me',
      headers: { cookie: storeCookie },
    })
    expect(me.json().customer.first_name).toBeFalsy()
  })

  it('lets same-origin and allowed origins through', async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/admin/publishable-api-keys',
      headers: { cookie: adminCookie, origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { title: 'same origin' },
    })
    expect(own.statusCode).toBe(200)
    const dashboard = await t.app.inject({
      method: 'POST',
      url: '/admin/publishable-api-keys',
      headers: { cookie: adminCookie, origin: ADMIN_ORIGIN, 'sec-fetch-site': 'cross-site' },
      payload: { title: 'dashboard' },
    })
    expect(dashboard.statusCode).toBe(200)
    const shop = await t.app.inject({
      method: 'POST',
      url: '/store/customers/me',
      headers: { cookie: storeCookie, origin: STORE_ORIGIN },
      payload: { first_name: 'Ada' },
    })
    expect(shop.statusCode).toBe(200)
    expect(shop.json().customer.first_name).toBe('Ada')
    // The store's origin is not the dashboard's.
    const wrongRealm = await t.app.inject({
      method: 'POST',
      url: '/admin/publishable-api-keys',
      headers: { cookie: adminCookie, origin: STORE_ORIGIN },
      payload: { title: 'x' },
    })
    expect(wrongRealm.statusCode).toBe(403)
    // Non-browser clients send neither header.
    const cli = await t.app.inject({
      method: 'POST',
      url: '/admin/publishable-api-keys',
      headers: { cookie: adminCookie },
      payload: { title: 'script' },
    })
    expect(cli.statusCode).toBe(200)
  })

  it('leaves bearer-token requests alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/publishable-api-keys',
      headers: { ...admin.headers, origin: EVIL },
      payload: { title: 'token' },
    })
    expect(res.statusCode).toBe(200)
  })
})
