import { swap } from '@mercato/db'
import { notFound } from '@mercato/domain'
import { type SQL, and, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { rowsOf } from '../../jobs/sql'
import { countAll, dateConditions, orderBy } from '../../lib/sql'
import { anyOf } from '../catalog/loader'
import { itemsJson, methodsJson, revive, rowJson } from '../carts/graph-sql'
import { fulfillmentsJson, returnsJson, swapNode } from '../orders/admin-relations'

// Swaps as the Admin and Store APIs show them (contract §3.1): the row with its order, additional
// items, return, fulfillments, payment, shipping address, shipping methods and cart. Any number of
// swaps is one statement: every relation is a correlated JSON subquery beside the swap row.

type Row = Record<string, unknown>

export type SwapRow = typeof swap.$inferSelect

/** Swaps by id with their relations, in the order of the ids. */
export async function swapsJsonByIds(db: Tx, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT row_to_json(s) AS s,
               ${itemsJson(sql`li.swap_id = s.id`)} AS additional_items,
               ${returnsJson(sql`r.swap_id = s.id`)} AS return_order,
               ${fulfillmentsJson(sql`f.swap_id = s.id`)} AS fulfillments,
               ${methodsJson(sql`sm.swap_id = s.id`)} AS shipping_methods,
               ${rowJson('sp', sql`FROM payment sp WHERE sp.swap_id = s.id`)} AS payment,
               ${rowJson('so', sql`FROM "order" so WHERE so.id = s.order_id`)} AS "order",
               ${rowJson('sc', sql`FROM cart sc WHERE sc.id = s.cart_id`)} AS cart,
               ${rowJson('sa', sql`FROM address sa WHERE sa.id = s.shipping_address_id`)} AS shipping_address
          FROM swap s
         WHERE s.id = ANY(${anyOf(ids)}) AND s.deleted_at IS NULL`,
  )
  const byId = new Map(
    rows.map((r) => [
      (r.s as Row).id as string,
      {
        ...swapNode(r),
        order: revive<Row | null>(r.order),
        cart: revive<Row | null>(r.cart),
        shipping_address: revive<Row | null>(r.shipping_address),
      },
    ]),
  )
  return ids.map((id) => byId.get(id)).filter((s) => s !== undefined)
}

export async function swapJson(db: Tx, id: string) {
  const [json] = await swapsJsonByIds(db, [id])
  if (!json) throw notFound(`Swap with id: ${id} was not found`)
  return json
}

/** The swap paid for through a cart (GET /store/swaps/{cart_id}, cart completion). */
export async function swapIdByCart(db: Tx, cartId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: swap.id })
    .from(swap)
    .where(and(eq(swap.cart_id, cartId), isNull(swap.deleted_at)))
  return row?.id ?? null
}

/** A page of swaps (newest first by default) and how many there are. */
export async function listSwaps(db: Tx, query: ListQuery<unknown>) {
  const cond: Array<SQL | undefined> = [
    isNull(swap.deleted_at),
    ...dateConditions({ created_at: swap.created_at, updated_at: swap.updated_at }, query.dates),
  ]
  const where = and(...cond)
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: swap.id })
      .from(swap)
      .where(where)
      .orderBy(...orderBy({ created_at: swap.created_at, updated_at: swap.updated_at }, query.order, swap.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(swap).where(where),
  ])
  return {
    swaps: await swapsJsonByIds(
      db,
      rows.map((r) => r.id),
    ),
    count: count?.n ?? 0,
  }
}
