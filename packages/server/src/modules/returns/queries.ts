import { returnOrder } from '@mercato/db'
import { type SQL, and, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { rowsOf } from '../../jobs/sql'
import { countAll, dateConditions, orderBy } from '../../lib/sql'
import { anyOf } from '../catalog/loader'
import { returnNodes, returnsJson } from '../orders/admin-relations'

// Returns as the Admin and Store APIs show them: the row, its items and its shipping method.

export interface ReturnFilters {
  order_id?: string[] | undefined
  status?: string[] | undefined
}

/** Returns by id, with items and shipping method, in the order of the ids (one statement). */
export async function returnsById(db: Tx, ids: string[]) {
  if (ids.length === 0) return []
  const [row] = await rowsOf<{ returns: unknown }>(
    db,
    sql`SELECT ${returnsJson(sql`r.id = ANY(${anyOf(ids)})`)} AS returns`,
  )
  const byId = new Map(returnNodes(row?.returns).map((r) => [(r as Record<string, unknown>).id as string, r]))
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined)
}

export async function listReturns(db: Tx, query: ListQuery<ReturnFilters>) {
  const f = query.filters
  const cond: Array<SQL | undefined> = dateConditions(
    { created_at: returnOrder.created_at, updated_at: returnOrder.updated_at },
    query.dates,
  )
  if (f.order_id?.length) cond.push(inArray(returnOrder.order_id, f.order_id))
  if (f.status?.length) cond.push(inArray(returnOrder.status, f.status as never[]))
  const where = and(...cond)
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: returnOrder.id })
      .from(returnOrder)
      .where(where)
      .orderBy(
        ...orderBy(
          { created_at: returnOrder.created_at, updated_at: returnOrder.updated_at },
          query.order,
          returnOrder.id,
        ),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(returnOrder).where(where),
  ])
  return {
    returns: await returnsById(
      db,
      rows.map((r) => r.id),
    ),
    count: count?.n ?? 0,
  }
}
