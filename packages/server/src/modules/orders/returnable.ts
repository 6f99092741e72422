import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { claimedSql, returningSql } from '../returns/returnable'

// `returnable_items` (GET /admin/orders/{id}?expand=returnable_items): the order's items with the
// quantity that may still be returned by staff, by the rule every return, swap and claim follows:
// bought, less claimed, less what returns took or ask back.

export async function returnableItems(db: Tx, orderId: string) {
  const rows = await rowsOf<Record<string, unknown> & { quantity: number }>(
    db,
    sql`SELECT li.*, li.quantity - ${claimedSql} - ${returningSql} AS returnable
          FROM line_item li WHERE li.order_id = ${orderId} ORDER BY li.created_at, li.id`,
  )
  return rows
    .filter((r) => Number(r.returnable) > 0)
    .map(({ returnable, ...item }) => ({ ...item, quantity: Number(returnable) }))
}
