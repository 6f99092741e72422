// Pieces the confirmation, the order detail, the order look-up and the return page share.
import type { LineItem, Order } from '@mercato/client'
import { refundedAmount } from './after-sale-words'
import { Money } from './price'

/** "1 item", "3 items". */
export const itemCount = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`

/** How many of a line can still be sent back: what was fulfilled, less what has been returned. */
export const returnableQuantity = (item: LineItem) =>
  Math.max(0, (item.fulfilled_quantity ?? 0) - (item.returned_quantity ?? 0))

export const returnableItems = (order: Order) => order.items.filter((i) => returnableQuantity(i) > 0)

/** Why nothing of the order can be returned, in a short and a full wording; null when something can. */
export function returnBlocker(order: Order): { short: string; long: string } | null {
  if (order.status === 'canceled')
    return { short: 'Canceled', long: 'This order was canceled, so there is nothing to return.' }
  if (returnableItems(order).length > 0) return null
  if (order.items.some((i) => (i.fulfilled_quantity ?? 0) > 0))
    return { short: 'All items returned', long: 'Every item sent to you has already been returned.' }
  return {
    short: 'Returns open once sent',
    long: 'Nothing from this order has been sent yet. Items can be returned once they are on their way to you.',
  }
}

const ORDER_STATUS: Record<string, string> = {
  pending: 'Placed',
  completed: 'Completed',
  archived: 'Completed',
  canceled: 'Canceled',
  requires_action: 'Being handled',
}

const PAYMENT_STATUS: Record<string, string> = {
  not_paid: 'Not paid',
  awaiting: 'Authorized, not yet charged',
  captured: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  canceled: 'Canceled',
  requires_action: 'Being handled',
}

const FULFILLMENT_STATUS: Record<string, string> = {
  not_fulfilled: 'Being prepared',
  partially_fulfilled: 'Partly packed',
  fulfilled: 'Packed, not shipped yet',
  partially_shipped: 'Partly shipped',
  shipped: 'Shipped',
  partially_returned: 'Partly returned',
  returned: 'Returned',
  canceled: 'Canceled',
  requires_action: 'Being handled',
}

const words = (table: Record<string, string>, value: string) => table[value] ?? value.replaceAll('_', ' ')

export const orderStatusText = (order: Order) => words(ORDER_STATUS, order.status)
export const paymentStatusText = (order: Order) => words(PAYMENT_STATUS, order.payment_status)
export const fulfillmentStatusText = (order: Order) => words(FULFILLMENT_STATUS, order.fulfillment_status)

/** A date as the shop writes it ("March 3, 2026"). */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

/** The order's lines: quantity, title (with the variant) and the line's price. */
export function OrderItems({ order, className = 'mt-4' }: { order: Order; className?: string }) {
  return (
    <ul className={`${className} space-y-1 text-sm`}>
      {order.items.map((item) => (
        <li key={item.id} className="flex justify-between gap-3">
          <span>
            {item.quantity} × {item.title}
            {item.variant?.title && item.variant.title !== item.title ? (
              <span className="text-stone-600"> ({item.variant.title})</span>
            ) : null}
          </span>
          <Money amount={item.subtotal ?? item.unit_price * item.quantity} currency={order.currency_code} />
        </li>
      ))}
    </ul>
  )
}

/** "Refunded" or "Partly refunded" beside an order in a list; nothing for an order without refunds. */
export function RefundMark({ order }: { order: Order }) {
  const refunded = refundedAmount(order)
  if (refunded <= 0 && !['refunded', 'partially_refunded'].includes(order.payment_status)) return null
  const whole = order.payment_status === 'refunded' || (order.total != null && refunded >= order.total)
  return (
    <span className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
      {whole ? 'Refunded' : 'Partly refunded'}
      {refunded > 0 && (
        <>
          {' '}
          <Money amount={refunded} currency={order.currency_code} />
        </>
      )}
    </span>
  )
}
