import { getErrorMessage } from '@mercato/client'
import { afterEach, describe, expect, it } from 'vitest'
import { mockFetch } from '../test/utils'
import { createMercatoClient } from './mercato'

const original = globalThis.fetch
afterEach(() => {
  globalThis.fetch = original
})

const client = () =>
  createMercatoClient({ baseUrl: 'http://localhost', fetch: (...args) => globalThis.fetch(...args) })

describe('the dashboard API client', () => {
  it('writes list filters as the Admin API parses them (qs indices, like medusa-js)', async () => {
    const calls = mockFetch(() => ({ body: { products: [], count: 0, offset: 0, limit: 20 } }))
    await client().admin.products.list({ limit: 20, status: ['draft', 'published'], q: 'shirt' })
    const url = calls[0]!.url
    expect(url.pathname).toBe('/admin/products')
    expect([url.searchParams.get('status[0]'), url.searchParams.get('status[1]')]).toEqual([
      'draft',
      'published',
    ])
    expect(url.searchParams.get('limit')).toBe('20')
    expect(url.searchParams.get('q')).toBe('shirt')
  })

  it('sends the session cookie and JSON bodies, without retrying a POST', async () => {
    const calls = mockFetch(() => ({ status: 503, body: { type: 'unexpected_state', message: 'Busy' } }))
    await expect(client().admin.auth.createSession({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject(
      {
        status: 503,
      },
    )
    expect(calls).toHaveLength(1)
    expect(calls[0]!.init.credentials).toBe('include')
    expect(calls[0]!.init.body).toBe('{"email":"a@b.co","password":"x"}')
  })

  it('shows the server message, the first of a list, or the SPEC §8 fallback', async () => {
    mockFetch(() => ({ status: 401, body: { type: 'unauthorized', message: 'Wrong password' } }))
    const error = await client()
      .admin.auth.createSession({ email: 'a@b.co', password: 'x' })
      .catch((e: unknown) => e)
    expect(getErrorMessage(error)).toBe('Wrong password')
    mockFetch(() => ({ status: 400, body: { errors: [{ message: 'first' }, { message: 'second' }] } }))
    expect(
      getErrorMessage(
        await client()
          .admin.store.retrieve()
          .catch((e: unknown) => e),
      ),
    ).toBe('first')
    mockFetch(() => ({ status: 500, body: {} }))
    const failed = await createMercatoClient({
      baseUrl: 'http://localhost',
      retryPolicy: 'default',
      maxRetries: 0,
      fetch: (...args) => globalThis.fetch(...args),
    })
      .admin.store.retrieve()
      .catch((e: unknown) => e)
    expect(getErrorMessage(failed)).toBe('Something went wrong, Please try again.')
  })
})
