import { afterEach, describe, expect, it } from 'vitest'
import { mockFetch } from '../test/utils'
import { ApiError, FALLBACK_ERROR_MESSAGE, getErrorMessage, request, toQueryString } from './http'

const original = globalThis.fetch
afterEach(() => {
  globalThis.fetch = original
})

describe('api http layer', () => {
  it('writes qs-style query strings', () => {
    expect(toQueryString({ limit: 100, created_at: { gte: '2024-04-17T00:00:00.000Z' } })).toBe(
      '?limit=100&created_at%5Bgte%5D=2024-04-17T00%3A00%3A00.000Z',
    )
    expect(toQueryString({ status: ['a', 'b'], q: '', x: undefined })).toBe('?status%5B%5D=a&status%5B%5D=b')
    expect(toQueryString({})).toBe('')
  })

  it('takes the server message, the first of a list, or a generic text', () => {
    expect(getErrorMessage(new ApiError(400, { type: 'invalid_data', message: 'Bad email' }, ''))).toBe(
      'Bad email',
    )
    expect(getErrorMessage({ errors: [{ message: 'first' }, { message: 'second' }] })).toBe('first')
    expect(getErrorMessage(new ApiError(500, {}, ''))).toBe(FALLBACK_ERROR_MESSAGE)
    expect(FALLBACK_ERROR_MESSAGE).toBe('Something went wrong, Please try again.')
  })

  it('sends cookies and JSON, and turns error bodies into ApiError', async () => {
    const calls = mockFetch((url) =>
      url.pathname === '/admin/auth'
        ? { status: 401, body: { type: 'unauthorized', message: 'Wrong password' } }
        : { body: {} },
    )
    await expect(
      request('POST', '/admin/auth', { body: { email: 'a@b.co', password: 'x' } }),
    ).rejects.toMatchObject({
      status: 401,
      message: 'Wrong password',
    })
    expect(calls[0]!.init.credentials).toBe('include')
    expect(calls[0]!.init.body).toBe('{"email":"a@b.co","password":"x"}')
    await expect(request('GET', '/admin/store')).resolves.toEqual({})
  })
})
