/** Error types of the wire contract (§1.6). The HTTP layer maps each to a status code. */
export const ErrorTypes = {
  NOT_FOUND: 'not_found',
  INVALID_DATA: 'invalid_data',
  NOT_ALLOWED: 'not_allowed',
  UNAUTHORIZED: 'unauthorized',
  DUPLICATE_ERROR: 'duplicate_error',
  PAYMENT_AUTHORIZATION_ERROR: 'payment_authorization_error',
  CONFLICT: 'conflict',
  DATABASE_ERROR: 'database_error',
  UNEXPECTED_STATE: 'unexpected_state',
  INVALID_ARGUMENT: 'invalid_argument',
  UNKNOWN_ERROR: 'unknown_error',
  /** Mercato addition: too many failed attempts (sign-in), answered with 429. */
  TOO_MANY_REQUESTS: 'too_many_requests',
} as const

export type ErrorType = (typeof ErrorTypes)[keyof typeof ErrorTypes]

export const ErrorCodes = {
  INSUFFICIENT_INVENTORY: 'insufficient_inventory',
  CART_INCOMPATIBLE_STATE: 'cart_incompatible_state',
  INVALID_STATE_ERROR: 'invalid_state_error',
  INVALID_REQUEST_ERROR: 'invalid_request_error',
  API_ERROR: 'api_error',
} as const

/** A failure with a contract error type. Thrown by services, rendered by the HTTP error mapper. */
export class MercatoError extends Error {
  readonly type: ErrorType
  readonly code: string | undefined

  constructor(type: ErrorType, message: string, code?: string) {
    super(message)
    this.name = 'MercatoError'
    this.type = type
    this.code = code
  }
}

export const notFound = (message: string) => new MercatoError(ErrorTypes.NOT_FOUND, message)
export const invalidData = (message: string) => new MercatoError(ErrorTypes.INVALID_DATA, message)
export const notAllowed = (message: string, code?: string) =>
  new MercatoError(ErrorTypes.NOT_ALLOWED, message, code)
export const unauthorized = (message = 'Unauthorized') => new MercatoError(ErrorTypes.UNAUTHORIZED, message)
export const duplicate = (message: string) => new MercatoError(ErrorTypes.DUPLICATE_ERROR, message)
export const tooManyRequests = (message: string) => new MercatoError(ErrorTypes.TOO_MANY_REQUESTS, message)
export const conflict = (message: string) => new MercatoError(ErrorTypes.CONFLICT, message)
export const unexpectedState = (message: string) => new MercatoError(ErrorTypes.UNEXPECTED_STATE, message)

export function isMercatoError(e: unknown): e is MercatoError {
  return e instanceof MercatoError
}
