import { isDatabaseUnavailable } from '@mercato/db'
import { ErrorTypes, MercatoError } from '@mercato/domain'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import { formatZodError } from './validation'

export interface ErrorBody {
  type: string
  message: string
  code?: string
}

const CONFLICT_MESSAGE =
  'The request conflicted with another request. You may retry the request with the provided Idempotency-Key.'

/** Status codes of the contract (§1.6). */
const STATUS: Record<string, number> = {
  [ErrorTypes.NOT_FOUND]: 404,
  [ErrorTypes.INVALID_DATA]: 400,
  [ErrorTypes.NOT_ALLOWED]: 400,
  [ErrorTypes.UNAUTHORIZED]: 401,
  [ErrorTypes.DUPLICATE_ERROR]: 422,
  [ErrorTypes.PAYMENT_AUTHORIZATION_ERROR]: 422,
  [ErrorTypes.CONFLICT]: 409,
  [ErrorTypes.TOO_MANY_REQUESTS]: 429,
  [ErrorTypes.DATABASE_ERROR]: 500,
  [ErrorTypes.UNEXPECTED_STATE]: 500,
  [ErrorTypes.INVALID_ARGUMENT]: 500,
}

/** Finds a PostgreSQL error (pg or PGlite) inside driver wrappers. */
function findDatabaseError(
  e: unknown,
): { code: string; detail?: string; table?: string; column?: string } | null {
  let cur: unknown = e
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const c = cur as { code?: unknown; cause?: unknown }
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code)) return c as never
    cur = c.cause
  }
  return null
}

function describeUnique(detail: string | undefined, table: string | undefined): string {
  // detail: Key (email)=(a@b.c) already exists.
  const m = detail?.match(/Key \((.+)\)=\((.*)\) already exists/)
  const entity = table ? table.charAt(0).toUpperCase() + table.slice(1).replace(/_/g, ' ') : 'Record'
  return m ? `${entity} with ${m[1]} ${m[2]} already exists.` : `${entity} already exists.`
}

/** A refusal the contract has no type for: answered 403 `not_allowed` (cross-site requests). */
export class ForbiddenError extends Error {
  readonly statusCode = 403
}

/** Errno codes of a write that found no room: the disk is full, or the user's quota is spent. */
const NO_SPACE_ERRNOS = new Set(['ENOSPC', 'EDQUOT'])
/** SQLSTATE disk_full: PostgreSQL could not extend a file or write its log. */
const DISK_FULL_SQLSTATE = '53100'

/** A 507 answer when the file storage or the database has run out of disk space, else null. */
function insufficientStorage(error: unknown): { status: number; body: ErrorBody } | null {
  let cur: unknown = error
  for (let i = 0; i < 4 && cur && typeof cur === 'object'; i++) {
    const code = (cur as { code?: unknown }).code
    if (code === DISK_FULL_SQLSTATE)
      return {
        status: 507,
        body: {
          type: ErrorTypes.DATABASE_ERROR,
          code: 'insufficient_storage',
          message: 'The database has run out of disk space. Nothing was saved; retry once space is freed.',
        },
      }
    if (typeof code === 'string' && NO_SPACE_ERRNOS.has(code))
      return {
        status: 507,
        body: {
          type: ErrorTypes.UNEXPECTED_STATE,
          code: 'insufficient_storage',
          message:
            'The file storage has run out of disk space. Nothing was saved; retry once space is freed.',
        },
      }
    cur = (cur as { cause?: unknown }).cause
  }
  return null
}

export function toErrorResponse(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof ForbiddenError) {
    return { status: 403, body: { type: ErrorTypes.NOT_ALLOWED, code: 'forbidden', message: error.message } }
  }
  if (error instanceof MercatoError) {
    const status = STATUS[error.type] ?? 500
    if (error.type === ErrorTypes.CONFLICT) {
      return { status, body: { type: error.type, code: 'invalid_state_error', message: CONFLICT_MESSAGE } }
    }
    if (error.type === ErrorTypes.DUPLICATE_ERROR) {
      return {
        status,
        body: { type: error.type, code: error.code ?? 'invalid_request_error', message: error.message },
      }
    }
    if (error.type === ErrorTypes.DATABASE_ERROR) {
      return { status, body: { type: error.type, code: 'api_error', message: error.message } }
    }
    return {
      status,
      body: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}) },
    }
  }
  if (error instanceof ZodError) {
    return { status: 400, body: { type: ErrorTypes.INVALID_DATA, message: formatZodError(error) } }
  }
  const fe = error as Partial<FastifyError> & { validation?: unknown; validationContext?: string }
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (fe.statusCode === 400 && fe instanceof SyntaxError)) {
    return {
      status: 400,
      body: { type: ErrorTypes.INVALID_DATA, message: `Malformed JSON body: ${fe.message}` },
    }
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return {
      status: 415,
      body: { type: ErrorTypes.INVALID_DATA, message: fe.message ?? 'Unsupported media type' },
    }
  }
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return { status: 413, body: { type: ErrorTypes.INVALID_DATA, message: 'Request body is too large' } }
  }
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      body: {
        type: ErrorTypes.DATABASE_ERROR,
        code: 'database_unavailable',
        message: 'The database is unavailable. Retry the request shortly.',
      },
    }
  }
  const noSpace = insufficientStorage(error)
  if (noSpace) return noSpace
  const db = findDatabaseError(error)
  if (db) {
    switch (db.code) {
      case '23505':
        return {
          status: 422,
          body: {
            type: ErrorTypes.DUPLICATE_ERROR,
            code: 'invalid_request_error',
            message: describeUnique(db.detail, db.table),
          },
        }
      case '23503':
        return {
          status: 404,
          body: { type: ErrorTypes.NOT_FOUND, message: db.detail ?? 'A referenced record was not found' },
        }
      case '40001':
      case '40P01':
        return {
          status: 409,
          body: { type: ErrorTypes.CONFLICT, code: 'invalid_state_error', message: CONFLICT_MESSAGE },
        }
      case '23502':
        return {
          status: 400,
          body: { type: ErrorTypes.INVALID_DATA, message: `${db.column ?? 'A field'} must not be null` },
        }
      case '54000':
        return {
          status: 400,
          body: { type: ErrorTypes.INVALID_DATA, message: 'A value is too large to be stored' },
        }
    }
    // Class 22, data exceptions: out-of-range numbers and dates, bad formats, NUL bytes in text.
    if (db.code.startsWith('22')) {
      return {
        status: 400,
        body: { type: ErrorTypes.INVALID_DATA, message: 'A value has an invalid format or is out of range' },
      }
    }
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return {
      status: fe.statusCode,
      body: { type: ErrorTypes.INVALID_DATA, message: fe.message ?? 'Bad request' },
    }
  }
  return {
    status: 500,
    body: { code: 'unknown_error', type: ErrorTypes.UNKNOWN_ERROR, message: 'An unknown error occurred.' },
  }
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error)
  if (status === 503) {
    request.log.warn({ err: error }, 'database unavailable')
    reply.header('retry-after', '1')
  } else if (status === 507) {
    request.log.error({ err: error }, 'out of disk space')
    // The refused request's body may be partly unread (an upload cut off mid-file): reusing the
    // connection would parse the rest as the next request, so it is closed after this answer.
    reply.header('connection', 'close')
  } else if (status >= 500) request.log.error({ err: error }, 'request failed')
  else request.log.debug({ type: body.type, status }, body.message)
  return reply.status(status).send(body)
}
