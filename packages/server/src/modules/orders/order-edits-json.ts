import { orderEdit } from '@mercato/db'
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm'
import type { Tx } from '../../context'
import { groupBy } from '../../http/route-helpers'
import { editsJsonByIds, storeEditJson } from '../order-edits/queries'

/** An order's edits, oldest first, as the order edit routes serve them (`expand=edits`). */
export async function orderEditsJson(db: Tx, orderId: string) {
  const rows = await db
    .select({ id: orderEdit.id })
    .from(orderEdit)
    .where(eq(orderEdit.order_id, orderId))
    .orderBy(asc(orderEdit.created_at), asc(orderEdit.id))
  return editsJsonByIds(
    db,
    rows.map((r) => r.id),
  )
}

/**
 * The orders' edits as a shopper may see them (`expand=edits` on the Store API), by order, oldest first:
 * those sent to them or made, none still drafted or dropped by staff, without the staff's note or
 * names. One graph read for them all.
 */
export async function storeOrderEditsByOrder(db: Tx, orderIds: string[]) {
  if (orderIds.length === 0) return new Map<string, ReturnType<typeof storeEditJson>[]>()
  const rows = await db
    .select({ id: orderEdit.id, order_id: orderEdit.order_id })
    .from(orderEdit)
    .where(
      and(
        inArray(orderEdit.order_id, orderIds),
        or(isNotNull(orderEdit.requested_at), isNotNull(orderEdit.confirmed_at)),
      ),
    )
    .orderBy(asc(orderEdit.created_at), asc(orderEdit.id))
  if (rows.length === 0) return new Map<string, ReturnType<typeof storeEditJson>[]>()
  const orderOf = new Map(rows.map((r) => [r.id, r.order_id]))
  const edits = await editsJsonByIds(
    db,
    rows.map((r) => r.id),
  )
  return groupBy(edits.map(storeEditJson), (e) => orderOf.get(e.id as string)!)
}
