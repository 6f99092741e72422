// What happened to an order after it was placed (refunds, returns, claims, exchanges), in the
// shopper's words rather than the back office's states.
import type { ClaimOrder, Order, Refund, Return, Swap } from '@mercato/client'

/** Money given back on the order: the server's refunded_total, else the sum of its refunds. */
export function refundedAmount(order: Pick<Order, 'refunded_total' | 'refunds'>): number {
  return order.refunded_total ?? (order.refunds ?? []).reduce((sum, r) => sum + r.amount, 0)
}

/** What the shopper has paid, less what was refunded (the order total before any payment is taken). */
export function netPaid(order: Pick<Order, 'paid_total' | 'total' | 'refunded_total' | 'refunds'>): number {
  return Math.max(0, (order.paid_total ?? order.total ?? 0) - refundedAmount(order))
}

const RETURN_STATUS: Record<Return['status'], string> = {
  requested: 'Requested: waiting for the items to arrive',
  received: 'Received',
  requires_action: 'Being checked',
  canceled: 'Canceled',
}

export const returnStatusText = (ret: Pick<Return, 'status'>) =>
  RETURN_STATUS[ret.status] ?? ret.status.replaceAll('_', ' ')

const SHIPPED = new Set(['shipped', 'partially_shipped'])

export function claimStatusText(
  claim: Pick<ClaimOrder, 'type' | 'payment_status' | 'fulfillment_status' | 'canceled_at'>,
) {
  if (claim.canceled_at) return 'Canceled'
  if (claim.type === 'refund')
    return claim.payment_status === 'refunded' ? 'Refunded' : 'Refund being prepared'
  return SHIPPED.has(claim.fulfillment_status) ? 'Replacement shipped' : 'Replacement being prepared'
}

export function swapStatusText(
  swap: Pick<Swap, 'fulfillment_status' | 'payment_status' | 'canceled_at' | 'confirmed_at'>,
) {
  if (swap.canceled_at) return 'Canceled'
  if (SHIPPED.has(swap.fulfillment_status)) return 'New items shipped'
  if (!swap.confirmed_at) return 'Waiting for your confirmation'
  return 'New items being prepared'
}

const REFUND_REASON: Record<Refund['reason'], string> = {
  return: 'for returned items',
  claim: 'for a claim',
  swap: 'for an exchange',
  discount: 'price adjustment',
  other: '',
}

export const refundReasonText = (refund: Pick<Refund, 'reason'>) => REFUND_REASON[refund.reason] ?? ''
