import type { Note, Notification, Order, OrderEdit } from '@mercato/client'
import { type ChangeEvent, changeEvents } from './change-timeline'

/** One thing that happened to an order, in the words of `orders.json` → `timeline.<kind>`. */
export type TimelineEvent =
  | { kind: 'placed'; id: string; at: string; amount: number }
  | { kind: 'canceled'; id: string; at: string }
  | { kind: 'captured'; id: string; at: string; amount: number }
  | { kind: 'fulfilled'; id: string; at: string; quantity: number }
  | { kind: 'fulfillmentCanceled'; id: string; at: string }
  | { kind: 'shipped'; id: string; at: string; tracking: string[] }
  | { kind: 'refunded'; id: string; at: string; amount: number; reason: string; note: string | null }
  | { kind: 'returnRequested'; id: string; at: string; quantity: number }
  | { kind: 'returnReceived'; id: string; at: string; amount: number }
  | { kind: 'returnCanceled'; id: string; at: string }
  | { kind: 'note'; id: string; at: string; noteId: string; value: string; author: string | null }
  | ChangeEvent

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
    { kind: 'placed', id: `placed-${order.id}`, at: order.created_at, amount: order.total ?? 0 },
  ]
  if (order.canceled_at) events.push({ kind: 'canceled', id: `canceled-${order.id}`, at: order.canceled_at })
  for (const p of order.payments ?? []) {
    if (p.captured_at)
      events.push({ kind: 'captured', id: `captured-${p.id}`, at: p.captured_at, amount: p.amount })
  }
  for (const f of order.fulfillments ?? []) {
    events.push({ kind: 'fulfilled', id: `fulfilled-${f.id}`, at: f.created_at, quantity: sum(f.items) })
    if (f.shipped_at) {
      const tracking = (f.tracking_links ?? []).map((l) => l.tracking_number)
      events.push({ kind: 'shipped', id: `shipped-${f.id}`, at: f.shipped_at, tracking })
    }
    if (f.canceled_at)
      events.push({ kind: 'fulfillmentCanceled', id: `fcanceled-${f.id}`, at: f.canceled_at })
  }
  for (const r of order.refunds ?? []) {
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
        amount: r.refund_amount,
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
