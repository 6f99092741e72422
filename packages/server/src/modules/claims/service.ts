import { claimOrder, lineItem, returnOrder } from '@mercato/db'
import { notAllowed, notFound } from '@mercato/domain'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { AppContext, PendingEvents, Tx } from '../../context'
import { mergeMetadata } from '../../http/route-helpers'
import { onOrder } from '../orders/admin.service'
import {
  type FulfillmentOwner,
  cancelFulfillmentFor,
  createFulfillmentFor,
  createShipmentFor,
  liveFulfillments,
} from '../orders/fulfillments'
import type { OrderRow } from '../orders/payments'
import { releaseOrderStock } from '../orders/stock-moves'
import { cancelReturnFor } from '../returns/requests'
import { updateClaimItems } from './claim-items'
import { addClaimShippingMethods } from './replacements'
import type { UpdateClaimInput } from './schemas'

// A claim's life after creation: updates, fulfilling and shipping the replacement, canceling. Each
// runs under the order's row lock (the same lock every order use case takes) and then the claim's,
// so the rules are checked on rows nobody else is changing; events publish after commit.

export type ClaimRow = typeof claimOrder.$inferSelect
type Work = (tx: Tx, o: OrderRow, c: ClaimRow, events: PendingEvents) => Promise<void>

async function lockClaim(tx: Tx, orderId: string, claimId: string): Promise<ClaimRow> {
  const [c] = await tx
    .select()
    .from(claimOrder)
    .where(and(eq(claimOrder.id, claimId), eq(claimOrder.order_id, orderId), isNull(claimOrder.deleted_at)))
    .for('update')
  if (!c) throw notFound(`Claim with id: ${claimId} was not found on order ${orderId}`)
  return c
}

const onClaim = (ctx: AppContext, orderId: string, claimId: string, work: Work) =>
  onOrder(ctx, orderId, async (tx, o, events) => work(tx, o, await lockClaim(tx, o.id, claimId), events))

const owner = (c: ClaimRow): FulfillmentOwner => ({ kind: 'claim', id: c.id })
const notify = (c: ClaimRow, extra: Record<string, unknown> = {}, quiet?: boolean) => ({
  id: c.id,
  no_notification: quiet ?? c.no_notification,
  ...extra,
})

function assertOpen(o: OrderRow, c: ClaimRow, action: string) {
  if (o.status === 'canceled') throw notAllowed(`The claim of a canceled order cannot be ${action}`)
  if (c.canceled_at) throw notAllowed(`A canceled claim cannot be ${action}`)
}

export const updateClaim = (ctx: AppContext, orderId: string, claimId: string, input: UpdateClaimInput) =>
  onClaim(ctx, orderId, claimId, async (tx, o, c, events) => {
    assertOpen(o, c, 'updated')
    await updateClaimItems(tx, c.id, input.claim_items ?? [])
    await addClaimShippingMethods(tx, o, c.id, input.shipping_methods ?? [])
    const set: Partial<typeof claimOrder.$inferInsert> = { updated_at: new Date() }
    if (input.no_notification !== undefined) set.no_notification = input.no_notification
    if (input.metadata !== undefined) set.metadata = mergeMetadata(c.metadata, input.metadata)
    await tx.update(claimOrder).set(set).where(eq(claimOrder.id, c.id))
    events.emit('claim.updated', notify(c, {}, input.no_notification))
  })

const replacementItems = (tx: Tx, claimId: string) =>
  tx.select().from(lineItem).where(eq(lineItem.claim_order_id, claimId)).orderBy(asc(lineItem.id))

/**
 * Cancels a claim whose replacement has not left and whose return has not come back; a refund
 * claim's money is gone, so it stays. The return is canceled and the replacement's stock released.
 */
export const cancelClaim = (ctx: AppContext, orderId: string, claimId: string) =>
  onClaim(ctx, orderId, claimId, async (tx, _o, c, events) => {
    if (c.canceled_at) throw notAllowed('The claim is already canceled')
    if (c.type === 'refund' && c.payment_status === 'refunded')
      throw notAllowed('Claim with a refund cannot be canceled')
    const f = await liveFulfillments(tx, owner(c))
    if (f.shipped > 0) throw notAllowed('A claim whose replacement has been shipped cannot be canceled')
    if (f.live > 0) throw notAllowed('All fulfillments must be canceled before the claim can be canceled')
    const [ret] = await tx.select().from(returnOrder).where(eq(returnOrder.claim_order_id, c.id))
    if (ret && (ret.status === 'received' || ret.status === 'requires_action'))
      throw notAllowed('A claim whose return has been received cannot be canceled')
    if (ret?.status === 'requested') await cancelReturnFor(tx, ret.id)
    const items = await replacementItems(tx, c.id)
    await releaseOrderStock(
      tx,
      items.map((i) => ({
        line_item_id: i.id,
        variant_id: i.variant_id,
        quantity: i.quantity - (i.fulfilled_quantity ?? 0),
      })),
    )
    const now = new Date()
    await tx
      .update(claimOrder)
      .set({ canceled_at: now, fulfillment_status: 'canceled', updated_at: now })
      .where(eq(claimOrder.id, c.id))
    events.emit('claim.canceled', notify(c))
  })

export interface ClaimFulfillmentInput {
  no_notification?: boolean | undefined
  location_id?: string | undefined
  metadata?: Record<string, unknown> | null | undefined
}

/** Fulfills every replacement unit not fulfilled yet, in one fulfillment. */
export const fulfillClaim = (
  ctx: AppContext,
  orderId: string,
  claimId: string,
  input: ClaimFulfillmentInput,
) =>
  onClaim(ctx, orderId, claimId, async (tx, o, c, events) => {
    assertOpen(o, c, 'fulfilled')
    if (c.type === 'refund') throw notAllowed('Claims with type refund cannot be fulfilled')
    const open = (await replacementItems(tx, c.id))
      .map((i) => ({ item_id: i.id, quantity: i.quantity - (i.fulfilled_quantity ?? 0) }))
      .filter((i) => i.quantity > 0)
    if (open.length === 0) throw notAllowed('The claim has no replacement items left to fulfill')
    const fulfillmentId = await createFulfillmentFor(tx, owner(c), { ...input, items: open })
    events.emit(
      'claim.fulfillment_created',
      notify(c, { fulfillment_id: fulfillmentId }, input.no_notification),
    )
  })

export const cancelClaimFulfillment = (
  ctx: AppContext,
  orderId: string,
  claimId: string,
  fulfillmentId: string,
) =>
  onClaim(ctx, orderId, claimId, async (tx, _o, c) => {
    if (c.canceled_at) throw notAllowed('The fulfillments of a canceled claim cannot be canceled')
    await cancelFulfillmentFor(tx, owner(c), fulfillmentId)
  })

export const shipClaim = (
  ctx: AppContext,
  orderId: string,
  claimId: string,
  input: {
    fulfillment_id: string
    tracking_numbers?: string[] | undefined
    carrier?: string | undefined
    tracking_url?: string | undefined
  },
) =>
  onClaim(ctx, orderId, claimId, async (tx, o, c, events) => {
    assertOpen(o, c, 'shipped')
    await createShipmentFor(tx, owner(c), input.fulfillment_id, input.tracking_numbers ?? [], input)
    events.emit('claim.shipment_created', notify(c, { fulfillment_id: input.fulfillment_id }))
  })
