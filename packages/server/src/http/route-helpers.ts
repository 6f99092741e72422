import { type SQL, gt, gte, lt, lte, eq } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { z } from 'zod'
import { csvList } from './list-query'

// Request and response helpers shared by the admin modules: id params, metadata, expand/fields on
// single resources, numeric range filters.

export const idParams = z.strictObject({ id: z.string().min(1) })
export const metadataSchema = z.record(z.string(), z.unknown()).nullable()

/** `expand` and `fields` on single-resource routes (retrieve and mutations); unknown relations are refused. */
export function retrieveQuery(expandable: readonly string[]) {
  const allowed = new Set(expandable)
  return z.strictObject({ expand: csvList.optional(), fields: csvList.optional() }).superRefine((v, ctx) => {
    const bad = (v.expand ?? []).filter((e) => !allowed.has(e))
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['expand'],
        message: `Requested fields [${bad.join(', ')}] are not valid`,
      })
  })
}
export type RetrieveQuery = { expand?: string[] | undefined; fields?: string[] | undefined }

/** `expand` replaces the default relation set (contract §1.8). */
export function relationsOf(expand: string[] | undefined, defaults: readonly string[]): Set<string> {
  return new Set(expand ?? defaults)
}

/** Whether `fields` asks for a computed field, plainly or with `+`. */
export function wantsField(fields: string[] | undefined, name: string): boolean {
  return !!fields && (fields.includes(name) || fields.includes(`+${name}`))
}

/**
 * Applies `fields`: plain names replace the default columns, `+x`/`-x` add or remove; `id` is always
 * kept and loaded relations are kept (relations are chosen by `expand`).
 */
export function project<T extends Record<string, unknown>>(
  row: T,
  fields: string[] | undefined,
  keep: Iterable<string> = [],
): T {
  if (!fields || fields.length === 0) return row
  const plain = fields.filter((f) => !f.startsWith('+') && !f.startsWith('-'))
  const minus = new Set(fields.filter((f) => f.startsWith('-')).map((f) => f.slice(1)))
  const always = new Set(['id', ...keep])
  const out: Record<string, unknown> = {}
  if (plain.length > 0) {
    const wanted = new Set([...plain, ...fields.filter((f) => f.startsWith('+')).map((f) => f.slice(1))])
    for (const [k, v] of Object.entries(row)) if (always.has(k) || wanted.has(k)) out[k] = v
    return out as T
  }
  for (const [k, v] of Object.entries(row)) if (always.has(k) || !minus.has(k)) out[k] = v
  return out as T
}

const rangeNumber = z.coerce.number({ error: 'must be a number' })

/** A number, or `{lt,gt,lte,gte}` bounds (query strings: `rate[gte]=5`). */
export const numberFilter = z.union([
  z.strictObject({
    lt: rangeNumber.optional(),
    gt: rangeNumber.optional(),
    lte: rangeNumber.optional(),
    gte: rangeNumber.optional(),
  }),
  rangeNumber,
])
export type NumberFilter = z.output<typeof numberFilter>

export function numberConditions(col: AnyPgColumn, f: NumberFilter | undefined): SQL[] {
  if (f === undefined) return []
  if (typeof f === 'number') return [eq(col, f)]
  const out: SQL[] = []
  if (f.lt !== undefined) out.push(lt(col, f.lt))
  if (f.gt !== undefined) out.push(gt(col, f.gt))
  if (f.lte !== undefined) out.push(lte(col, f.lte))
  if (f.gte !== undefined) out.push(gte(col, f.gte))
  return out
}

/** Metadata updates merge keys into what is stored; null clears it. */
export function mergeMetadata(
  existing: Record<string, unknown> | null,
  incoming: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (incoming === undefined) return existing
  if (incoming === null) return null
  return { ...(existing ?? {}), ...incoming }
}

export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = out.get(k)
    if (list) list.push(row)
    else out.set(k, [row])
  }
  return out
}

export const unique = <T>(values: T[]): T[] => [...new Set(values)]

/** The values of `wanted` missing from `found`, for "… was not found" messages. */
export const missing = (wanted: string[], found: Iterable<string>): string[] => {
  const have = new Set(found)
  return unique(wanted.filter((w) => !have.has(w)))
}
