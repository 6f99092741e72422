import { orderEdit } from '@mercato/db'
import { asc, eq } from 'drizzle-orm'
import type { Tx } from '../../context'
import { editsJsonByIds } from '../order-edits/queries'

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
