import { notAllowed } from './errors'

// The order lifecycle of the contract (§4.5), as pure rules: each check throws not_allowed with the
// reason, before anything is written; each status function derives a status from quantities or amounts.

/** Every status an order, its payment and its fulfilment can have: list filters, exports and screens share them. */
export const ORDER_STATUSES = ['pending', 'completed', 'archived', 'canceled', 'requires_action'] as const
export const PAYMENT_STATUSES = [
  'not_paid',
  'awaiting',
  'captured',
  'partially_refunded',
  'refunded',
  'canceled',
  'requires_action',
] as const
export const FULFILLMENT_STATUSES = [
  'not_fulfilled',
  'partially_fulfilled',
  'fulfilled',
  'partially_shipped',
  'shipped',
  'partially_returned',
  'returned',
  'canceled',
  'requires_action',
] as const
/**
 * After-sale work waiting on staff, the orders list's `awaiting` filter (a Mercato extension): a
 * return to receive, a swap or a replace claim whose new items are still to be sent.
 */
export const ORDER_AWAITING = ['return', 'swap', 'claim'] as const
export type OrderAwaiting = (typeof ORDER_AWAITING)[number]
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number]

export interface OrderState {
  status: OrderStatus
  payment_status: PaymentStatus
  fulfillment_status: FulfillmentStatus
}

function assertNotCanceled(order: OrderState, action: string) {
  if (order.status === 'canceled') throw notAllowed(`A canceled order cannot be ${action}`)
}

export function assertCanComplete(order: OrderState) {
  assertNotCanceled(order, 'completed')
  if (order.status === 'archived') throw notAllowed('An archived order cannot be completed')
}

export function assertCanArchive(order: OrderState) {
  if (order.status !== 'completed') throw notAllowed("Can't archive an unprocessed order")
}

/** Capturing needs a live payment that is not captured yet (an order edit may add one later). */
export function assertCanCapture(order: OrderState, uncaptured: number) {
  assertNotCanceled(order, 'captured')
  if (uncaptured === 0) throw notAllowed('The payment of this order is already captured')
}

export function assertCanFulfill(order: OrderState) {
  assertNotCanceled(order, 'fulfilled')
}

/** Refunds never exceed what was paid and not yet refunded. */
export function assertCanRefund(order: OrderState, amount: number, refundable: number) {
  assertNotCanceled(order, 'refunded')
  if (!Number.isInteger(amount) || amount <= 0)
    throw notAllowed('The refund amount must be a positive integer')
  if (amount > refundable) {
    throw notAllowed(`Cannot refund more than the refundable amount of ${refundable}; ${amount} was asked`)
  }
}

export interface CancelFacts {
  refundCount: number
  /** Fulfillments already handed to the carrier: they cannot be canceled any more. */
  shippedFulfillments: number
  /** Fulfillments, returns, swaps and claims that are not canceled. */
  liveFulfillments: number
  liveReturns: number
  liveSwaps: number
  liveClaims: number
}

export function assertCanCancel(order: OrderState, facts: CancelFacts) {
  if (order.status === 'canceled') throw notAllowed('The order is already canceled')
  if (order.status === 'completed' || order.status === 'archived') {
    throw notAllowed(`A ${order.status} order cannot be canceled`)
  }
  if (facts.shippedFulfillments > 0) throw notAllowed('A shipped order cannot be canceled')
  if (facts.refundCount > 0) throw notAllowed('An order with refunds cannot be canceled')
  const blocking = [
    [facts.liveFulfillments, 'fulfillments'],
    [facts.liveReturns, 'returns'],
    [facts.liveSwaps, 'swaps'],
    [facts.liveClaims, 'claims'],
  ] as const
  for (const [n, what] of blocking) {
    if (n > 0) throw notAllowed(`All ${what} must be canceled before the order can be canceled`)
  }
}

export interface ItemQuantities {
  quantity: number
  fulfilled_quantity: number
  shipped_quantity: number
  returned_quantity: number
}

/** The order's fulfillment status from its items (returns before shipping before fulfilment). */
export function fulfillmentStatusOf(items: readonly ItemQuantities[]): FulfillmentStatus {
  const total = items.reduce((s, i) => s + i.quantity, 0)
  const sum = (k: keyof ItemQuantities) => items.reduce((s, i) => s + i[k], 0)
  const [fulfilled, shipped, returned] = [
    sum('fulfilled_quantity'),
    sum('shipped_quantity'),
    sum('returned_quantity'),
  ]
  if (total === 0) return 'not_fulfilled'
  if (returned > 0) return returned >= total ? 'returned' : 'partially_returned'
  if (shipped > 0) return shipped >= total ? 'shipped' : 'partially_shipped'
  if (fulfilled > 0) return fulfilled >= total ? 'fulfilled' : 'partially_fulfilled'
  return 'not_fulfilled'
}

/** After a capture attempt: captured only when every payment is captured. */
export function paymentStatusAfterCapture(payments: readonly { captured: boolean }[]): PaymentStatus {
  return payments.length > 0 && payments.every((p) => p.captured) ? 'captured' : 'requires_action'
}

export function paymentStatusAfterRefund(paid: number, refunded: number): PaymentStatus {
  return refunded >= paid ? 'refunded' : 'partially_refunded'
}

/** Fulfilling a line item: never more than was bought and is not yet fulfilled. */
export function assertCanFulfillQuantity(
  item: { title: string; quantity: number; fulfilled_quantity: number | null },
  quantity: number,
) {
  const open = item.quantity - (item.fulfilled_quantity ?? 0)
  if (quantity > open)
    throw notAllowed(
      `Cannot fulfill more items than have been purchased: ${quantity} of ${item.title} asked, ${open} left to fulfill`,
    )
}

export interface FulfillmentState {
  shipped_at: Date | null
  canceled_at: Date | null
}

export function assertCanShip(f: FulfillmentState) {
  if (f.canceled_at) throw notAllowed('A canceled fulfillment cannot be shipped')
  if (f.shipped_at) throw notAllowed('The fulfillment has already been shipped')
}

export function assertCanCancelFulfillment(f: FulfillmentState) {
  if (f.canceled_at) throw notAllowed('The fulfillment is already canceled')
  if (f.shipped_at) throw notAllowed('A shipped fulfillment cannot be canceled')
}
