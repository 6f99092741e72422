import { lineItem, order, returnItem, returnOrder, shippingMethod } from '@mercato/db'
import { invalidData, notAllowed } from '@mercato/domain'
import { and, eq, sql } from 'drizzle-orm'
import { type AppContext, type PendingEvents, type Tx, inTransaction } from '../../context'
import { rollUpFulfillmentStatus } from '../orders/fulfillments'
import { lockPayments, refundOrderPayments, refundableOf } from '../orders/payments'
import { assertKeepsItems, restock } from '../orders/stock-moves'
import { cancelReturnFor, itemsValue, lockReturn } from './requests'

// Receiving a return (contract §4.5): the goods are back, so they are restocked and count as
// returned on their line items; a plain return then refunds the shopper. A return whose received
// quantities differ from what was asked, or whose refund is more than can be refunded, needs a
// person: it becomes `requires_action` and no money moves.

export interface ReceiveInput {
  items: Array<{ item_id: string; quantity: number }>
  refund?: number | undefined
  location_id?: string | undefined
}

const lockOrder = (tx: Tx, id: string) => tx.select().from(order).where(eq(order.id, id)).for('update')

export function receiveReturn(ctx: AppContext, returnId: string, input: ReceiveInput) {
  return inTransaction(ctx, (tx, events) => receiveReturnIn(tx, events, returnId, input))
}

/** Receives a return inside the caller's transaction (also used by "request and receive now"). */
export async function receiveReturnIn(tx: Tx, events: PendingEvents, returnId: string, input: ReceiveInput) {
  const r = await lockReturn(tx, returnId)
  const [o] = r.order_id ? await lockOrder(tx, r.order_id) : []
  if (!o) throw notAllowed('The return has no order')
  if (r.status !== 'requested' && r.status !== 'requires_action')
    throw notAllowed(`Cannot receive a return with status ${r.status}`)
  const requested = await tx.select().from(returnItem).where(eq(returnItem.return_id, r.id))
  const ids = new Set(input.items.map((i) => i.item_id))
  if (ids.size !== input.items.length) throw invalidData('Each item may be named only once')
  for (const i of input.items)
    if (!requested.some((x) => x.item_id === i.item_id))
      throw notAllowed(`Line item ${i.item_id} is not part of return ${r.id}`)
  const items = await tx
    .select({
      id: lineItem.id,
      variant_id: lineItem.variant_id,
      quantity: lineItem.quantity,
      returned: lineItem.returned_quantity,
    })
    .from(lineItem)
    .where(sql`${lineItem.id} IN (SELECT item_id FROM return_item WHERE return_id = ${r.id})`)
    .for('update')
  // A return that needs action may be received again, with the quantities that truly came back: only
  // the difference to the first receipt is counted as returned and restocked, never the whole again.
  const before = new Map(requested.map((x) => [x.item_id, x.received_quantity ?? 0]))
  const delta = (i: { item_id: string; quantity: number }) => i.quantity - (before.get(i.item_id) ?? 0)
  for (const i of input.items) {
    const item = items.find((x) => x.id === i.item_id)!
    if (delta(i) < 0)
      throw notAllowed(
        `Line item ${i.item_id} was received ${before.get(i.item_id)} times already; a later receipt cannot take that back`,
      )
    if ((item.returned ?? 0) + delta(i) > item.quantity)
      throw notAllowed(`Cannot receive more of line item ${i.item_id} than was bought`)
  }
  const matches =
    input.items.length === requested.length &&
    requested.every(
      (x) => input.items.find((i) => i.item_id === x.item_id)?.quantity === x.requested_quantity,
    )
  const plain = !r.swap_id && !r.claim_order_id
  // A return received before (it needed action) has the first receipt's amount; received in full now,
  // it is worth what was asked for, less its postage, as when it was requested.
  const full = async () => {
    const [postage] = await tx
      .select({ price: shippingMethod.price })
      .from(shippingMethod)
      .where(eq(shippingMethod.return_id, r.id))
    return Math.max((await itemsValue(tx, o.id, input.items)) - (postage?.price ?? 0), 0)
  }
  const asked = matches ? (r.status === 'requested' ? r.refund_amount : await full()) : undefined
  const refund = plain ? (input.refund ?? asked ?? (await itemsValue(tx, o.id, input.items))) : 0
  if (refund < 0) throw invalidData('refund must not be negative')
  const refundable = refundableOf(await lockPayments(tx, o.id))
  const needsAction = !matches || refund > refundable
  const back = input.items
    .filter((i) => delta(i) > 0)
    .map((i) => ({
      line_item_id: i.item_id,
      quantity: delta(i),
      variant_id: items.find((x) => x.id === i.item_id)!.variant_id,
    }))
  const location = input.location_id ?? r.location_id
  if (location) await assertKeepsItems(tx, back, location)
  const now = new Date()
  for (const i of input.items) {
    await tx
      .update(returnItem)
      .set({ received_quantity: i.quantity, quantity: i.quantity })
      .where(and(eq(returnItem.return_id, r.id), eq(returnItem.item_id, i.item_id)))
    await tx
      .update(lineItem)
      .set({
        returned_quantity: sql`coalesce(${lineItem.returned_quantity}, 0) + ${delta(i)}`,
        updated_at: now,
      })
      .where(eq(lineItem.id, i.item_id))
  }
  await restock(tx, back, location, o.sales_channel_id)
  await tx
    .update(returnOrder)
    .set({
      status: needsAction ? 'requires_action' : 'received',
      received_at: now,
      refund_amount: refund,
      location_id: input.location_id ?? r.location_id,
      updated_at: now,
    })
    .where(eq(returnOrder.id, r.id))
  await rollUpFulfillmentStatus(tx, { kind: 'order', id: o.id })
  if (needsAction) {
    await tx
      .update(order)
      .set({ fulfillment_status: 'requires_action', updated_at: now })
      .where(eq(order.id, o.id))
    events.emit('order.return_action_required', {
      id: o.id,
      return_id: r.id,
      no_notification: r.no_notification,
    })
  } else if (refund > 0)
    await refundOrderPayments(
      tx,
      o,
      { amount: refund, reason: 'return', no_notification: r.no_notification ?? undefined },
      events,
    )
  events.emit('order.items_returned', { id: o.id, return_id: r.id, no_notification: r.no_notification })
  return r.id
}

/** POST /admin/returns/{id}/cancel: answers the order the return belongs to. */
export function cancelReturn(ctx: AppContext, returnId: string) {
  return inTransaction(ctx, async (tx) => {
    const r = await cancelReturnFor(tx, returnId)
    return r.order_id
  })
}
