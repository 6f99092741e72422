import { lineItemTotals } from '@mercato/domain'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { itemNodes, itemsJson } from '../carts/graph-sql'
import type { ItemNode } from '../carts/load'

/**
 * What a swap's e-mail states, kept in the notification so a resend says the same: the lines going
 * back (title, variant, quantity), the lines coming instead (with their price before tax, as an order
 * confirmation lists its lines) and the difference (`difference_due`: positive, the shopper pays;
 * negative, the shopper is refunded), in the order's currency.
 */
export async function swapItems(ctx: AppContext, swapId: string) {
  const [row] = await rowsOf<Record<string, unknown>>(
    ctx.db,
    sql`SELECT s.difference_due,
               (SELECT o.currency_code FROM "order" o WHERE o.id = s.order_id) AS currency_code,
               ${itemsJson(sql`li.swap_id = s.id AND li.is_return = false`)} AS additional,
               (SELECT coalesce(json_agg(json_build_object('title', li.title, 'description', li.description,
                                         'quantity', ri.quantity) ORDER BY li.created_at, li.id), '[]'::json)
                  FROM return_item ri JOIN "return" r ON r.id = ri.return_id
                  JOIN line_item li ON li.id = ri.item_id
                 WHERE r.swap_id = s.id) AS returned
          FROM swap s WHERE s.id = ${swapId}`,
  )
  if (!row) return {}
  const additional = itemNodes<ItemNode>(row.additional).map((item) => ({
    title: item.title,
    description: item.description ?? null,
    quantity: item.quantity,
    subtotal: lineItemTotals({ ...item, tax_lines: item.tax_lines, adjustments: item.adjustments }, true)
      .subtotal,
  }))
  return {
    currency_code: row.currency_code ?? null,
    difference_due: typeof row.difference_due === 'number' ? row.difference_due : null,
    return_items: (row.returned as unknown[] | null) ?? [],
    additional_items: additional,
  }
}

/** The lines a swap's parcel holds (title, variant, quantity), so its shipping e-mail says what comes. */
export async function shippedItems(ctx: AppContext, fulfillmentId: string) {
  const [row] = await rowsOf<{ items: unknown[] | null }>(
    ctx.db,
    sql`SELECT coalesce(json_agg(json_build_object('title', li.title, 'description', li.description,
                                 'quantity', fi.quantity) ORDER BY li.created_at, li.id), '[]'::json) AS items
          FROM fulfillment_item fi JOIN line_item li ON li.id = fi.item_id
         WHERE fi.fulfillment_id = ${fulfillmentId}`,
  )
  return row?.items ?? []
}
