import type { LineItem, Order, Payment } from '@mercato/client'

// What a return may still take back and what it will refund, counted as the server counts them
// (server returns/returnable.ts and returns/requests.ts), so the dialog offers only what the server
// accepts and shows the refund before it is confirmed.

type Changes = Pick<Order, 'claims' | 'returns'>

/** A return or claim line names the order's line, or the line an edit copied. */
const isLine = (item: Pick<LineItem, 'id' | 'original_item_id'>, id: string) =>
  id === item.id || (!!item.original_item_id && id === item.original_item_id)

/**
 * Units of a line that can still be returned, swapped or claimed: fulfilled, less units of live
 * claims, less what plain returns and swaps' returns took or ask back (a claim's own return is
 * counted through its claim items).
 */
export function returnableUnits(
  item: Pick<LineItem, 'id' | 'original_item_id' | 'fulfilled_quantity'>,
  order: Changes,
): number {
  const claimed = (order.claims ?? [])
    .filter((c) => !c.canceled_at)
    .flatMap((c) => (c.claim_items ?? []) as unknown as Array<{ item_id: string; quantity: number }>)
    .filter((ci) => isLine(item, ci.item_id))
    .reduce((n, ci) => n + ci.quantity, 0)
  const returning = (order.returns ?? [])
    .filter((r) => !r.claim_order_id && r.status !== 'canceled')
    .flatMap((r) => r.items ?? [])
    .filter((ri) => isLine(item, ri.item_id))
    .reduce((n, ri) => n + (ri.received_quantity ?? ri.quantity), 0)
  return Math.max((item.fulfilled_quantity ?? 0) - claimed - returning, 0)
}

/** What the shopper paid and was not refunded yet (payments not captured yet included). */
export const refundCeiling = (payments: Pick<Payment, 'amount' | 'amount_refunded' | 'canceled_at'>[]) =>
  payments.filter((p) => !p.canceled_at).reduce((n, p) => n + Math.max(p.amount - p.amount_refunded, 0), 0)

/** The refund of a return of these lines: their price with tax, less its postage, at most the ceiling. */
export function returnRefund(
  items: Pick<LineItem, 'id' | 'quantity' | 'total'>[],
  lines: { item_id: string; quantity: number }[],
  postage: number,
  ceiling: number,
): number {
  const value = lines.reduce((sum, l) => {
    const item = items.find((i) => i.id === l.item_id)
    return item && item.quantity > 0
      ? sum + Math.round(((item.total ?? 0) * l.quantity) / item.quantity)
      : sum
  }, 0)
  return Math.max(Math.min(value - postage, ceiling), 0)
}
