import { apiUrl } from '../config'

export const FALLBACK_ERROR_MESSAGE = 'Something went wrong, Please try again.'

/** A non-2xx answer; `body` is the parsed JSON error ({type, message}) when the server sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

type Query = Record<string, unknown>

/** qs-style query string (nested `created_at[gte]=…`, arrays `a[]=x`), as the Medusa API parses it. */
export function toQueryString(query: Query | undefined): string {
  const parts: string[] = []
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null || value === '') return
    if (Array.isArray(value)) {
      for (const v of value) add(`${key}[]`, v)
    } else if (value instanceof Date) add(key, value.toISOString())
    else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Query)) add(`${key}[${k}]`, v)
    } else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  }
  for (const [k, v] of Object.entries(query ?? {})) add(k, v)
  return parts.length ? `?${parts.join('&')}` : ''
}

/** Message to show for a failed call: the server's message, the first of a list, or a generic text. */
export function getErrorMessage(error: unknown): string {
  const body = error instanceof ApiError ? error.body : error
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; errors?: unknown }
    if (typeof b.message === 'string' && b.message) return b.message
    if (Array.isArray(b.errors) && b.errors.length) {
      const first = b.errors[0] as { message?: unknown } | string
      if (typeof first === 'string') return first
      if (typeof first?.message === 'string') return first.message
    }
  }
  if (error instanceof ApiError && typeof error.body === 'string' && error.body) return error.body
  return FALLBACK_ERROR_MESSAGE
}

export interface RequestOptions {
  body?: unknown
  query?: Query
  signal?: AbortSignal
}

/** One JSON call with the session cookie. Empty or text bodies (204, `OK`) resolve to {}. */
export async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await fetch(apiUrl(path) + toQueryString(opts.query), {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : {}
  } catch {
    // Medusa answers some calls with text (`OK`, `Unauthorized`); keep it as is.
  }
  if (!res.ok) {
    const err = new ApiError(res.status, parsed, '')
    err.message = getErrorMessage(err)
    throw err
  }
  return (typeof parsed === 'object' && parsed !== null ? parsed : {}) as T
}

export const isStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status
