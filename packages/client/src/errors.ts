import type { HTTPResponse } from './http'

export const DEFAULT_ERROR_MESSAGE = 'Something went wrong, Please try again.'

type Body = { message?: unknown; type?: unknown; code?: unknown; errors?: unknown } | undefined

const asBody = (body: unknown): Body =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Body) : undefined

const firstMessage = (list: unknown): string | undefined => {
  if (!Array.isArray(list) || list.length === 0) return undefined
  const first: unknown = list[0]
  if (typeof first === 'string') return first
  const message = asBody(first)?.message
  return typeof message === 'string' ? message : undefined
}

/** A string field of the body, or else of its first listed error (`{errors: [{code, …}]}`, as checkout's 409). */
const field = (b: Body, key: 'type' | 'code'): string | undefined => {
  const own = b?.[key]
  if (typeof own === 'string') return own
  const first = Array.isArray(b?.errors) ? asBody(b.errors[0]) : undefined
  const nested = first?.[key]
  return typeof nested === 'string' ? nested : undefined
}

/** The error every request rejects with: the HTTP status (0 = no response) plus the server's error body. */
export class ClientError extends Error {
  override readonly name = 'ClientError'
  readonly status: number
  readonly type: string
  readonly code: string | undefined
  readonly body: unknown
  /** Shaped like an axios error's `response`, so code written against medusa-js (`err.response.data`) ports. */
  readonly response: (HTTPResponse & { data: unknown }) | undefined

  constructor(
    message: string,
    init: { status: number; type: string; code?: string; body?: unknown; response?: HTTPResponse },
  ) {
    super(message)
    this.status = init.status
    this.type = init.type
    this.code = init.code
    this.body = init.body
    this.response = init.response ? { ...init.response, data: init.body } : undefined
  }

  static fromResponse(response: HTTPResponse, body: unknown): ClientError {
    const b = asBody(body)
    const message =
      (typeof b?.message === 'string' && b.message) ||
      firstMessage(b?.message) ||
      firstMessage(b?.errors) ||
      (typeof body === 'string' && body) ||
      `Request failed with status ${response.status}`
    return new ClientError(message, {
      status: response.status,
      type: field(b, 'type') ?? 'unknown_error',
      code: field(b, 'code'),
      body,
      response,
    })
  }

  static network(cause: unknown): ClientError {
    const reason = cause instanceof Error ? cause.message : String(cause)
    const error = new ClientError(`Network error: ${reason}`, { status: 0, type: 'network_error' })
    ;(error as { cause?: unknown }).cause = cause
    return error
  }
}

// Where the server body sits: on a ClientError, or under `response.data` on an axios-style error.
function responseData(error: unknown): unknown {
  if (error instanceof ClientError) return error.body
  const response = error && typeof error === 'object' ? (error as { response?: unknown }).response : undefined
  return response && typeof response === 'object' ? (response as { data?: unknown }).data : undefined
}

/**
 * A message fit to show a person: the server's message; when that message is a list, the first item's
 * message; otherwise a generic apology. Accepts ClientError and axios-shaped errors alike.
 */
export function getErrorMessage(error: unknown): string {
  const body = asBody(responseData(error))
  const message = body?.message
  if (typeof message === 'string' && message) return message
  return firstMessage(message) || firstMessage(body?.errors) || DEFAULT_ERROR_MESSAGE
}
