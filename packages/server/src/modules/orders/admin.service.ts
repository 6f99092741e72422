import {
  address,
  claimOrder,
  lineItem,
  order,
  refund,
  returnOrder,
  shippingMethod,
  shippingMethodTaxLine,
  shippingOption,
  swap,
} from '@mercato/db'
import {
  assertCanArchive,
  assertCanCancel,
  assertCanComplete,
  assertCanFulfill,
  generateId,
  notAllowed,
  notFound,
} from '@mercato/domain'
import { and, count, eq, isNull, ne } from 'drizzle-orm'
import { type AppContext, type PendingEvents, type Tx, inTransaction } from '../../context'
import { mergeMetadata } from '../../http/route-helpers'
import { assertShippingCountry } from '../carts/addresses'
import { loadRateMaps, methodTaxLines } from '../carts/taxes'
import { findRegion } from '../regions-tax/regions.queries'
import { normalizeEmail } from '../users-auth/service'
import {
  type FulfillmentInput,
  cancelFulfillmentFor,
  createFulfillmentFor,
  createShipmentFor,
  liveFulfillments,
} from './fulfillments'
import {
  type OrderRow,
  type RefundInput,
  cancelOrderPayments,
  captureOrderPayments,
  lockPayments,
  refundOrderPayments,
  refundableOf,
} from './payments'
import { releaseOrderStock } from './stock-moves'

// The back office's use cases on an order (contract §4.5). Each runs in one transaction under the
// order's row lock: the rules in @mercato/domain are checked on the locked row before anything is
// written, so an illegal step changes nothing, and events are published only after commit.

/** Locks the order row for the rest of the transaction. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(order).where(eq(order.id, id)).for('update')
  if (!row) throw notFound(`Order with id: ${id} was not found`)
  return row
}

type Work = (tx: Tx, o: OrderRow, events: PendingEvents) => Promise<void>

/** Runs one use case on a locked order; answers the order id for the response. */
export function onOrder(ctx: AppContext, id: string, work: Work) {
  return inTransaction(ctx, async (tx, events) => {
    const o = await lockOrder(tx, id)
    await work(tx, o, events)
    return o.id
  })
}

const event = (o: OrderRow, extra: Record<string, unknown> = {}) => ({
  id: o.id,
  no_notification: o.no_notification,
  ...extra,
})

export const completeOrder = (ctx: AppContext, id: string) =>
  onOrder(ctx, id, async (tx, o, events) => {
    assertCanComplete(o)
    await tx.update(order).set({ status: 'completed', updated_at: new Date() }).where(eq(order.id, o.id))
    events.emit('order.completed', event(o))
  })

export const archiveOrder = (ctx: AppContext, id: string) =>
  onOrder(ctx, id, async (tx, o, events) => {
    assertCanArchive(o)
    await tx.update(order).set({ status: 'archived', updated_at: new Date() }).where(eq(order.id, o.id))
    events.emit('order.updated', event(o))
  })

export const captureOrder = (ctx: AppContext, id: string) =>
  onOrder(ctx, id, async (tx, o, events) => {
    await captureOrderPayments(tx, o, events)
  })

export const refundOrder = (ctx: AppContext, id: string, input: RefundInput) =>
  onOrder(ctx, id, async (tx, o, events) => {
    await refundOrderPayments(tx, o, input, events)
  })

export const fulfillOrder = (ctx: AppContext, id: string, input: FulfillmentInput) =>
  onOrder(ctx, id, async (tx, o, events) => {
    assertCanFulfill(o)
    const fulfillmentId = await createFulfillmentFor(tx, { kind: 'order', id: o.id }, input)
    events.emit(
      'order.fulfillment_created',
      event(o, {
        fulfillment_id: fulfillmentId,
        no_notification: input.no_notification ?? o.no_notification,
      }),
    )
  })

export const cancelOrderFulfillment = (ctx: AppContext, id: string, fulfillmentId: string) =>
  onOrder(ctx, id, async (tx, o, events) => {
    await cancelFulfillmentFor(tx, { kind: 'order', id: o.id }, fulfillmentId)
    events.emit('order.fulfillment_canceled', event(o, { fulfillment_id: fulfillmentId }))
  })

export const shipOrder = (
  ctx: AppContext,
  id: string,
  input: {
    fulfillment_id: string
    tracking_numbers?: string[] | undefined
    no_notification?: boolean | undefined
    carrier?: string | undefined
    tracking_url?: string | undefined
  },
) =>
  onOrder(ctx, id, async (tx, o, events) => {
    if (o.status === 'canceled') throw notAllowed('A canceled order cannot be shipped')
    await createShipmentFor(
      tx,
      { kind: 'order', id: o.id },
      input.fulfillment_id,
      input.tracking_numbers ?? [],
      input,
    )
    events.emit(
      'order.shipment_created',
      event(o, {
        fulfillment_id: input.fulfillment_id,
        no_notification: input.no_notification ?? o.no_notification,
      }),
    )
  })

/** The same tax lines a cart's shipping method of this option would get (contract §4.2). */
export async function addMethodTaxLines(tx: Tx, regionId: string, methodId: string, optionId: string) {
  const region = await findRegion(tx, regionId)
  if (!region) return
  const rates = await loadRateMaps(tx, regionId, [], [optionId])
  const lines = methodTaxLines(optionId, region, rates)
  if (lines.length)
    await tx
      .insert(shippingMethodTaxLine)
      .values(lines.map((l) => ({ ...l, id: generateId('smtl'), shipping_method_id: methodId })))
}

/** The note of the refund a cancellation makes of captured money. */
export const CANCEL_REFUND_NOTE = 'Order canceled'

const countOf = async (q: Promise<Array<{ n: number }>>) => (await q)[0]?.n ?? 0

/**
 * Cancels an order nothing has happened to yet: captured money refunded (one refund per payment,
 * reason `other`), payments voided, reserved stock released.
 */
export const cancelOrder = (ctx: AppContext, id: string) =>
  onOrder(ctx, id, async (tx, o, events) => {
    const f = await liveFulfillments(tx, { kind: 'order', id: o.id })
    const n = { n: count() }
    const [refunds, returns, swaps, claims] = await Promise.all([
      countOf(tx.select(n).from(refund).where(eq(refund.order_id, o.id))),
      countOf(
        tx
          .select(n)
          .from(returnOrder)
          .where(and(eq(returnOrder.order_id, o.id), ne(returnOrder.status, 'canceled'))),
      ),
      countOf(
        tx
          .select(n)
          .from(swap)
          .where(and(eq(swap.order_id, o.id), isNull(swap.canceled_at))),
      ),
      countOf(
        tx
          .select(n)
          .from(claimOrder)
          .where(and(eq(claimOrder.order_id, o.id), isNull(claimOrder.canceled_at))),
      ),
    ])
    assertCanCancel(o, {
      refundCount: refunds,
      shippedFulfillments: f.shipped,
      liveFulfillments: f.live,
      liveReturns: returns,
      liveSwaps: swaps,
      liveClaims: claims,
    })
    // Money already taken goes back with the cancellation, recorded as refunds, rather than being
    // left on a canceled payment where no one would see it again.
    const captured = refundableOf(await lockPayments(tx, o.id))
    if (captured > 0)
      await refundOrderPayments(
        tx,
        o,
        { amount: captured, reason: 'other', note: CANCEL_REFUND_NOTE },
        events,
      )
    await cancelOrderPayments(tx, o.id)
    const items = await tx
      .select({ line_item_id: lineItem.id, quantity: lineItem.quantity, variant_id: lineItem.variant_id })
      .from(lineItem)
      .where(eq(lineItem.order_id, o.id))
    await releaseOrderStock(tx, items)
    const now = new Date()
    await tx
      .update(order)
      .set({
        status: 'canceled',
        payment_status: captured > 0 ? 'refunded' : 'canceled',
        fulfillment_status: 'canceled',
        canceled_at: now,
        updated_at: now,
      })
      .where(eq(order.id, o.id))
    events.emit('order.canceled', event(o))
  })

export interface OrderUpdate {
  email?: string | undefined
  billing_address?: Record<string, unknown> | undefined
  shipping_address?: Record<string, unknown> | undefined
  no_notification?: boolean | undefined
  metadata?: Record<string, unknown> | null | undefined
}

/** Contact details, addresses and metadata; what was sold changes only through an order edit. */
export const updateOrder = (ctx: AppContext, id: string, input: OrderUpdate) =>
  onOrder(ctx, id, async (tx, o, events) => {
    if (o.status === 'canceled' || o.status === 'archived')
      throw notAllowed(`A ${o.status} order cannot be updated`)
    // As for carts (Medusa v1's rule): a parcel goes only where the order's region ships, since its
    // prices, taxes and shipping options are the region's. Checked before anything is written.
    const shipTo = input.shipping_address?.country_code
    if (typeof shipTo === 'string') await assertShippingCountry(tx, shipTo, o.region_id)
    const set: Partial<typeof order.$inferInsert> = { updated_at: new Date() }
    if (input.email !== undefined) set.email = normalizeEmail(input.email)
    if (input.no_notification !== undefined) set.no_notification = input.no_notification
    if (input.metadata !== undefined) set.metadata = mergeMetadata(o.metadata, input.metadata)
    for (const key of ['billing_address', 'shipping_address'] as const) {
      const value = input[key]
      if (!value) continue
      const addressId = generateId('addr')
      await tx.insert(address).values({ ...value, id: addressId, customer_id: null })
      set[`${key}_id`] = addressId
    }
    await tx.update(order).set(set).where(eq(order.id, o.id))
    events.emit('order.updated', event(o))
  })

/** A shipping method added by staff (any option of the order's region, also admin-only ones). */
export const addOrderShippingMethod = (
  ctx: AppContext,
  id: string,
  input: { option_id: string; price: number; data?: Record<string, unknown> | undefined },
) =>
  onOrder(ctx, id, async (tx, o, events) => {
    if (o.status === 'canceled') throw notAllowed('A canceled order cannot get a shipping method')
    const [option] = await tx
      .select()
      .from(shippingOption)
      .where(and(eq(shippingOption.id, input.option_id), isNull(shippingOption.deleted_at)))
    if (!option) throw notFound(`Shipping Option with id: ${input.option_id} was not found`)
    if (option.region_id !== o.region_id)
      throw notAllowed("The shipping option is not available in the order's region")
    const methodId = generateId('sm')
    await tx.insert(shippingMethod).values({
      id: methodId,
      shipping_option_id: option.id,
      order_id: o.id,
      price: input.price,
      data: input.data ?? {},
      includes_tax: option.includes_tax,
    })
    await addMethodTaxLines(tx, o.region_id, methodId, option.id)
    events.emit('order.updated', event(o))
  })
