import { salesChannel, salesChannelLocation, store } from '@mercato/db'
import { type SQL, and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'

export type SalesChannelRow = typeof salesChannel.$inferSelect
export const SALES_CHANNEL_RELATIONS = ['locations'] as const

const live = isNull(salesChannel.deleted_at)

export async function findSalesChannel(db: Tx, id: string): Promise<SalesChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(salesChannel)
    .where(and(eq(salesChannel.id, id), live))
    .limit(1)
  return row
}

export async function defaultSalesChannelId(db: Tx): Promise<string | null> {
  const [row] = await db.select({ id: store.default_sales_channel_id }).from(store).limit(1)
  return row?.id ?? null
}

export interface SalesChannelFilters {
  id?: string[]
  name?: string[]
  description?: string
}

export async function listSalesChannelRows(
  db: Tx,
  query: ListQuery<SalesChannelFilters>,
): Promise<[SalesChannelRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions(
      { created_at: salesChannel.created_at, updated_at: salesChannel.updated_at },
      query.dates,
    ),
  ]
  if (f.id) cond.push(inArray(salesChannel.id, f.id))
  if (f.name) cond.push(inArray(salesChannel.name, f.name))
  if (f.description) cond.push(eq(salesChannel.description, f.description))
  if (query.q) cond.push(searchAny([salesChannel.name, salesChannel.description], query.q))
  const where = and(...cond)
  const columns = {
    created_at: salesChannel.created_at,
    updated_at: salesChannel.updated_at,
    name: salesChannel.name,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(salesChannel)
      .where(where)
      .orderBy(...orderBy(columns, query.order, salesChannel.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(salesChannel).where(where),
  ])
  return [rows, count?.n ?? 0]
}

export async function decorateSalesChannels(
  db: Tx,
  rows: SalesChannelRow[],
  relations: Set<string>,
  fields?: string[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return []
  const links = relations.has('locations')
    ? await db
        .select()
        .from(salesChannelLocation)
        .where(
          and(
            inArray(
              salesChannelLocation.sales_channel_id,
              rows.map((r) => r.id),
            ),
            isNull(salesChannelLocation.deleted_at),
          ),
        )
        .orderBy(asc(salesChannelLocation.created_at), asc(salesChannelLocation.id))
    : []
  const byChannel = groupBy(links, (l) => l.sales_channel_id)
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    if (relations.has('locations')) out.locations = byChannel.get(row.id) ?? []
    return project(out, fields, relations)
  })
}
