import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t?.close())

const call = (method: string, url: string, headers: Record<string, string> = {}, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
const tick = () => new Promise((r) => setTimeout(r, 5))

async function cookieOf(email: string, password: string) {
  const res = await call('POST', '/admin/auth', {}, { email, password })
  expect(res.statusCode).toBe(200)
  return { cookie: String(res.headers['set-cookie']).split(';')[0]! }
}

describe('POST /admin/mercato/me/password', () => {
  it('changes the password, keeps this session, and ends the other sessions and tokens', async () => {
    const staff = await createAdmin(t)
    const here = await cookieOf(staff.email, staff.password)
    const elsewhere = await cookieOf(staff.email, staff.password)
    await tick()
    const res = await call('POST', '/admin/mercato/me/password', here, {
      current_password: staff.password,
      new_password: 'a-brand-new-password',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().user.email).toBe(staff.email)
    expect(res.json().user.password_hash).toBeUndefined()
    expect((await call('GET', '/admin/auth', here)).statusCode).toBe(200)
    expect((await call('GET', '/admin/auth', elsewhere)).statusCode).toBe(401)
    expect((await call('GET', '/admin/auth', staff.headers)).statusCode).toBe(401)
    const old = await call('POST', '/admin/auth', {}, { email: staff.email, password: staff.password })
    expect(old.statusCode).toBe(401)
    await cookieOf(staff.email, 'a-brand-new-password')
  })

  it('refuses a wrong current password or a short new one with 400, changing nothing', async () => {
    const staff = await createAdmin(t)
    const here = await cookieOf(staff.email, staff.password)
    const wrong = await call('POST', '/admin/mercato/me/password', here, {
      current_password: 'not-the-password',
      new_password: 'a-brand-new-password',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      type: 'invalid_data',
      message: 'The current password is not correct',
    })
    const short = await call('POST', '/admin/mercato/me/password', here, {
      current_password: staff.password,
      new_password: 'short',
    })
    expect(short.statusCode).toBe(400)
    expect((await call('GET', '/admin/auth', here)).statusCode).toBe(200)
    await cookieOf(staff.email, staff.password)
  })

  it('needs a signed-in user', async () => {
    const res = await call(
      'POST',
      '/admin/mercato/me/password',
      {},
      {
        current_password: 'x',
        new_password: 'a-brand-new-password',
      },
    )
    expect(res.statusCode).toBe(401)
  })
})
