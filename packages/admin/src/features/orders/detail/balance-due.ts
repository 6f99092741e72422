import type { Order, OrderEdit, PaymentCollection } from '@mercato/client'

/** A confirmed edit's payment collection, paid or still open. */
export interface EditCollection {
  editId: string
  collection: PaymentCollection
}

/** A collection paid outside the order's own payments (marked as paid, or paid after confirmation). */
export interface CollectedPayment {
  id: string
  /** The provider of the collection's payment; `system` when staff marked it as paid. */
  provider_id: string
  amount: number
  paid_at: string
}

export interface Balance {
  /** What the customer still owes (minor units, never negative). */
  due: number
  /** The confirmed edit's collection that can still be paid, if any. */
  open: EditCollection | null
  collected: CollectedPayment[]
}

const PAID = new Set(['authorized', 'partially_authorized'])
const OPEN = new Set(['not_paid', 'awaiting'])

/**
 * What the order still owes after its confirmed edits: total − paid, where paid counts the order's
 * payments and what the edits' collections received beyond them (a collection marked as paid has no
 * payment; one paid after the edit was confirmed has payments that never joined the order).
 * Refunds are not counted back: they are money given back on purpose (a return, a claim), not owed.
 */
export function balanceOf(order: Order, edits: OrderEdit[] | undefined): Balance {
  const onOrder = new Set((order.payments ?? []).filter((p) => !p.canceled_at).map((p) => p.id))
  const collections: EditCollection[] = (edits ?? [])
    .filter((e) => e.status === 'confirmed' && e.payment_collection)
    .map((e) => ({ editId: e.id, collection: e.payment_collection as PaymentCollection }))
  const collected: CollectedPayment[] = []
  for (const { collection: c } of collections) {
    if (!PAID.has(c.status)) continue
    const payments = (c.payments ?? []).filter((p) => !p.canceled_at)
    const joined = payments.filter((p) => onOrder.has(p.id)).reduce((n, p) => n + p.amount, 0)
    const beyond = (c.authorized_amount ?? 0) - joined
    if (beyond <= 0) continue
    const outside = payments.find((p) => !onOrder.has(p.id))
    collected.push({
      id: c.id,
      provider_id: outside?.provider_id ?? 'system',
      amount: beyond,
      paid_at: c.updated_at,
    })
  }
  const paid = (order.paid_total ?? 0) + collected.reduce((n, p) => n + p.amount, 0)
  const settled = order.status === 'canceled' || order.status === 'archived'
  const due = settled ? 0 : Math.max(0, (order.total ?? 0) - paid)
  const open = due > 0 ? (collections.find((c) => OPEN.has(c.collection.status)) ?? null) : null
  return { due, open, collected }
}

/** Where the customer pays an edit's difference: the storefront served beside the dashboard. */
export const editPaymentLink = (origin: string, editId: string) =>
  `${origin}/order-edits/${encodeURIComponent(editId)}`
