import type { Note, Notification, Order, OrderEdit } from '@mercato/client'
import { type ChangeEvent, changeEvents } from './change-timeline'
import { swapPayments } from './money-in'

/** One thing that happened to an order, in the words of `orders.json` → `timeline.<kind>`. */
export type TimelineEvent =
  | { kind: 'placed'; id: string; at: string; amount: number }
  | { kind: 'canceled'; id: string; at: string }
  | { kind: 'captured'; id: string; at: string; amount: number }
  | { kind: 'swapCaptured'; id: string; at: string; amount: number }
  | { kind: 'addressChanged'; id: string; at: string }
  | { kind: 'fulfilled'; id: string; at: string; quantity: number }
  | { kind: 'fulfillmentCanceled'; id: string; at: string }
  | { kind: 'shipped'; id: string; at: string; tracking: string[] }
  | { kind: 'refunded'; id: string; at: string; amount: number; reason: string; note: string | null }
  | { kind: 'returnRequested'; id: string; at: string; quantity: number }
  | {
      kind: 'returnReceived'
      id: string
      at: string
      /** What the return refunded, or null when no money went back with it. */
      refunded: number | null
      /** Received, but a person has to settle it (no refund was made). */
      requiresAction: boolean
    }
  | { kind: 'returnCanceled'; id: string; at: string }
  | { kind: 'note'; id: string; at: string; noteId: string; value: string; author: string | null }
  | ChangeEvent

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NaN)

/**
 * What the order was placed for. The order's total follows its confirmed edits, so it would rewrite
 * history; the payment taken at checkout does not change (an edit's difference is paid by a payment
 * of its own, a swap's by the swap's). That payment came from the order's cart; without a cart, it is
 * the one made when the order was. Without such a payment (nothing to pay) the total is all we have.
 */
export function placedAmount(order: Order): number {
  const placed = time(order.created_at)
  const original = (order.payments ?? []).filter(
    (p) =>
      !p.swap_id &&
      (order.cart_id ? p.cart_id === order.cart_id : Math.abs(time(p.created_at) - placed) < 5_000),
  )
  if (original.length === 0) return order.total ?? 0
  return original.reduce((n, p) => n + p.amount, 0)
}

/**
 * Whether a received return's refund was made: only a plain return settled without a person refunds
 * (a return that needs action moves no money), and the order's refunds must show one for returns.
 */
function returnRefund(order: Order, r: NonNullable<Order['returns']>[number]): number | null {
  if (r.status !== 'received' || !(r.refund_amount > 0) || r.swap_id || r.claim_order_id) return null
  return (order.refunds ?? []).some((f) => f.reason === 'return' && f.amount === r.refund_amount)
    ? r.refund_amount
    : null
}

/**
 * When staff last changed the shipping address, if they did: a change stores a new address row
 * (POST /admin/orders/:id), so an address made after the order was placed is a changed one. The
 * order's own address was made with its cart, before it or in the same moment.
 */
export function addressChangedAt(order: Pick<Order, 'created_at' | 'shipping_address'>): string | null {
  const at = order.shipping_address?.created_at
  return at && time(at) - time(order.created_at) > 5_000 ? at : null
}

const sum = (rows: { quantity: number }[] | undefined) => (rows ?? []).reduce((n, r) => n + r.quantity, 0)

/**
 * Everything the order records, plus its notes, edits and notifications, oldest first (ties keep the
 * order they happened in).
 */
export function buildTimeline(
  order: Order,
  notes: Note[] = [],
  edits: OrderEdit[] = [],
  notifications: Notification[] = [],
): TimelineEvent[] {
  const events: TimelineEvent[] = [
    { kind: 'placed', id: `placed-${order.id}`, at: order.created_at, amount: placedAmount(order) },
  ]
  if (order.canceled_at) events.push({ kind: 'canceled', id: `canceled-${order.id}`, at: order.canceled_at })
  for (const p of order.payments ?? []) {
    if (p.captured_at)
      events.push({ kind: 'captured', id: `captured-${p.id}`, at: p.captured_at, amount: p.amount })
  }
  // A swap's difference is captured from the swap's own payment, not one of the order's.
  for (const p of swapPayments(order))
    if (p.captured_at)
      events.push({
        kind: 'swapCaptured',
        id: `swap-captured-${p.paymentId}`,
        at: p.captured_at,
        amount: p.amount,
      })
  const changed = addressChangedAt(order)
  if (changed)
    events.push({ kind: 'addressChanged', id: `address-${order.shipping_address?.id}`, at: changed })
  for (const f of order.fulfillments ?? []) {
    events.push({ kind: 'fulfilled', id: `fulfilled-${f.id}`, at: f.created_at, quantity: sum(f.items) })
    if (f.shipped_at) {
      const tracking = (f.tracking_links ?? []).map((l) => l.tracking_number)
      events.push({ kind: 'shipped', id: `shipped-${f.id}`, at: f.shipped_at, tracking })
    }
    if (f.canceled_at)
      events.push({ kind: 'fulfillmentCanceled', id: `fcanceled-${f.id}`, at: f.canceled_at })
  }
  // The refund a received return made is told by the return's own line ("Return received, $X
  // refunded"); listed apart as well, it read as a second refund.
  const toldByReturn = new Set<string>()
  for (const r of order.returns ?? []) {
    const amount = returnRefund(order, r)
    const f = (order.refunds ?? []).find(
      (x) => x.reason === 'return' && x.amount === amount && !toldByReturn.has(x.id),
    )
    if (amount !== null && f) toldByReturn.add(f.id)
  }
  for (const r of order.refunds ?? []) {
    if (toldByReturn.has(r.id)) continue
    events.push({
      kind: 'refunded',
      id: `refund-${r.id}`,
      at: r.created_at,
      amount: r.amount,
      reason: r.reason,
      note: r.note ?? null,
    })
  }
  for (const r of order.returns ?? []) {
    const quantity = (r.items ?? []).reduce((n, i) => n + (i.requested_quantity ?? i.quantity), 0)
    events.push({ kind: 'returnRequested', id: `return-${r.id}`, at: r.created_at, quantity })
    if (r.received_at)
      events.push({
        kind: 'returnReceived',
        id: `received-${r.id}`,
        at: r.received_at,
        refunded: returnRefund(order, r),
        requiresAction: r.status === 'requires_action',
      })
    if (r.status === 'canceled')
      events.push({ kind: 'returnCanceled', id: `rcanceled-${r.id}`, at: r.updated_at })
  }
  for (const n of notes) {
    const author =
      [n.author?.first_name, n.author?.last_name].filter(Boolean).join(' ') || n.author?.email || null
    events.push({ kind: 'note', id: `note-${n.id}`, at: n.created_at, noteId: n.id, value: n.value, author })
  }
  events.push(...changeEvents(order, edits, notifications))
  // Array.prototype.sort is stable, so same-instant events keep the order above (placed before captured…).
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}
