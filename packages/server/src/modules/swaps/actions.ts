import { lineItem, payment, returnOrder, swap } from '@mercato/db'
import { actionNotAllowed, notAllowed, notFound } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext, PendingEvents, Tx } from '../../context'
import { ForbiddenError } from '../../http/errors'
import { onOrder } from '../orders/admin.service'
import {
  type FulfillmentOwner,
  cancelFulfillmentFor,
  createFulfillmentFor,
  createShipmentFor,
  liveFulfillments,
} from '../orders/fulfillments'
import { type OrderRow, refundOrderPayments } from '../orders/payments'
import { releaseOrderStock } from '../orders/stock-moves'
import { paymentProvider } from '../checkout/providers/payment'
import { cancelReturnFor } from '../returns/requests'
import type { SwapRow } from './queries'

// The back office's steps on a swap (contract §4.5, swap row). Each runs under the order's row lock
// (onOrder) and then the swap's, so steps on one swap happen one after another, and every rule is
// checked on the locked rows before anything is written.

async function lockSwap(tx: Tx, o: OrderRow, swapId: string): Promise<SwapRow> {
  const [row] = await tx
    .select()
    .from(swap)
    .where(and(eq(swap.id, swapId), eq(swap.order_id, o.id), isNull(swap.deleted_at)))
    .for('update')
  if (!row) throw notFound(`Swap with id: ${swapId} was not found on order ${o.id}`)
  return row
}

type Work = (tx: Tx, o: OrderRow, s: SwapRow, events: PendingEvents) => Promise<void>
const onSwap = (ctx: AppContext, orderId: string, swapId: string, work: Work) =>
  onOrder(ctx, orderId, async (tx, o, events) => work(tx, o, await lockSwap(tx, o, swapId), events))

const owner = (s: SwapRow): FulfillmentOwner => ({ kind: 'swap', id: s.id })
const notify = (s: SwapRow, given?: boolean) => given ?? s.no_notification

/** Fulfills whatever of the additional items is not fulfilled yet. */
export const fulfillSwap = (
  ctx: AppContext,
  orderId: string,
  swapId: string,
  input: { location_id?: string | undefined; no_notification?: boolean | undefined },
) =>
  onSwap(ctx, orderId, swapId, async (tx, _o, s, events) => {
    if (s.canceled_at) throw notAllowed('A canceled swap cannot be fulfilled')
    if (!s.confirmed_at)
      throw notAllowed(
        'A swap can be fulfilled only once the customer has confirmed it (completed its cart and paid any difference)',
      )
    const items = await tx.select().from(lineItem).where(eq(lineItem.swap_id, s.id))
    const open = items
      .map((i) => ({ item_id: i.id, quantity: i.quantity - (i.fulfilled_quantity ?? 0) }))
      .filter((x) => x.quantity > 0)
    if (open.length === 0) throw notAllowed('The swap has no items left to fulfill')
    const fulfillmentId = await createFulfillmentFor(tx, owner(s), {
      items: open,
      location_id: input.location_id,
      no_notification: input.no_notification,
    })
    events.emit('swap.fulfillment_created', {
      id: s.id,
      fulfillment_id: fulfillmentId,
      no_notification: notify(s, input.no_notification),
    })
  })

export const cancelSwapFulfillment = (
  ctx: AppContext,
  orderId: string,
  swapId: string,
  fulfillmentId: string,
) =>
  onSwap(ctx, orderId, swapId, async (tx, _o, s) => {
    if (s.canceled_at) throw notAllowed('The swap is canceled')
    await cancelFulfillmentFor(tx, owner(s), fulfillmentId)
  })

export const shipSwap = (
  ctx: AppContext,
  orderId: string,
  swapId: string,
  input: {
    fulfillment_id: string
    tracking_numbers?: string[] | undefined
    no_notification?: boolean | undefined
    carrier?: string | undefined
    tracking_url?: string | undefined
  },
) =>
  onSwap(ctx, orderId, swapId, async (tx, _o, s, events) => {
    if (s.canceled_at) throw notAllowed('A canceled swap cannot be shipped')
    await createShipmentFor(tx, owner(s), input.fulfillment_id, input.tracking_numbers ?? [], input)
    events.emit('swap.shipment_created', {
      id: s.id,
      fulfillment_id: input.fulfillment_id,
      no_notification: notify(s, input.no_notification),
    })
  })

const REFUNDED = ['difference_refunded', 'partially_refunded', 'refunded']

/**
 * Cancels a swap nothing irreversible has happened to: no live fulfillment, no captured payment, no
 * refund, its return not received. The return is canceled, an authorized payment voided and stock
 * reserved at completion released.
 */
export const cancelSwap = (ctx: AppContext, orderId: string, swapId: string) =>
  onSwap(ctx, orderId, swapId, async (tx, _o, s) => {
    if (s.canceled_at) throw notAllowed('The swap is already canceled')
    const f = await liveFulfillments(tx, owner(s))
    if (f.shipped) throw notAllowed('A swap that has been shipped cannot be canceled')
    if (f.live) throw notAllowed('Cancel the fulfillments of the swap before canceling the swap')
    if (s.payment_status === 'captured')
      throw notAllowed('A swap whose payment was captured cannot be canceled')
    if (REFUNDED.includes(s.payment_status)) throw notAllowed('A swap with a refund cannot be canceled')
    const [ret] = await tx.select().from(returnOrder).where(eq(returnOrder.swap_id, s.id))
    if (ret && (ret.status === 'received' || ret.status === 'requires_action'))
      throw notAllowed('A swap whose return has been received cannot be canceled')
    if (ret && ret.status !== 'canceled') await cancelReturnFor(tx, ret.id)
    const now = new Date()
    const [p] = await tx
      .select()
      .from(payment)
      .where(and(eq(payment.swap_id, s.id), isNull(payment.canceled_at)))
      .for('update')
    if (p?.captured_at) throw notAllowed('A swap whose payment was captured cannot be canceled')
    if (p) {
      const data = await paymentProvider(p.provider_id).cancelPayment(p.data)
      await tx.update(payment).set({ data, canceled_at: now, updated_at: now }).where(eq(payment.id, p.id))
    }
    // Stock was taken when the customer confirmed the swap (unless it went on backorder).
    if (s.confirmed_at && !(s.metadata as { backordered?: boolean } | null)?.backordered) {
      const items = await tx
        .select({ line_item_id: lineItem.id, quantity: lineItem.quantity, variant_id: lineItem.variant_id })
        .from(lineItem)
        .where(eq(lineItem.swap_id, s.id))
      await releaseOrderStock(tx, items)
    }
    await tx
      .update(swap)
      .set({ canceled_at: now, payment_status: 'canceled', fulfillment_status: 'canceled', updated_at: now })
      .where(eq(swap.id, s.id))
  })

/**
 * Settles the difference: a positive one is captured from the swap's payment, a negative one is
 * refunded out of the order's captured payments (reason `swap`), a zero one needs nothing.
 * Repeating the step after it succeeded changes nothing. A refund or a capture is refused, before
 * anything is written, to staff whose refunds (`mayRefund`) or captures (`mayCapture`) are withheld.
 */
export const processSwapPayment = (
  ctx: AppContext,
  orderId: string,
  swapId: string,
  opts: { mayRefund: boolean; mayCapture: boolean } = { mayRefund: true, mayCapture: true },
) =>
  onSwap(ctx, orderId, swapId, async (tx, o, s, events) => {
    if (s.canceled_at) throw notAllowed('A canceled swap cannot be processed')
    if (!s.confirmed_at)
      throw notAllowed("Cannot process the payment of a swap that hasn't been confirmed by the customer")
    const due = s.difference_due ?? 0
    const now = new Date()
    const setStatus = (status: string) =>
      tx.update(swap).set({ payment_status: status, updated_at: now }).where(eq(swap.id, s.id))
    if (due < 0) {
      if (s.payment_status === 'difference_refunded') return
      if (!opts.mayRefund) throw new ForbiddenError(actionNotAllowed('refunds'))
      await refundOrderPayments(
        tx,
        o,
        { amount: -due, reason: 'swap', no_notification: s.no_notification ?? undefined },
        events,
      )
      await setStatus('difference_refunded')
      events.emit('swap.refund_processed', { id: s.id, no_notification: s.no_notification })
      return
    }
    if (due === 0 || s.payment_status === 'captured') return
    if (!opts.mayCapture) throw new ForbiddenError(actionNotAllowed('captures'))
    const [p] = await tx
      .select()
      .from(payment)
      .where(and(eq(payment.swap_id, s.id), isNull(payment.canceled_at)))
      .for('update')
    if (!p) throw notAllowed('The swap has no payment to capture')
    try {
      const data = await paymentProvider(p.provider_id).capturePayment(p.data)
      await tx.update(payment).set({ data, captured_at: now, updated_at: now }).where(eq(payment.id, p.id))
    } catch {
      // The provider refused: a person has to look at it; nothing else changes.
      await setStatus('requires_action')
      events.emit('swap.payment_capture_failed', { id: s.id, no_notification: s.no_notification })
      return
    }
    await setStatus('captured')
    events.emit('swap.payment_captured', { id: s.id, no_notification: s.no_notification })
  })
