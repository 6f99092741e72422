import { inventoryItem, inventoryLevel } from '@mercato/db'
import { duplicate, generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
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

/** An item's stocked quantity to set at a location. */
export interface LevelStock {
  itemId: string
  locationId: string
  stocked: number
}

/**
 * Sets stocked quantities inside the caller's transaction (a batch import's), creating a level where
 * the item is not stocked yet, in a fixed number of statements whatever the batch's size. The same
 * rules and events as the Admin API's level routes: the items locked (in id order, so two writers
 * cannot deadlock), never below what is reserved, and `inventory-level.*` so caches refresh.
 */
export async function setLevelsStock(tx: Tx, events: PendingEvents, changes: LevelStock[]) {
  if (changes.length === 0) return
  const itemIds = [...new Set(changes.map((c) => c.itemId))].sort()
  const locked = await tx
    .select({ id: inventoryItem.id })
    .from(inventoryItem)
    .where(and(inArray(inventoryItem.id, itemIds), isNull(inventoryItem.deleted_at)))
    .orderBy(inventoryItem.id)
    .for('update')
  const lost = itemIds.find((id) => !locked.some((r) => r.id === id))
  if (lost) throw notFound(`Inventory item with id: ${lost} was not found`)
  const levels = await tx
    .select()
    .from(inventoryLevel)
    .where(inArray(inventoryLevel.inventory_item_id, itemIds))
  const levelAt = new Map(levels.map((l) => [`${l.inventory_item_id} ${l.location_id}`, l]))
  const updates: Array<{ level: (typeof levels)[number]; stocked: number }> = []
  const inserts: Array<typeof inventoryLevel.$inferInsert> = []
  for (const c of changes) {
    const level = levelAt.get(`${c.itemId} ${c.locationId}`)
    if (!level)
      inserts.push({
        id: generateId('ilev'),
        inventory_item_id: c.itemId,
        location_id: c.locationId,
        stocked_quantity: c.stocked,
      })
    else if (level.stocked_quantity !== c.stocked) updates.push({ level, stocked: c.stocked })
  }
  const newLocations = [...new Set(inserts.map((l) => l.location_id))]
  const live = new Set(await liveLocationIds(tx, newLocations))
  const gone = newLocations.find((id) => !live.has(id))
  if (gone) throw invalidData(`Stock location with id: ${gone} was not found`)
  if (updates.length > 0) {
    const values = sql.join(
      updates.map((u) => sql`(${u.level.id}, ${u.stocked}::integer)`),
      sql`, `,
    )
    const result = (await tx.execute(
      sql`UPDATE inventory_level AS l SET stocked_quantity = v.stocked, updated_at = now()
          FROM (VALUES ${values}) AS v(id, stocked)
          WHERE l.id = v.id AND l.reserved_quantity <= v.stocked RETURNING l.id`,
    )) as unknown as { rows: Array<{ id: string }> }
    const written = new Set(result.rows.map((r) => r.id))
    const short = updates.find((u) => !written.has(u.level.id))
    if (short)
      throw notAllowed(
        `stocked_quantity cannot be lower than the reserved quantity (${short.level.reserved_quantity}) at location ${short.level.location_id}`,
      )
  }
  if (inserts.length > 0) await tx.insert(inventoryLevel).values(inserts)
  for (const { level } of updates)
    events.emit('inventory-level.updated', {
      id: level.id,
      inventory_item_id: level.inventory_item_id,
      location_id: level.location_id,
    })
  for (const l of inserts)
    events.emit('inventory-level.created', {
      id: l.id,
      inventory_item_id: l.inventory_item_id,
      location_id: l.location_id,
    })
}
