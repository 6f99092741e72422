import { describe, expect, it } from 'vitest'
import { ClientError, DEFAULT_ERROR_MESSAGE, getErrorMessage } from './errors'

const response = { status: 400, statusText: 'Bad Request', headers: {}, url: 'http://x' }

describe('ClientError', () => {
  it('carries status, type, code, message and body from the JSON error shape', () => {
    const body = { type: 'not_allowed', message: 'Variant out of stock', code: 'insufficient_inventory' }
    const error = ClientError.fromResponse(response, body)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ClientError')
    expect(error.status).toBe(400)
    expect(error.type).toBe('not_allowed')
    expect(error.code).toBe('insufficient_inventory')
    expect(error.message).toBe('Variant out of stock')
    expect(error.body).toEqual(body)
    expect(error.response?.data).toEqual(body)
  })

  it('uses the first listed error when there is no top-level message', () => {
    const error = ClientError.fromResponse(
      { ...response, status: 409 },
      { errors: [{ message: 'No stock' }] },
    )
    expect(error.message).toBe('No stock')
    expect(error.type).toBe('unknown_error')
  })

  it("takes type and code from the first listed error, as checkout's 409 nests them", () => {
    const error = ClientError.fromResponse(
      { ...response, status: 409 },
      {
        errors: [
          {
            message: 'Variant with id: v1 does not have the required inventory',
            type: 'not_allowed',
            code: 'insufficient_inventory',
          },
        ],
      },
    )
    expect(error.type).toBe('not_allowed')
    expect(error.code).toBe('insufficient_inventory')
  })

  it('keeps a plain-text body as the message', () => {
    expect(ClientError.fromResponse({ ...response, status: 401 }, 'Unauthorized').message).toBe(
      'Unauthorized',
    )
  })

  it('reports a missing response as status 0 with type network_error', () => {
    const error = ClientError.network(new TypeError('fetch failed'))
    expect(error.status).toBe(0)
    expect(error.type).toBe('network_error')
    expect(error.message).toContain('fetch failed')
  })
})

describe('getErrorMessage', () => {
  it('returns the server message', () => {
    const error = ClientError.fromResponse(response, { type: 'invalid_data', message: 'email is required' })
    expect(getErrorMessage(error)).toBe('email is required')
  })

  it("returns the first item's message when the message is a list", () => {
    const error = ClientError.fromResponse(response, {
      message: [{ message: 'first' }, { message: 'second' }],
    })
    expect(getErrorMessage(error)).toBe('first')
  })

  it('reads axios-shaped errors (err.response.data) too', () => {
    expect(getErrorMessage({ response: { data: { message: 'from axios' } } })).toBe('from axios')
    expect(getErrorMessage({ response: { data: { message: [{ message: 'listed' }] } } })).toBe('listed')
  })

  it('falls back to the generic apology otherwise', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something went wrong, Please try again.')
    expect(getErrorMessage(ClientError.network(new Error('down')))).toBe(DEFAULT_ERROR_MESSAGE)
    expect(getErrorMessage(new Error('plain'))).toBe(DEFAULT_ERROR_MESSAGE)
    expect(getErrorMessage(undefined)).toBe(DEFAULT_ERROR_MESSAGE)
    expect(getErrorMessage(ClientError.fromResponse(response, { message: '' }))).toBe(DEFAULT_ERROR_MESSAGE)
  })
})
