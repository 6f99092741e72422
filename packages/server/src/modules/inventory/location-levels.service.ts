import { inventoryLevel } from '@mercato/db'
import { duplicate, generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, eq, lte } from 'drizzle-orm'
import { type AppContext, type PendingEvents, type Tx, inTransaction } from '../../context'
import { type RetrieveQuery, mergeMetadata } from '../../http/route-helpers'
import { findInventoryItem, findLevel, levelsOf } from './inventory-items.queries'
import { lockInventoryItem, retrieveInventoryItem } from './inventory-items.service'
import { liveLocationIds } from './stock-locations.queries'

const levelNotFound = (itemId: string, locationId: string) =>
  notFound(`Item ${itemId} is not stocked at location ${locationId}`)

export async function listLocationLevels(ctx: AppContext, itemId: string, locationIds?: string[]) {
  if (!(await findInventoryItem(ctx.db, itemId)))
    throw notFound(`Inventory item with id ${itemId} was not found`)
  return { id: itemId, location_levels: await levelsOf(ctx.db, [itemId], locationIds) }
}

export interface LevelInput {
  stocked_quantity?: number | undefined
  incoming_quantity?: number | undefined
  metadata?: Record<string, unknown> | null | undefined
}

/** One level per item and location: a second one is refused (and the unique index backs that up). */
export async function createLocationLevel(
  ctx: AppContext,
  itemId: string,
  input: LevelInput & { location_id: string; stocked_quantity: number },
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    await lockInventoryItem(tx, itemId)
    const [loc] = await liveLocationIds(tx, [input.location_id])
    if (!loc) throw invalidData(`Stock location with id: ${input.location_id} was not found`)
    if (await findLevel(tx, itemId, input.location_id))
      throw duplicate(
        `Item ${itemId} already has a level at location ${input.location_id}; update it instead`,
      )
    const id = generateId('ilev')
    await tx.insert(inventoryLevel).values({
      id,
      inventory_item_id: itemId,
      location_id: input.location_id,
      stocked_quantity: input.stocked_quantity,
      incoming_quantity: input.incoming_quantity ?? 0,
      metadata: input.metadata ?? null,
    })
    events.emit('inventory-level.created', { id, inventory_item_id: itemId, location_id: input.location_id })
  })
  return retrieveInventoryItem(ctx, itemId, q)
}

/**
 * Stock may not drop below what is reserved: the condition sits in the UPDATE itself, so a
 * reservation made at the same moment cannot slip past it.
 */
export async function updateLocationLevel(
  ctx: AppContext,
  itemId: string,
  locationId: string,
  input: LevelInput,
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    await lockInventoryItem(tx, itemId)
    const existing = await findLevel(tx, itemId, locationId)
    if (!existing) throw levelNotFound(itemId, locationId)
    const { stocked_quantity, incoming_quantity, metadata } = input
    const where = eq(inventoryLevel.id, existing.id)
    const [row] = await tx
      .update(inventoryLevel)
      .set({
        ...(stocked_quantity !== undefined ? { stocked_quantity } : {}),
        ...(incoming_quantity !== undefined ? { incoming_quantity } : {}),
        metadata: mergeMetadata(existing.metadata, metadata),
        updated_at: new Date(),
      })
      .where(
        stocked_quantity !== undefined
          ? and(where, lte(inventoryLevel.reserved_quantity, stocked_quantity))
          : where,
      )
      .returning({ id: inventoryLevel.id })
    if (!row) {
      const level = await findLevel(tx, itemId, locationId)
      if (!level) throw levelNotFound(itemId, locationId)
      throw notAllowed(
        `stocked_quantity cannot be lower than the reserved quantity (${level.reserved_quantity}) at location ${locationId}`,
      )
    }
    events.emit('inventory-level.updated', { id: row.id, inventory_item_id: itemId, location_id: locationId })
  })
  return retrieveInventoryItem(ctx, itemId, q)
}

/** A level holding reservations cannot be deleted: the reservations would point at nothing. */
export async function deleteLocationLevel(
  ctx: AppContext,
  itemId: string,
  locationId: string,
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    await lockInventoryItem(tx, itemId)
    const [row] = await tx
      .delete(inventoryLevel)
      .where(
        and(
          eq(inventoryLevel.inventory_item_id, itemId),
          eq(inventoryLevel.location_id, locationId),
          eq(inventoryLevel.reserved_quantity, 0),
        ),
      )
      .returning({ id: inventoryLevel.id })
    if (!row) {
      const level = await findLevel(tx, itemId, locationId)
      if (!level) throw levelNotFound(itemId, locationId)
      throw notAllowed(
        `Cannot remove the level of item ${itemId} at location ${locationId}: ${level.reserved_quantity} units are reserved there`,
      )
    }
    events.emit('inventory-level.deleted', { id: row.id, inventory_item_id: itemId, location_id: locationId })
  })
  return retrieveInventoryItem(ctx, itemId, q)
}

export type LevelChange = 'created' | 'updated' | 'unchanged'

/**
 * Sets an item's stocked quantity at a location inside the caller's transaction (a batch import's),
 * creating the level when the item is not stocked there yet. The same rules and events as the
 * Admin API's level routes: never below what is reserved, and `inventory-level.*` so caches refresh.
 */
export async function setLevelStock(
  tx: Tx,
  events: PendingEvents,
  itemId: string,
  locationId: string,
  stocked: number,
): Promise<LevelChange> {
  await lockInventoryItem(tx, itemId)
  const existing = await findLevel(tx, itemId, locationId)
  const data = { inventory_item_id: itemId, location_id: locationId }
  if (!existing) {
    const [loc] = await liveLocationIds(tx, [locationId])
    if (!loc) throw invalidData(`Stock location with id: ${locationId} was not found`)
    const id = generateId('ilev')
    await tx.insert(inventoryLevel).values({ id, ...data, stocked_quantity: stocked })
    events.emit('inventory-level.created', { id, ...data })
    return 'created'
  }
  if (existing.stocked_quantity === stocked) return 'unchanged'
  const [row] = await tx
    .update(inventoryLevel)
    .set({ stocked_quantity: stocked, updated_at: new Date() })
    .where(and(eq(inventoryLevel.id, existing.id), lte(inventoryLevel.reserved_quantity, stocked)))
    .returning({ id: inventoryLevel.id })
  if (!row)
    throw notAllowed(
      `stocked_quantity cannot be lower than the reserved quantity (${existing.reserved_quantity}) at location ${locationId}`,
    )
  events.emit('inventory-level.updated', { id: row.id, ...data })
  return 'updated'
}
