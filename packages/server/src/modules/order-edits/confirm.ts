import { lineItem, order, orderEdit, payment, reservationItem } from '@mercato/db'
import { inArray, isNull, and, asc, eq, sql } from 'drizzle-orm'
import type { PendingEvents, Tx } from '../../context'
import { recordset, rowsOf } from '../../jobs/sql'
import { anyOf } from '../catalog/loader'
import { gather } from '../carts/gather'
import { type StockLine, takeStock } from '../checkout/stock'
import { release } from '../inventory/reservations.service'
import { type OrderRow, assertOrderEditable } from './access'
import type { EditRow } from './queries'

// Confirming an edit makes its items the order's items. The order's previous items stay, detached
// (order_id NULL), as the history the edit's copies point back to. Stock follows the difference:
// units added or increased are reserved, units removed or decreased are released, and the
// reservations of unchanged units move to the copies that now stand for them.

type ItemRow = typeof lineItem.$inferSelect

interface ReleaseLine {
  line_item_id: string
  variant_id: string | null
  units: number
}

interface VariantLinks {
  id: string
  manage_inventory: boolean
  links: Array<{ inventory_item_id: string; required_quantity: number }> | null
}

/** Gives back units of order lines: their reservations shrink (or go), or the variant count grows. */
async function releaseStock(tx: Tx, lines: ReleaseLine[]) {
  const variantIds = [...new Set(lines.map((l) => l.variant_id).filter((v): v is string => !!v))]
  if (variantIds.length === 0) return
  const [variants, reservations] = await gather(tx, [
    () =>
      rowsOf<VariantLinks>(
        tx,
        sql`SELECT v.id, v.manage_inventory,
                   (SELECT json_agg(json_build_object('inventory_item_id', l.inventory_item_id,
                                                      'required_quantity', l.required_quantity))
                      FROM product_variant_inventory_item l
                     WHERE l.variant_id = v.id AND l.deleted_at IS NULL) AS links
              FROM product_variant v WHERE v.id = ANY(${anyOf(variantIds)})`,
      ),
    () =>
      tx
        .select()
        .from(reservationItem)
        .where(
          and(
            inArray(
              reservationItem.line_item_id,
              lines.map((l) => l.line_item_id),
            ),
            isNull(reservationItem.deleted_at),
          ),
        )
        .orderBy(asc(reservationItem.inventory_item_id), asc(reservationItem.id)),
  ])
  const byId = new Map(variants.map((v) => [v.id, v]))
  const now = new Date()
  for (const line of lines) {
    const v = line.variant_id ? byId.get(line.variant_id) : undefined
    if (!v?.manage_inventory) continue
    if (!v.links?.length) {
      await tx.execute(
        sql`UPDATE product_variant SET inventory_quantity = inventory_quantity + ${line.units}, updated_at = now()
             WHERE id = ${v.id}`,
      )
      continue
    }
    for (const link of v.links) {
      let left = line.units * link.required_quantity
      const held = reservations.filter(
        (r) => r.line_item_id === line.line_item_id && r.inventory_item_id === link.inventory_item_id,
      )
      for (const r of held) {
        if (left <= 0) break
        const n = Math.min(left, r.quantity)
        left -= n
        await release(tx, r.inventory_item_id, r.location_id, n)
        await tx
          .update(reservationItem)
          .set(n === r.quantity ? { deleted_at: now } : { quantity: r.quantity - n, updated_at: now })
          .where(eq(reservationItem.id, r.id))
      }
    }
  }
}

/** Reserves what the edit adds, releases what it takes away, and moves the rest to the copies. */
async function moveStock(tx: Tx, o: OrderRow, editItems: ItemRow[], orderItems: ItemRow[]) {
  const originals = new Map(orderItems.map((i) => [i.id, i]))
  const kept = new Set<string>()
  const take: StockLine[] = []
  const give: ReleaseLine[] = []
  for (const item of editItems) {
    const original = item.original_item_id ? originals.get(item.original_item_id) : undefined
    if (original) kept.add(original.id)
    const delta = item.quantity - (original?.quantity ?? 0)
    if (delta > 0) take.push({ line_item_id: item.id, variant_id: item.variant_id, quantity: delta })
    if (delta < 0 && original)
      give.push({ line_item_id: original.id, variant_id: original.variant_id, units: -delta })
  }
  for (const item of orderItems)
    if (!kept.has(item.id))
      give.push({ line_item_id: item.id, variant_id: item.variant_id, units: item.quantity })
  await releaseStock(tx, give)
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
