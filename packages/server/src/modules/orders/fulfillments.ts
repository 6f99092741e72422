import {
  claimOrder,
  fulfillment,
  fulfillmentItem,
  lineItem,
  order,
  shippingMethod,
  shippingOption,
  stockLocation,
  swap,
  trackingLink,
} from '@mercato/db'
import {
  type FulfillmentStatus,
  assertCanCancelFulfillment,
  assertCanFulfillQuantity,
  assertCanShip,
  fulfillmentStatusOf,
  generateId,
  invalidData,
  notFound,
  type ShipmentTracking,
  trackingUrl,
} from '@mercato/domain'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { fulfillmentProvider } from '../checkout/providers/fulfillment'
import { consumeReservations, restoreReservations } from './stock-moves'

// Fulfillments and shipments of whatever owns line items after a sale: the order itself, a swap's
// additional items or a claim's replacement items. The rules are the same for the three; only the
// column that links rows to their owner and the status they roll up into differ.

export interface FulfillmentOwner {
  kind: 'order' | 'swap' | 'claim'
  id: string
}

const itemColumn = {
  order: lineItem.order_id,
  swap: lineItem.swap_id,
  claim: lineItem.claim_order_id,
} as const
const fulfillmentColumn = {
  order: fulfillment.order_id,
  swap: fulfillment.swap_id,
  claim: fulfillment.claim_order_id,
} as const
const methodColumn = {
  order: shippingMethod.order_id,
  swap: shippingMethod.swap_id,
  claim: shippingMethod.claim_order_id,
} as const

type Item = typeof lineItem.$inferSelect
type Fulfillment = typeof fulfillment.$inferSelect

/** The owner's line items, locked so that concurrent fulfillments count the same units once. */
async function lockItems(tx: Tx, owner: FulfillmentOwner): Promise<Item[]> {
  return tx
    .select()
    .from(lineItem)
    .where(eq(itemColumn[owner.kind], owner.id))
    .orderBy(asc(lineItem.id))
    .for('update')
}

async function providerOf(tx: Tx, owner: FulfillmentOwner) {
  const [row] = await tx
    .select({ provider_id: shippingOption.provider_id, data: shippingMethod.data })
    .from(shippingMethod)
    .innerJoin(shippingOption, eq(shippingOption.id, shippingMethod.shipping_option_id))
    .where(eq(methodColumn[owner.kind], owner.id))
    .limit(1)
  return { provider: fulfillmentProvider(row?.provider_id ?? 'manual'), data: row?.data ?? {} }
}

export interface FulfillmentInput {
  items: Array<{ item_id: string; quantity: number }>
  location_id?: string | undefined
  no_notification?: boolean | undefined
  metadata?: Record<string, unknown> | null | undefined
}

/** Creates one fulfillment of the given quantities; returns its id. */
export async function createFulfillmentFor(tx: Tx, owner: FulfillmentOwner, input: FulfillmentInput) {
  const items = await lockItems(tx, owner)
  const byId = new Map(items.map((i) => [i.id, i]))
  const wanted = new Map<string, number>()
  for (const { item_id, quantity } of input.items) wanted.set(item_id, (wanted.get(item_id) ?? 0) + quantity)
  if (wanted.size === 0) throw invalidData('items must name at least one line item to fulfill')
  for (const [id, quantity] of wanted) {
    const item = byId.get(id)
    if (!item) throw notFound(`Line item with id: ${id} does not belong to this ${owner.kind}`)
    assertCanFulfillQuantity(item, quantity)
  }
  if (input.location_id) {
    const [loc] = await tx
      .select({ id: stockLocation.id })
      .from(stockLocation)
      .where(and(eq(stockLocation.id, input.location_id), isNull(stockLocation.deleted_at)))
    if (!loc) throw notFound(`Stock location with id: ${input.location_id} was not found`)
  }
  const lines = [...wanted].map(([line_item_id, quantity]) => ({ line_item_id, quantity }))
  const location = await consumeReservations(tx, lines, input.location_id ?? null)
  const { provider, data } = await providerOf(tx, owner)
  const id = generateId('ful')
  const providerData = await provider.createFulfillment(
    data,
    lines.map((l) => ({ item_id: l.line_item_id, quantity: l.quantity })),
    { id: owner.id },
  )
  await tx.insert(fulfillment).values({
    id,
    order_id: owner.kind === 'order' ? owner.id : null,
    swap_id: owner.kind === 'swap' ? owner.id : null,
    claim_order_id: owner.kind === 'claim' ? owner.id : null,
    provider_id: provider.id,
    location_id: location,
    data: providerData,
    no_notification: input.no_notification ?? null,
    metadata: input.metadata ?? null,
  })
  await tx
    .insert(fulfillmentItem)
    .values(lines.map((l) => ({ fulfillment_id: id, item_id: l.line_item_id, quantity: l.quantity })))
  for (const l of lines)
    await tx
      .update(lineItem)
      .set({
        fulfilled_quantity: sql`coalesce(${lineItem.fulfilled_quantity}, 0) + ${l.quantity}`,
        updated_at: new Date(),
      })
      .where(eq(lineItem.id, l.line_item_id))
  await rollUpFulfillmentStatus(tx, owner)
  return id
}

async function ownFulfillment(tx: Tx, owner: FulfillmentOwner, fulfillmentId: string) {
  const [f] = await tx
    .select()
    .from(fulfillment)
    .where(and(eq(fulfillment.id, fulfillmentId), eq(fulfillmentColumn[owner.kind], owner.id)))
    .for('update')
  if (!f) throw notFound(`Fulfillment with id: ${fulfillmentId} was not found on this ${owner.kind}`)
  return f
}

async function itemsOf(tx: Tx, f: Fulfillment) {
  return tx
    .select({
      line_item_id: fulfillmentItem.item_id,
      quantity: fulfillmentItem.quantity,
      variant_id: lineItem.variant_id,
    })
    .from(fulfillmentItem)
    .innerJoin(lineItem, eq(lineItem.id, fulfillmentItem.item_id))
    .where(eq(fulfillmentItem.fulfillment_id, f.id))
    .orderBy(asc(fulfillmentItem.item_id))
}

/**
 * Hands a fulfillment to the carrier: tracking links (with the carrier's tracking page when it is named),
 * shipped quantities, the owner's status.
 */
export async function createShipmentFor(
  tx: Tx,
  owner: FulfillmentOwner,
  fulfillmentId: string,
  trackingNumbers: string[],
  tracking: ShipmentTracking = {},
) {
  if (tracking.carrier && tracking.tracking_url)
    throw invalidData('Give either carrier or tracking_url, not both')
  await lockItems(tx, owner)
  const f = await ownFulfillment(tx, owner, fulfillmentId)
  assertCanShip(f)
  const now = new Date()
  await tx
    .update(fulfillment)
    .set({ shipped_at: now, tracking_numbers: trackingNumbers, updated_at: now })
    .where(eq(fulfillment.id, f.id))
  if (trackingNumbers.length)
    await tx.insert(trackingLink).values(
      // Links are read back by created_at, then id, which is random within a millisecond: a millisecond
      // apart, they keep the order they were typed in.
      trackingNumbers.map((n, i) => ({
        id: generateId('tlink'),
        tracking_number: n,
        url: trackingUrl(tracking, n),
        fulfillment_id: f.id,
        created_at: new Date(now.getTime() + i),
      })),
    )
  for (const l of await itemsOf(tx, f))
    await tx
      .update(lineItem)
      .set({
        shipped_quantity: sql`coalesce(${lineItem.shipped_quantity}, 0) + ${l.quantity}`,
        updated_at: now,
      })
      .where(eq(lineItem.id, l.line_item_id))
  await rollUpFulfillmentStatus(tx, owner)
}

/** Cancels a fulfillment that has not shipped: its units go back to being reserved for the owner. */
export async function cancelFulfillmentFor(tx: Tx, owner: FulfillmentOwner, fulfillmentId: string) {
  await lockItems(tx, owner)
  const f = await ownFulfillment(tx, owner, fulfillmentId)
  assertCanCancelFulfillment(f)
  const now = new Date()
  await fulfillmentProvider(f.provider_id).cancelFulfillment(f.data)
  await tx.update(fulfillment).set({ canceled_at: now, updated_at: now }).where(eq(fulfillment.id, f.id))
  const lines = await itemsOf(tx, f)
  for (const l of lines)
    await tx
      .update(lineItem)
      .set({
        fulfilled_quantity: sql`greatest(coalesce(${lineItem.fulfilled_quantity}, 0) - ${l.quantity}, 0)`,
        updated_at: now,
      })
      .where(eq(lineItem.id, l.line_item_id))
  await restoreReservations(tx, lines, f.location_id)
  await rollUpFulfillmentStatus(tx, owner)
}

const quantities = (items: Item[]) =>
  items.map((i) => ({
    quantity: i.quantity,
    fulfilled_quantity: i.fulfilled_quantity ?? 0,
    shipped_quantity: i.shipped_quantity ?? 0,
    returned_quantity: i.returned_quantity ?? 0,
  }))

// Swaps know fewer fulfillment states than orders and claims (contract §3.1).
const SWAP_STATUS: Partial<Record<FulfillmentStatus, FulfillmentStatus>> = {
  partially_fulfilled: 'requires_action',
  partially_returned: 'shipped',
  returned: 'shipped',
}

/** Recomputes the owner's fulfillment_status from what its items have been through. */
export async function rollUpFulfillmentStatus(tx: Tx, owner: FulfillmentOwner) {
  const items = await tx.select().from(lineItem).where(eq(itemColumn[owner.kind], owner.id))
  const status = fulfillmentStatusOf(quantities(items))
  const now = new Date()
  if (owner.kind === 'order')
    await tx.update(order).set({ fulfillment_status: status, updated_at: now }).where(eq(order.id, owner.id))
  else if (owner.kind === 'claim')
    await tx
      .update(claimOrder)
      .set({ fulfillment_status: status, updated_at: now })
      .where(eq(claimOrder.id, owner.id))
  else
    await tx
      .update(swap)
      .set({ fulfillment_status: (SWAP_STATUS[status] ?? status) as never, updated_at: now })
      .where(eq(swap.id, owner.id))
}

/** An owner's fulfillments that are not canceled, and how many of them shipped. */
export async function liveFulfillments(tx: Tx, owner: FulfillmentOwner) {
  const rows = await tx
    .select({ id: fulfillment.id, shipped_at: fulfillment.shipped_at })
    .from(fulfillment)
    .where(and(eq(fulfillmentColumn[owner.kind], owner.id), isNull(fulfillment.canceled_at)))
  return { live: rows.length, shipped: rows.filter((r) => r.shipped_at).length, ids: rows.map((r) => r.id) }
}
