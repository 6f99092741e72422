import { salesChannel, salesChannelLocation, stockLocation, stockLocationAddress } from '@mercato/db'
import { type SQL, and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'

export type StockLocationRow = typeof stockLocation.$inferSelect
export const STOCK_LOCATION_RELATIONS = ['address', 'sales_channels'] as const
export const DEFAULT_STOCK_LOCATION_RELATIONS = ['address']

export async function findStockLocation(db: Tx, id: string): Promise<StockLocationRow | undefined> {
  const [row] = await db
    .select()
    .from(stockLocation)
    .where(and(eq(stockLocation.id, id), isNull(stockLocation.deleted_at)))
    .limit(1)
  return row
}

export async function liveLocationIds(db: Tx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: stockLocation.id })
    .from(stockLocation)
    .where(and(inArray(stockLocation.id, ids), isNull(stockLocation.deleted_at)))
  return rows.map((r) => r.id)
}

export interface StockLocationFilters {
  id?: string[]
  name?: string[]
}

export async function listStockLocationRows(
  db: Tx,
  query: ListQuery<StockLocationFilters>,
): Promise<[StockLocationRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    isNull(stockLocation.deleted_at),
    ...dateConditions(
      { created_at: stockLocation.created_at, updated_at: stockLocation.updated_at },
      query.dates,
    ),
  ]
  if (f.id) cond.push(inArray(stockLocation.id, f.id))
  if (f.name) cond.push(inArray(stockLocation.name, f.name))
  if (query.q) cond.push(searchAny([stockLocation.name], query.q))
  const where = and(...cond)
  const columns = {
    created_at: stockLocation.created_at,
    updated_at: stockLocation.updated_at,
    name: stockLocation.name,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(stockLocation)
      .where(where)
      .orderBy(...orderBy(columns, query.order, stockLocation.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(stockLocation).where(where),
  ])
  return [rows, count?.n ?? 0]
}

export async function decorateStockLocations(
  db: Tx,
  rows: StockLocationRow[],
  relations: Set<string>,
  fields?: string[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return []
  const addressIds = rows.flatMap((r) => (r.address_id ? [r.address_id] : []))
  const [addresses, channels] = await Promise.all([
    relations.has('address') && addressIds.length
      ? db.select().from(stockLocationAddress).where(inArray(stockLocationAddress.id, addressIds))
      : [],
    relations.has('sales_channels')
      ? db
          .select({ location_id: salesChannelLocation.location_id, channel: salesChannel })
          .from(salesChannelLocation)
          .innerJoin(salesChannel, eq(salesChannel.id, salesChannelLocation.sales_channel_id))
          .where(
            and(
              inArray(
                salesChannelLocation.location_id,
                rows.map((r) => r.id),
              ),
              isNull(salesChannelLocation.deleted_at),
              isNull(salesChannel.deleted_at),
            ),
          )
          .orderBy(asc(salesChannel.created_at), asc(salesChannel.id))
      : [],
  ])
  const byLocation = groupBy(channels, (c) => c.location_id)
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    if (relations.has('address')) out.address = addresses.find((a) => a.id === row.address_id) ?? null
    if (relations.has('sales_channels'))
      out.sales_channels = (byLocation.get(row.id) ?? []).map((c) => c.channel)
    return project(out, fields, relations)
  })
}
