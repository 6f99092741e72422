import { type SQL, asc, desc, gt, gte, ilike, lt, lte, or, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { DateRange, ListQuery } from '../http/list-query'

/** Conditions for every `<date>[gt|gte|lt|lte]` bound given on a list query. */
export function dateConditions(
  columns: Record<string, AnyPgColumn>,
  dates: Record<string, DateRange>,
): SQL[] {
  const out: SQL[] = []
  for (const [field, range] of Object.entries(dates)) {
    const col = columns[field]
    if (!col) continue
    if (range.gt) out.push(gt(col, range.gt))
    if (range.gte) out.push(gte(col, range.gte))
    if (range.lt) out.push(lt(col, range.lt))
    if (range.lte) out.push(lte(col, range.lte))
  }
  return out
}

/** Sort by the requested column, then by id so that pages never overlap or skip rows. */
export function orderBy(
  columns: Record<string, AnyPgColumn>,
  order: ListQuery<unknown>['order'],
  id: AnyPgColumn,
) {
  const col = columns[order.field] ?? id
  const dir = order.direction === 'asc' ? asc : desc
  return col === id ? [dir(id)] : [dir(col), dir(id)]
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Case-insensitive substring match over several columns. */
export function searchAny(columns: AnyPgColumn[], q: string): SQL | undefined {
  const pattern = `%${escapeLike(q)}%`
  return or(...columns.map((c) => ilike(c, pattern)))
}

export const countAll = sql<number>`count(*)::int`
