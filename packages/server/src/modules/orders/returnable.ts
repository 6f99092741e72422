import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'

// `returnable_items` (GET /admin/orders/{id}?expand=returnable_items): the order's items with the
// quantity that may still be returned: bought, minus returned, minus asked for in open returns.

export async function returnableItems(db: Tx, orderId: string) {
  const rows = await rowsOf<Record<string, unknown> & { quantity: number }>(
    db,
    sql`SELECT li.*, li.quantity - coalesce(li.returned_quantity, 0)
                 - coalesce((SELECT sum(ri.quantity) FROM return_item ri JOIN "return" r ON r.id = ri.return_id
                              WHERE ri.item_id = li.id AND r.status = 'requested'), 0) AS returnable
          FROM line_item li WHERE li.order_id = ${orderId} ORDER BY li.created_at, li.id`,
  )
  return rows
    .filter((r) => Number(r.returnable) > 0)
    .map(({ returnable, ...item }) => ({ ...item, quantity: Number(returnable) }))
}
