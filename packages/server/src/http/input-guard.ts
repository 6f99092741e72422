import { invalidData } from '@mercato/domain'
import type { FastifyRequest } from 'fastify'

// Limits every request's strings before validation: PostgreSQL refuses NUL in text (a 500 otherwise),
// and unbounded strings let anonymous callers store megabytes or overflow indexed columns.

/** Longest string accepted anywhere in a body or query. */
export const MAX_STRING_LENGTH = 10_000
/** Free-text fields that may be longer. */
export const MAX_LONG_TEXT_LENGTH = 100_000
const LONG_TEXT_FIELDS = new Set(['description', 'value', 'note', 'text', 'html', 'template'])
/** `metadata` and a cart's `context` are free-form JSON: bounded as a whole, serialized. */
export const MAX_FREE_FORM_BYTES = 16 * 1024
const FREE_FORM_FIELDS = new Set(['metadata', 'context'])
const MAX_DEPTH = 32

function refuse(where: string, problem: string): never {
  throw invalidData(`${where || 'body'} ${problem}`)
}

function checkString(value: string, where: string, max: number) {
  if (value.includes('\u0000')) refuse(where, 'must not contain NUL characters')
  if (value.length > max) refuse(where, `must be at most ${max} characters`)
}

function walk(value: unknown, where: string, max: number, depth: number) {
  if (typeof value === 'string') return checkString(value, where, max)
  if (value === null || typeof value !== 'object') return
  if (depth > MAX_DEPTH) refuse(where, 'is nested too deeply')
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) walk(item, `${where}[${i}]`, max, depth + 1)
    return
  }
  if (Buffer.isBuffer(value)) return
  for (const [key, child] of Object.entries(value)) {
    const path = where ? `${where}.${key}` : key
    checkString(key, path, MAX_STRING_LENGTH)
    if (FREE_FORM_FIELDS.has(key) && child !== null && typeof child === 'object') {
      const size = Buffer.byteLength(JSON.stringify(child))
      if (size > MAX_FREE_FORM_BYTES) refuse(path, `must be at most ${MAX_FREE_FORM_BYTES / 1024} kB`)
      walk(child, path, MAX_FREE_FORM_BYTES, depth + 1)
    } else {
      walk(child, path, LONG_TEXT_FIELDS.has(key) ? MAX_LONG_TEXT_LENGTH : max, depth + 1)
    }
  }
}

/** A preValidation hook: refuses NUL characters and over-long strings in params, query and body. */
export async function guardInput(request: FastifyRequest) {
  walk(request.params, '', MAX_STRING_LENGTH, 0)
  walk(request.query, '', MAX_STRING_LENGTH, 0)
  walk(request.body, '', MAX_STRING_LENGTH, 0)
}
