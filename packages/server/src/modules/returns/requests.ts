import { order, returnItem, returnOrder, returnReason, shippingMethod, shippingOption } from '@mercato/db'
import { generateId, notAllowed, notFound } from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { PendingEvents, Tx } from '../../context'
import { missing } from '../../http/route-helpers'
import { addMethodTaxLines } from '../orders/admin.service'
import { ordersJsonByIds } from '../orders/load'
import { lockPayments } from '../orders/payments'
import { lockReturnableLines, returnRefusal } from './returnable'

// Asking for goods back (contract §4.5): a plain return, or the return half of a swap or a claim.
// Items must be the order's (or its swaps' and claims'), and never more than is still returnable
// (returnable.ts).

export type ReturnRow = typeof returnOrder.$inferSelect

export interface ReturnRequest {
  order_id: string
  swap_id?: string | null | undefined
  claim_order_id?: string | null | undefined
  items: Array<{
    item_id: string
    quantity: number
    reason_id?: string | undefined
    note?: string | undefined
  }>
  return_shipping?: { option_id: string; price?: number | undefined } | undefined
  location_id?: string | null | undefined
  refund_amount?: number | undefined
  no_notification?: boolean | undefined
  idempotency_key?: string | null | undefined
  /**
   * Count only what was fulfilled (a shopper's request): goods that never left cannot come back, and
   * receiving them would put stock back that was never taken out.
   */
  fulfilledOnly?: boolean | undefined
}

/** What the given quantities of the order's items are worth to the shopper (totals incl. tax). */
export async function itemsValue(
  tx: Tx,
  orderId: string,
  items: Array<{ item_id: string; quantity: number }>,
) {
  const [json] = await ordersJsonByIds(tx, [orderId])
  const byId = new Map((json?.items ?? []).map((i) => [i.id, i]))
  let value = 0
  for (const { item_id, quantity } of items) {
    const item = byId.get(item_id)
    if (item && item.quantity > 0) value += Math.round((item.total * quantity) / item.quantity)
  }
  return value
}

/**
 * The most a plain return may refund: what the shopper paid and was not refunded yet, counting
 * payments not captured yet (receiving the return then waits for the capture), so the refund a
 * request shows is one the order can still make.
 */
async function refundCeiling(tx: Tx, orderId: string) {
  const payments = await lockPayments(tx, orderId)
  return payments.reduce((n, p) => n + Math.max(p.amount - p.amount_refunded, 0), 0)
}

/** Creates a requested return (with its items and return shipping); returns its id. */
export async function requestReturnFor(tx: Tx, input: ReturnRequest, events: PendingEvents) {
  const [o] = await tx.select().from(order).where(eq(order.id, input.order_id))
  if (!o) throw notFound(`Order with id: ${input.order_id} was not found`)
  if (o.status === 'canceled') throw notAllowed('A canceled order cannot have returns')
  const ids = [...new Set(input.items.map((i) => i.item_id))]
  if (ids.length !== input.items.length) throw notAllowed('Each item may be named only once in a return')
  const base = input.fulfilledOnly ? 'fulfilled' : 'bought'
  const items = await lockReturnableLines(tx, o.id, ids)
  const unknown = missing(
    ids,
    items.map((i) => i.id),
  )
  if (unknown.length) throw notFound(`Line items ${unknown.join(', ')} do not belong to order ${o.id}`)
  // A claim's return takes back the units the claim just claimed, checked by the claim itself.
  if (!input.claim_order_id)
    for (const want of input.items) {
      const refusal = returnRefusal(items.find((i) => i.id === want.item_id)!, want.quantity, base)
      if (refusal) throw notAllowed(refusal)
    }
  const reasonIds = [...new Set(input.items.map((i) => i.reason_id).filter((r): r is string => !!r))]
  if (reasonIds.length) {
    const found = await tx
      .select({ id: returnReason.id })
      .from(returnReason)
      .where(and(inArray(returnReason.id, reasonIds), isNull(returnReason.deleted_at)))
    const gone = missing(
      reasonIds,
      found.map((r) => r.id),
    )
    if (gone.length) throw notFound(`Return reason with id: ${gone[0]} was not found`)
  }
  const id = generateId('ret')
  const shipping = input.return_shipping ? await returnShippingPrice(tx, o, input.return_shipping) : null
  const value = await itemsValue(tx, o.id, input.items)
  const asked = input.refund_amount ?? Math.max(value - (shipping?.price ?? 0), 0)
  const plain = !input.swap_id && !input.claim_order_id
  const refund = plain ? Math.min(asked, await refundCeiling(tx, o.id)) : asked
  await tx.insert(returnOrder).values({
    id,
    status: 'requested',
    order_id: o.id,
    swap_id: input.swap_id ?? null,
    claim_order_id: input.claim_order_id ?? null,
    location_id: input.location_id ?? null,
    refund_amount: refund,
    no_notification: input.no_notification ?? null,
    idempotency_key: input.idempotency_key ?? null,
  })
  await tx.insert(returnItem).values(
    input.items.map((i) => ({
      return_id: id,
      item_id: i.item_id,
      quantity: i.quantity,
      requested_quantity: i.quantity,
      reason_id: i.reason_id ?? null,
      note: i.note ?? null,
    })),
  )
  if (shipping) {
    const methodId = generateId('sm')
    await tx.insert(shippingMethod).values({
      id: methodId,
      shipping_option_id: shipping.option.id,
      return_id: id,
      price: shipping.price,
      data: {},
      includes_tax: shipping.option.includes_tax,
    })
    await addMethodTaxLines(tx, o.region_id, methodId, shipping.option.id)
  }
  if (plain)
    events.emit('order.return_requested', {
      id: o.id,
      return_id: id,
      no_notification: input.no_notification ?? o.no_notification,
    })
  return id
}

async function returnShippingPrice(
  tx: Tx,
  o: typeof order.$inferSelect,
  shipping: { option_id: string; price?: number | undefined },
) {
  const [option] = await tx
    .select()
    .from(shippingOption)
    .where(and(eq(shippingOption.id, shipping.option_id), isNull(shippingOption.deleted_at)))
  if (!option) throw notFound(`Shipping Option with id: ${shipping.option_id} was not found`)
  if (!option.is_return) throw notAllowed('The shipping option is not a return option')
  if (option.region_id !== o.region_id)
    throw notAllowed("The shipping option is not available in the order's region")
  return { option, price: shipping.price ?? option.amount ?? 0 }
}

/** Locks a return row for the rest of the transaction. */
export async function lockReturn(tx: Tx, id: string): Promise<ReturnRow> {
  const [row] = await tx.select().from(returnOrder).where(eq(returnOrder.id, id)).for('update')
  if (!row) throw notFound(`Return with id: ${id} was not found`)
  return row
}

/** Cancels a return that has not been received. */
export async function cancelReturnFor(tx: Tx, returnId: string) {
  const r = await lockReturn(tx, returnId)
  if (r.status === 'received') throw notAllowed('A received return cannot be canceled')
  if (r.status === 'canceled') throw notAllowed('The return is already canceled')
  await tx
    .update(returnOrder)
    .set({ status: 'canceled', updated_at: new Date() })
    .where(eq(returnOrder.id, r.id))
  return r
}
