import { lineItem, order, orderEdit, payment } from '@mercato/db'
import { isNull, and, eq, sql } from 'drizzle-orm'
import type { PendingEvents, Tx } from '../../context'
import { recordset } from '../../jobs/sql'
import { gather } from '../carts/gather'
import { type StockLine, takeStock } from '../checkout/stock'
import { releaseOrderStock } from '../orders/stock-moves'
import { type OrderRow, assertOrderEditable } from './access'
import type { EditRow } from './queries'

// Confirming an edit makes its items the order's items. The order's previous items stay, detached
// (order_id NULL), as the history the edit's copies point back to. Stock follows the difference:
// units added or increased are reserved, units removed or decreased are released, and the
// reservations of unchanged units move to the copies that now stand for them.

type ItemRow = typeof lineItem.$inferSelect

/** Reserves what the edit adds, releases what it takes away, and moves the rest to the copies. */
async function moveStock(tx: Tx, o: OrderRow, editItems: ItemRow[], orderItems: ItemRow[]) {
  const originals = new Map(orderItems.map((i) => [i.id, i]))
  const kept = new Set<string>()
  const take: StockLine[] = []
  const give: Array<{ line_item_id: string; variant_id: string | null; quantity: number }> = []
  for (const item of editItems) {
    const original = item.original_item_id ? originals.get(item.original_item_id) : undefined
    if (original) kept.add(original.id)
    const delta = item.quantity - (original?.quantity ?? 0)
    if (delta > 0) take.push({ line_item_id: item.id, variant_id: item.variant_id, quantity: delta })
    if (delta < 0 && original)
      give.push({ line_item_id: original.id, variant_id: original.variant_id, quantity: -delta })
  }
  for (const item of orderItems)
    if (!kept.has(item.id))
      give.push({ line_item_id: item.id, variant_id: item.variant_id, quantity: item.quantity })
  await releaseOrderStock(tx, give)
  await takeStock(tx, take, o.sales_channel_id)
  const moves = editItems
    .filter((i) => i.original_item_id && kept.has(i.original_item_id))
    .map((i) => ({ from: i.original_item_id, to: i.id }))
  if (moves.length)
    await tx.execute(
      sql`UPDATE reservation_item r SET line_item_id = m."to", updated_at = now()
            FROM ${recordset(moves, { from: 'text', to: 'text' }, 'm')}
           WHERE r.line_item_id = m."from" AND r.deleted_at IS NULL`,
    )
}

/**
 * Confirms a locked edit of a locked order (the caller checked the edit's status): items swap,
 * stock moves, the edit's authorized payments join the order's payments.
 */
export async function applyEdit(tx: Tx, e: EditRow, o: OrderRow, by: string, events: PendingEvents) {
  assertOrderEditable(o)
  const [editItems, orderItems] = await gather(tx, [
    () => tx.select().from(lineItem).where(eq(lineItem.order_edit_id, e.id)),
    () => tx.select().from(lineItem).where(eq(lineItem.order_id, o.id)),
  ])
  await moveStock(tx, o, editItems, orderItems)
  const now = new Date()
  await tx.update(lineItem).set({ order_id: null, updated_at: now }).where(eq(lineItem.order_id, o.id))
  await tx.update(lineItem).set({ order_id: o.id, updated_at: now }).where(eq(lineItem.order_edit_id, e.id))
  if (e.payment_collection_id) {
    const joined = await tx
      .update(payment)
      .set({ order_id: o.id, updated_at: now })
      .where(and(eq(payment.payment_collection_id, e.payment_collection_id), isNull(payment.canceled_at)))
      .returning({ captured_at: payment.captured_at })
    // New money is authorized, not captured: the order awaits a capture again.
    if (joined.some((p) => !p.captured_at) && o.payment_status === 'captured')
      await tx.update(order).set({ payment_status: 'awaiting' }).where(eq(order.id, o.id))
  }
  await tx
    .update(orderEdit)
    .set({ confirmed_at: now, confirmed_by: by, updated_at: now })
    .where(eq(orderEdit.id, e.id))
  await tx.update(order).set({ updated_at: now }).where(eq(order.id, o.id))
  events.emit('order-edit.confirmed', { id: e.id })
  events.emit('order.updated', { id: o.id })
}
