import { FULFILLMENT_STATUSES, ORDER_AWAITING, ORDER_STATUSES, PAYMENT_STATUSES } from '@mercato/domain'
import { order } from '@mercato/db'
import { type SQL, and, asc, desc, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Tx } from '../../context'
import type { DateRange, ListQuery } from '../../http/list-query'
import { awaitingWhere } from '../../modules/orders/awaiting'
import { type OrderFilters, orderConditions } from '../../modules/orders/queries'
import { countAll } from '../../lib/sql'
import { exportDateRange } from '../csv-export'

// The export selects orders with the Admin API list's own filter builder, so a CSV holds exactly
// what the list showed. The context is stored as given and parsed again by the worker, so nothing
// here transforms its input (dates stay ISO strings until the query is built).

const list = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]).optional()
const range = exportDateRange

export const orderExportFilters = z.strictObject({
  q: z.string().optional(),
  id: list(z.string().min(1)),
  status: list(z.enum(ORDER_STATUSES)),
  fulfillment_status: list(z.enum(FULFILLMENT_STATUSES)),
  payment_status: list(z.enum(PAYMENT_STATUSES)),
  display_id: z.number().int().optional(),
  customer_id: z.string().min(1).optional(),
  email: z.string().min(1).optional(),
  region_id: list(z.string().min(1)),
  sales_channel_id: list(z.string().min(1)),
  currency_code: z.string().min(1).optional(),
  awaiting: list(z.enum(ORDER_AWAITING)),
  created_at: range,
  updated_at: range,
})
export type OrderExportFilters = z.output<typeof orderExportFilters>

/** Sort orders the export accepts: the list's, newest first by default. */
export const EXPORT_ORDERS = ['created_at', '-created_at', 'display_id', '-display_id'] as const
export type ExportOrder = (typeof EXPORT_ORDERS)[number]

const many = <T>(v: T | T[] | undefined): T[] | undefined =>
  v === undefined ? undefined : Array.isArray(v) ? v : [v]

function dates(r: z.output<typeof range>): DateRange | undefined {
  if (!r) return undefined
  const out: DateRange = {}
  for (const k of ['lt', 'gt', 'lte', 'gte'] as const) if (r[k]) out[k] = new Date(r[k])
  return out
}

/** The WHERE clause the Admin API list would use for these filters. */
export function selectionWhere(f: OrderExportFilters): SQL | undefined {
  const filters: OrderFilters = {
    id: many(f.id),
    status: many(f.status),
    fulfillment_status: many(f.fulfillment_status),
    payment_status: many(f.payment_status),
    display_id: f.display_id,
    customer_id: f.customer_id,
    email: f.email,
    region_id: many(f.region_id),
    sales_channel_id: many(f.sales_channel_id),
    currency_code: f.currency_code,
  }
  const rangeOf: Record<string, DateRange> = {}
  const created = dates(f.created_at)
  const updated = dates(f.updated_at)
  if (created) rangeOf.created_at = created
  if (updated) rangeOf.updated_at = updated
  // orderConditions reads only filters, dates and q.
  const query = { filters, dates: rangeOf, q: f.q || undefined } as ListQuery<OrderFilters>
  return orderConditions(query, [awaitingWhere(many(f.awaiting))])
}

export async function countSelected(db: Tx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: countAll }).from(order).where(where)
  return Number(row?.n ?? 0)
}

/** Where the previous page ended: the sort column's value (as text, so no precision is lost) and the id. */
export interface Cursor {
  value: string
  id: string
}

/**
 * One page of ids after `cursor`, by keyset (sort column, id), so the thousandth page costs what the
 * first does and orders created meanwhile neither shift nor repeat rows.
 */
export async function nextPage(
  db: Tx,
  where: SQL | undefined,
  sort: ExportOrder,
  cursor: Cursor | null,
  size: number,
): Promise<{ ids: string[]; cursor: Cursor | null }> {
  const descending = sort.startsWith('-')
  const byDisplayId = sort.endsWith('display_id')
  const column = byDisplayId ? order.display_id : order.created_at
  const dir = descending ? desc : asc
  let after: SQL | undefined
  if (cursor) {
    const value = byDisplayId ? sql`${Number(cursor.value)}::int` : sql`${cursor.value}::timestamptz`
    after = descending
      ? sql`(${column}, ${order.id}) < (${value}, ${cursor.id})`
      : sql`(${column}, ${order.id}) > (${value}, ${cursor.id})`
  }
  const rows = await db
    .select({ id: order.id, value: sql<string>`${column}::text` })
    .from(order)
    .where(and(where, after))
    .orderBy(dir(column), dir(order.id))
    .limit(size)
  const last = rows.at(-1)
  return { ids: rows.map((r) => r.id), cursor: last ? { value: last.value, id: last.id } : null }
}
