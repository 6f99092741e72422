import { describe, expect, it, vi } from 'vitest'
import { withSessionCookie } from './session-fetch'

const sentCookies = (fetchImpl: { mock: { calls: Parameters<typeof fetch>[] } }) =>
  fetchImpl.mock.calls.map((call) => new Headers(call[1]?.headers).get('cookie'))

describe('withSessionCookie', () => {
  it('sends the cookie to the backend, keeping the call’s own headers', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}'))
    const send = withSessionCookie(fetchImpl, 'http://storefront.internal', 'mercato_store_sid=abc')
    await send('http://storefront.internal/store/products?limit=1', { headers: { accept: 'json' } })
    expect(sentCookies(fetchImpl)).toEqual(['mercato_store_sid=abc'])
    expect(new Headers(fetchImpl.mock.calls[0]?.[1]?.headers).get('accept')).toBe('json')
  })

  it('never sends it to another origin', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => new Response('{}'))
    const send = withSessionCookie(fetchImpl, 'http://storefront.internal', 'mercato_store_sid=abc')
    await send('https://images.example.com/a.png')
    await send('http://storefront.internal:8080/store/products')
    expect(sentCookies(fetchImpl)).toEqual([null, null])
  })

  it('is the plain fetch without a cookie', () => {
    const fetchImpl = vi.fn<typeof fetch>()
    expect(withSessionCookie(fetchImpl, 'http://storefront.internal', undefined)).toBe(fetchImpl)
  })
})
