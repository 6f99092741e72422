import { order, payment, refund } from '@mercato/db'
import {
  type PaymentStatus,
  assertCanCapture,
  assertCanRefund,
  generateId,
  notAllowed,
  paymentStatusAfterCapture,
  paymentStatusAfterRefund,
} from '@mercato/domain'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { PendingEvents, Tx } from '../../context'
import { paymentProvider } from '../checkout/providers/payment'

// Money after the sale: capturing what was authorized and refunding what was captured. Payments are
// locked for the whole use case, so two refunds at once cannot both pass the "refundable" check.

export type OrderRow = typeof order.$inferSelect
export type RefundReason = 'discount' | 'return' | 'swap' | 'claim' | 'other'
type Payment = typeof payment.$inferSelect

export async function lockPayments(tx: Tx, orderId: string) {
  return tx
    .select()
    .from(payment)
    .where(and(eq(payment.order_id, orderId), isNull(payment.canceled_at)))
    .orderBy(asc(payment.created_at), asc(payment.id))
    .for('update')
}

const sum = (rows: Payment[], f: (p: Payment) => number) => rows.reduce((n, p) => n + f(p), 0)

/** Captured money that has not been refunded yet. */
export const refundableOf = (payments: Payment[]) =>
  sum(
    payments.filter((p) => p.captured_at),
    (p) => p.amount - p.amount_refunded,
  )

/** Captures every uncaptured payment; a provider failure leaves the order `requires_action`. */
export async function captureOrderPayments(tx: Tx, o: OrderRow, events: PendingEvents) {
  const payments = await lockPayments(tx, o.id)
  if (payments.length === 0) throw notAllowed('The order has no payment to capture')
  assertCanCapture(o, payments.filter((p) => !p.captured_at).length)
  const now = new Date()
  const outcome: Array<{ captured: boolean }> = []
  for (const p of payments) {
    if (p.captured_at) {
      outcome.push({ captured: true })
      continue
    }
    try {
      const data = await paymentProvider(p.provider_id).capturePayment(p.data)
      await tx.update(payment).set({ data, captured_at: now, updated_at: now }).where(eq(payment.id, p.id))
      outcome.push({ captured: true })
    } catch {
      outcome.push({ captured: false })
    }
  }
  const status = paymentStatusAfterCapture(outcome)
  await setPaymentStatus(tx, o.id, status)
  events.emit(status === 'captured' ? 'order.payment_captured' : 'order.payment_capture_failed', {
    id: o.id,
    no_notification: o.no_notification,
  })
  return status
}

export interface RefundInput {
  amount: number
  reason: RefundReason
  note?: string | null | undefined
  no_notification?: boolean | undefined
}

/**
 * Refunds `amount` out of the order's captured payments, oldest first, one refund row per payment
 * touched. Never more than was captured and not yet refunded; returns the refund ids.
 */
export async function refundOrderPayments(tx: Tx, o: OrderRow, input: RefundInput, events: PendingEvents) {
  const payments = await lockPayments(tx, o.id)
  assertCanRefund(o, input.amount, refundableOf(payments))
  let left = input.amount
  const ids: string[] = []
  const now = new Date()
  for (const p of payments.filter((x) => x.captured_at)) {
    const slice = Math.min(left, p.amount - p.amount_refunded)
    if (slice <= 0) continue
    const data = await paymentProvider(p.provider_id).refundPayment(p.data, slice)
    await tx
      .update(payment)
      .set({ data, amount_refunded: p.amount_refunded + slice, updated_at: now })
      .where(eq(payment.id, p.id))
    const id = generateId('ref')
    await tx.insert(refund).values({
      id,
      order_id: o.id,
      payment_id: p.id,
      amount: slice,
      reason: input.reason,
      note: input.note ?? null,
    })
    ids.push(id)
    left -= slice
    if (left === 0) break
  }
  const after = await lockPayments(tx, o.id)
  const captured = sum(
    after.filter((p) => p.captured_at),
    (p) => p.amount,
  )
  const refunded = sum(after, (p) => p.amount_refunded)
  await setPaymentStatus(tx, o.id, paymentStatusAfterRefund(captured, refunded))
  for (const refund_id of ids)
    events.emit('order.refund_created', {
      id: o.id,
      refund_id,
      no_notification: input.no_notification ?? o.no_notification,
    })
  return ids
}

/** Cancels every payment that is still live (authorizations are voided at the provider). */
export async function cancelOrderPayments(tx: Tx, orderId: string) {
  const now = new Date()
  for (const p of await lockPayments(tx, orderId)) {
    const data = await paymentProvider(p.provider_id).cancelPayment(p.data)
    await tx.update(payment).set({ data, canceled_at: now, updated_at: now }).where(eq(payment.id, p.id))
  }
}

async function setPaymentStatus(tx: Tx, orderId: string, status: PaymentStatus) {
  await tx.update(order).set({ payment_status: status, updated_at: new Date() }).where(eq(order.id, orderId))
}
