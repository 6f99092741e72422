import { inventoryItem, lineItem, reservationItem } from '@mercato/db'
import { type SQL, and, eq, ilike, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, escapeLike, orderBy } from '../../lib/sql'
import { type NumberFilter, numberConditions, project } from '../../http/route-helpers'

export type ReservationRow = typeof reservationItem.$inferSelect
export const RESERVATION_RELATIONS = ['inventory_item', 'line_item'] as const

export async function findReservation(db: Tx, id: string): Promise<ReservationRow | undefined> {
  const [row] = await db
    .select()
    .from(reservationItem)
    .where(and(eq(reservationItem.id, id), isNull(reservationItem.deleted_at)))
    .limit(1)
  return row
}

export type TextFilter = string | { contains?: string; starts_with?: string; ends_with?: string }

export interface ReservationFilters {
  location_id?: string[]
  inventory_item_id?: string[]
  line_item_id?: string[]
  quantity?: NumberFilter
  description?: TextFilter
}

function textConditions(col: typeof reservationItem.description, f: TextFilter | undefined): SQL[] {
  if (f === undefined) return []
  if (typeof f === 'string') return [eq(col, f)]
  const out: SQL[] = []
  if (f.contains) out.push(ilike(col, `%${escapeLike(f.contains)}%`))
  if (f.starts_with) out.push(ilike(col, `${escapeLike(f.starts_with)}%`))
  if (f.ends_with) out.push(ilike(col, `%${escapeLike(f.ends_with)}`))
  return out
}

export async function listReservationRows(
  db: Tx,
  query: ListQuery<ReservationFilters>,
): Promise<[ReservationRow[], number]> {
  const f = query.filters
  const t = reservationItem
  const cond: (SQL | undefined)[] = [
    isNull(t.deleted_at),
    ...dateConditions({ created_at: t.created_at, updated_at: t.updated_at }, query.dates),
    ...numberConditions(t.quantity, f.quantity),
    ...textConditions(t.description, f.description),
  ]
  if (f.location_id) cond.push(inArray(t.location_id, f.location_id))
  if (f.inventory_item_id) cond.push(inArray(t.inventory_item_id, f.inventory_item_id))
  if (f.line_item_id) cond.push(inArray(t.line_item_id, f.line_item_id))
  const where = and(...cond)
  const columns = { created_at: t.created_at, updated_at: t.updated_at, quantity: t.quantity }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...orderBy(columns, query.order, t.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(t).where(where),
  ])
  return [rows, count?.n ?? 0]
}

export async function decorateReservations(
  db: Tx,
  rows: ReservationRow[],
  relations: Set<string>,
  fields?: string[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return []
  const lineItemIds = [...new Set(rows.flatMap((r) => (r.line_item_id ? [r.line_item_id] : [])))]
  const [items, lines] = await Promise.all([
    relations.has('inventory_item')
      ? db
          .select()
          .from(inventoryItem)
          .where(
            inArray(
              inventoryItem.id,
              rows.map((r) => r.inventory_item_id),
            ),
          )
      : [],
    relations.has('line_item') && lineItemIds.length
      ? db.select().from(lineItem).where(inArray(lineItem.id, lineItemIds))
      : [],
  ])
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    if (relations.has('inventory_item'))
      out.inventory_item = items.find((i) => i.id === row.inventory_item_id) ?? null
    // A reservation made by hand names no line item, or one that no longer exists.
    if (relations.has('line_item')) out.line_item = lines.find((l) => l.id === row.line_item_id) ?? null
    return project(out, fields, relations)
  })
}
