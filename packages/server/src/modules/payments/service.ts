import { order, payment, paymentCollection, refund } from '@mercato/db'
import { generateId, notAllowed, notFound, paymentStatusAfterRefund } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { mergeMetadata } from '../../http/route-helpers'
import { paymentProvider } from '../checkout/providers/payment'
import { lockOrder } from '../orders/admin.service'
import { type RefundReason, lockPayments } from '../orders/payments'

// One payment at a time (the Admin API's /payments routes) and staff actions on payment collections.
// An order's payment_status follows what happens to its payments.

async function lockPayment(tx: Tx, id: string) {
  const [row] = await tx.select().from(payment).where(eq(payment.id, id)).for('update')
  if (!row) throw notFound(`Payment with id: ${id} was not found`)
  return row
}

export async function retrievePayment(ctx: AppContext, id: string) {
  const [row] = await ctx.db.select().from(payment).where(eq(payment.id, id))
  if (!row) throw notFound(`Payment with id: ${id} was not found`)
  return row
}

/** The order's payment status once all its live payments are captured. */
async function settleOrder(tx: Tx, orderId: string | null) {
  if (!orderId) return
  const o = await lockOrder(tx, orderId)
  const live = await lockPayments(tx, orderId)
  if (o.payment_status !== 'canceled' && live.length > 0 && live.every((p) => p.captured_at))
    await tx
      .update(order)
      .set({ payment_status: 'captured', updated_at: new Date() })
      .where(eq(order.id, orderId))
}

export function capturePayment(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const p = await lockPayment(tx, id)
    if (p.canceled_at) throw notAllowed('A canceled payment cannot be captured')
    if (p.captured_at) throw notAllowed('The payment is already captured')
    if (p.order_id && (await lockOrder(tx, p.order_id)).status === 'canceled')
      throw notAllowed('A canceled order cannot be captured')
    const now = new Date()
    const data = await paymentProvider(p.provider_id).capturePayment(p.data)
    await tx.update(payment).set({ data, captured_at: now, updated_at: now }).where(eq(payment.id, p.id))
    await settleOrder(tx, p.order_id)
    if (p.order_id) events.emit('order.payment_captured', { id: p.order_id, payment_id: p.id })
    return id
  })
}

export function refundPayment(
  ctx: AppContext,
  id: string,
  input: { amount: number; reason: RefundReason; note?: string | undefined },
) {
  return inTransaction(ctx, async (tx, events) => {
    const p = await lockPayment(tx, id)
    const o = p.order_id ? await lockOrder(tx, p.order_id) : null
    if (o?.status === 'canceled') throw notAllowed('A canceled order cannot be refunded')
    const refundable = p.captured_at && !p.canceled_at ? p.amount - p.amount_refunded : 0
    if (input.amount > refundable)
      throw notAllowed(
        `Cannot refund more than the refundable amount of ${refundable}; ${input.amount} was asked`,
      )
    const data = await paymentProvider(p.provider_id).refundPayment(p.data, input.amount)
    const now = new Date()
    await tx
      .update(payment)
      .set({ data, amount_refunded: p.amount_refunded + input.amount, updated_at: now })
      .where(eq(payment.id, p.id))
    const [row] = await tx
      .insert(refund)
      .values({
        id: generateId('ref'),
        order_id: p.order_id,
        payment_id: p.id,
        amount: input.amount,
        reason: input.reason,
        note: input.note ?? null,
      })
      .returning()
    if (o) {
      const live = await lockPayments(tx, o.id)
      const captured = live.filter((x) => x.captured_at).reduce((n, x) => n + x.amount, 0)
      const refunded = live.reduce((n, x) => n + x.amount_refunded, 0)
      await tx
        .update(order)
        .set({ payment_status: paymentStatusAfterRefund(captured, refunded), updated_at: now })
        .where(eq(order.id, o.id))
      events.emit('order.refund_created', {
        id: o.id,
        refund_id: row!.id,
        no_notification: o.no_notification,
      })
    }
    return row!
  })
}

async function lockCollection(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(paymentCollection)
    .where(and(eq(paymentCollection.id, id), isNull(paymentCollection.deleted_at)))
    .for('update')
  if (!row) throw notFound(`Payment collection with id ${id} was not found`)
  return row
}

export function updateCollection(
  ctx: AppContext,
  id: string,
  input: { description?: string | undefined; metadata?: Record<string, unknown> | null | undefined },
) {
  return inTransaction(ctx, async (tx) => {
    const c = await lockCollection(tx, id)
    await tx
      .update(paymentCollection)
      .set({
        ...(input.description !== undefined ? { description: input.description } : {}),
        metadata: mergeMetadata(c.metadata, input.metadata),
        updated_at: new Date(),
      })
      .where(eq(paymentCollection.id, id))
  })
}

/** Staff confirm that the amount was paid outside Mercato ("mark authorized"). */
export function markCollectionAuthorized(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const c = await lockCollection(tx, id)
    if (c.status === 'canceled') throw notAllowed('A canceled payment collection cannot be authorized')
    await tx
      .update(paymentCollection)
      .set({ status: 'authorized', authorized_amount: c.amount, updated_at: new Date() })
      .where(eq(paymentCollection.id, id))
  })
}

export function deleteCollection(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const c = await lockCollection(tx, id)
    if (c.status === 'authorized' || c.status === 'partially_authorized')
      throw notAllowed(`A payment collection with status ${c.status} cannot be deleted`)
    await tx.update(paymentCollection).set({ deleted_at: new Date() }).where(eq(paymentCollection.id, id))
  })
}
