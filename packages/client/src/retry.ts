/** What a policy sees after a failed attempt. `status` is undefined when no response arrived. */
export interface RetryContext {
  /** Retries already made for this call (0 after the first failure). */
  attempt: number
  method: string
  status?: number
  /** The raw Retry-After header of the failed response, if any. */
  retryAfter?: string | null
}

export interface RetryPolicy {
  /** Whether POSTs may be retried, in which case each POST carries one Idempotency-Key across its retries. */
  readonly retriesPosts: boolean
  /** Milliseconds to wait before retrying, or -1 to give up. */
  next(context: RetryContext): number
}

export const MAX_RETRY_AFTER_MS = 300_000

/** Retry-After as milliseconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (value == null || value.trim() === '') return undefined
  const trimmed = value.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000)
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Exponential backoff for the n-th retry (1-based): 500, 1500, 3500 ms… */
export const backoffDelay = (retry: number): number => ((2 ** retry - 1) / 2) * 1000

// A server asking for a longer pause than five minutes is treated as "do not retry" (as retry-axios does).
function delayFor(retry: number, retryAfter: string | null | undefined): number {
  const requested = parseRetryAfter(retryAfter)
  if (requested === undefined) return backoffDelay(retry)
  return requested <= MAX_RETRY_AFTER_MS ? requested : -1
}

/**
 * medusa-js's policy: any method (POST included, made safe by the Idempotency-Key) is retried on no
 * response, 409 or 501–599, never on 500 (a bug will not fix itself) nor on other 4xx.
 * `maxRetries` counts retries after the first attempt; 3 when not given.
 */
export function defaultRetryPolicy(maxRetries = 3): RetryPolicy {
  return {
    retriesPosts: maxRetries > 0,
    next({ attempt, status, retryAfter }) {
      if (attempt >= maxRetries) return -1
      const retryable = status === undefined || status === 409 || (status > 500 && status <= 599)
      return retryable ? delayFor(attempt + 1, retryAfter) : -1
    },
  }
}

const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'OPTIONS', 'DELETE'])

/**
 * The admin dashboard's policy: only idempotent methods, up to 3 retries on 1xx, 429 and 5xx and up to
 * 2 when no response arrived (one counter for both).
 */
export function dashboardRetryPolicy(): RetryPolicy {
  return {
    retriesPosts: false,
    next({ attempt, method, status, retryAfter }) {
      if (!IDEMPOTENT_METHODS.has(method.toUpperCase())) return -1
      if (status === undefined) return attempt < 2 ? delayFor(attempt + 1, undefined) : -1
      const retryable = (status >= 100 && status <= 199) || status === 429 || (status >= 500 && status <= 599)
      return retryable && attempt < 3 ? delayFor(attempt + 1, retryAfter) : -1
    },
  }
}
