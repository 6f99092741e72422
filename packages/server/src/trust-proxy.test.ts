import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { SIGN_IN_ADDRESS_MAX_FAILURES } from './http/rate-limit'
import { insertShopRegion } from './modules/carts/test-helpers'
import { type TestApp, startTestApp } from './testing/harness'

// Behind a reverse proxy every connection comes from the proxy: with TRUST_PROXY naming it, limits
// per address count the client of X-Forwarded-For, and a caller that is not the proxy cannot pick
// its own address by sending the header.

const PROXY = '127.0.0.1'
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({
    trustProxy: loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy,
    redisUrl: undefined,
  })
})
afterAll(() => t?.close())

let run = 0
const wrongSignIn = (remoteAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/store/auth',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: { email: `nobody${++run}@example.com`, password: 'Summer2026!' },
  })

describe('TRUST_PROXY', () => {
  it('limits sign-ins per forwarded client address, not per proxy', async () => {
    const codes: number[] = []
    for (let i = 0; i <= SIGN_IN_ADDRESS_MAX_FAILURES; i++)
      codes.push((await wrongSignIn(PROXY, '203.0.113.7')).statusCode)
    expect(codes).toEqual([...Array(SIGN_IN_ADDRESS_MAX_FAILURES).fill(401), 429])
    // Another client behind the same proxy still has its whole budget.
    expect((await wrongSignIn(PROXY, '203.0.113.8')).statusCode).toBe(401)
    // The proxy's own requests (no forwarded address) are a client of their own as well.
    expect((await wrongSignIn(PROXY)).statusCode).toBe(401)
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const codes: number[] = []
    for (let i = 0; i <= SIGN_IN_ADDRESS_MAX_FAILURES; i++)
      codes.push((await wrongSignIn('198.51.100.9', `192.0.2.${i + 1}`)).statusCode)
    expect(codes).toEqual([...Array(SIGN_IN_ADDRESS_MAX_FAILURES).fill(401), 429])
  })

  it('records the forwarded client address in a new cart context', async () => {
    const region = await insertShopRegion(t)
    const res = await t.app.inject({
      method: 'POST',
      url: '/store/carts',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.50, 10.0.0.2' },
      payload: { region_id: region },
    })
    expect(res.statusCode, res.body).toBe(200)
    // 10.0.0.2 is not a trusted proxy, so it is the client (the hop nearest the trusted one).
    expect(res.json().cart.context.ip).toBe('10.0.0.2')
  })
})
