import { describe, expect, it } from 'vitest'
import {
  MAX_RETRY_AFTER_MS,
  backoffDelay,
  dashboardRetryPolicy,
  defaultRetryPolicy,
  parseRetryAfter,
} from './retry'

describe('default retry policy (medusa-js)', () => {
  const policy = defaultRetryPolicy(3)
  const next = (status: number | undefined, attempt = 0, method = 'POST', retryAfter?: string) =>
    policy.next({ attempt, method, status, retryAfter })

  it('retries no response, 409 and 501–599', () => {
    expect(next(undefined)).toBe(500)
    expect(next(409)).toBe(500)
    expect(next(501)).toBe(500)
    expect(next(503)).toBe(500)
    expect(next(599)).toBe(500)
  })

  it('never retries 500 nor other 4xx', () => {
    for (const status of [500, 400, 401, 403, 404, 422, 429]) expect(next(status)).toBe(-1)
  })

  it('backs off exponentially: (2^n - 1) / 2 seconds', () => {
    expect([1, 2, 3, 4].map(backoffDelay)).toEqual([500, 1500, 3500, 7500])
    expect([0, 1, 2].map((attempt) => next(503, attempt))).toEqual([500, 1500, 3500])
  })

  it('stops after maxRetries retries', () => {
    expect(next(503, 3)).toBe(-1)
    expect(defaultRetryPolicy(0).next({ attempt: 0, method: 'GET' })).toBe(-1)
  })

  it('limits to 3 retries when no count is given', () => {
    const unset = defaultRetryPolicy()
    expect(unset.next({ attempt: 2, method: 'GET', status: 503 })).toBe(3500)
    expect(unset.next({ attempt: 3, method: 'GET', status: 503 })).toBe(-1)
  })

  it('marks POSTs as retried (so they need an Idempotency-Key) only when retries are on', () => {
    expect(defaultRetryPolicy(2).retriesPosts).toBe(true)
    expect(defaultRetryPolicy(0).retriesPosts).toBe(false)
  })

  it('waits as long as Retry-After asks, up to 5 minutes, and gives up beyond', () => {
    expect(next(503, 0, 'GET', '2')).toBe(2000)
    expect(next(409, 0, 'GET', '300')).toBe(MAX_RETRY_AFTER_MS)
    expect(next(503, 0, 'GET', '301')).toBe(-1)
    expect(next(503, 0, 'GET', 'soon')).toBe(500)
  })
})

describe('dashboard retry policy', () => {
  const policy = dashboardRetryPolicy()

  it('retries GET, HEAD, PUT, OPTIONS and DELETE on 1xx, 429 and 5xx (500 included)', () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'OPTIONS', 'DELETE']) {
      for (const status of [100, 199, 429, 500, 503, 599]) {
        expect(policy.next({ attempt: 0, method, status })).toBe(500)
      }
    }
  })

  it('never retries POST, nor 4xx other than 429', () => {
    expect(policy.next({ attempt: 0, method: 'POST', status: 503 })).toBe(-1)
    expect(policy.next({ attempt: 0, method: 'POST' })).toBe(-1)
    expect(policy.next({ attempt: 0, method: 'GET', status: 404 })).toBe(-1)
    expect(policy.next({ attempt: 0, method: 'GET', status: 409 })).toBe(-1)
    expect(policy.retriesPosts).toBe(false)
  })

  it('allows 3 retries on statuses and 2 when no response arrived', () => {
    expect(policy.next({ attempt: 2, method: 'GET', status: 503 })).toBe(3500)
    expect(policy.next({ attempt: 3, method: 'GET', status: 503 })).toBe(-1)
    expect(policy.next({ attempt: 1, method: 'GET' })).toBe(1500)
    expect(policy.next({ attempt: 2, method: 'GET' })).toBe(-1)
  })

  it('honours Retry-After up to 300000 ms', () => {
    expect(policy.next({ attempt: 0, method: 'GET', status: 429, retryAfter: '120' })).toBe(120_000)
    expect(policy.next({ attempt: 0, method: 'GET', status: 429, retryAfter: '301' })).toBe(-1)
  })
})

describe('parseRetryAfter', () => {
  it('reads delta-seconds and HTTP dates', () => {
    const now = Date.UTC(2024, 0, 1, 0, 0, 0)
    expect(parseRetryAfter('3', now)).toBe(3000)
    expect(parseRetryAfter('Mon, 01 Jan 2024 00:00:10 GMT', now)).toBe(10_000)
    expect(parseRetryAfter('Sun, 31 Dec 2023 00:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('later')).toBeUndefined()
  })
})
