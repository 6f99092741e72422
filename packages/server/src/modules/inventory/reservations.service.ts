import { inventoryItem, inventoryLevel, reservationItem, stockLocation } from '@mercato/db'
import { ErrorCodes, generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { type RetrieveQuery, mergeMetadata, relationsOf } from '../../http/route-helpers'
import { findLevel } from './inventory-items.queries'
import {
  type ReservationFilters,
  decorateReservations,
  findReservation,
  listReservationRows,
} from './reservations.queries'

const NOT_FOUND = (id: string) => notFound(`Reservation with id: ${id} was not found`)

export async function retrieveReservation(ctx: AppContext, id: string, q: RetrieveQuery = {}) {
  const row = await findReservation(ctx.db, id)
  if (!row) throw NOT_FOUND(id)
  const [out] = await decorateReservations(ctx.db, [row], relationsOf(q.expand, []), q.fields)
  return out!
}

export async function listReservations(ctx: AppContext, query: ListQuery<ReservationFilters>) {
  const [rows, count] = await listReservationRows(ctx.db, query)
  const reservations = await decorateReservations(ctx.db, rows, relationsOf(query.expand, []), query.fields)
  return { reservations, count }
}

/**
 * Takes `qty` units at a location, or fails without changing anything. The availability check is
 * the UPDATE's own condition, evaluated on the latest row version under its row lock, so concurrent
 * reservations can never push reserved_quantity above stocked_quantity.
 */
async function reserve(tx: Tx, itemId: string, locationId: string, qty: number) {
  const [row] = await tx
    .update(inventoryLevel)
    .set({ reserved_quantity: sql`${inventoryLevel.reserved_quantity} + ${qty}`, updated_at: new Date() })
    .where(
      and(
        eq(inventoryLevel.inventory_item_id, itemId),
        eq(inventoryLevel.location_id, locationId),
        isNull(inventoryLevel.deleted_at),
        sql`${inventoryLevel.stocked_quantity} - ${inventoryLevel.reserved_quantity} >= ${qty}`,
      ),
    )
    .returning({ id: inventoryLevel.id })
  if (row) return
  const level = await findLevel(tx, itemId, locationId)
  if (!level) throw invalidData(`Item ${itemId} is not stocked at location ${locationId}`)
  const available = Math.max(level.stocked_quantity - level.reserved_quantity, 0)
  throw notAllowed(
    `Inventory item with id: ${itemId} does not have the required inventory at location ${locationId} (${available} available, ${qty} requested)`,
    ErrorCodes.INSUFFICIENT_INVENTORY,
  )
}

async function release(tx: Tx, itemId: string, locationId: string, qty: number) {
  await tx
    .update(inventoryLevel)
    .set({
      reserved_quantity: sql`greatest(${inventoryLevel.reserved_quantity} - ${qty}, 0)`,
      updated_at: new Date(),
    })
    .where(and(eq(inventoryLevel.inventory_item_id, itemId), eq(inventoryLevel.location_id, locationId)))
}

/** Share locks keep the item and location alive until this transaction ends (deletes wait). */
async function holdItem(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: inventoryItem.id })
    .from(inventoryItem)
    .where(and(eq(inventoryItem.id, id), isNull(inventoryItem.deleted_at)))
    .for('share')
  if (!row) throw invalidData(`Inventory item with id: ${id} was not found`)
}

async function holdLocation(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: stockLocation.id })
    .from(stockLocation)
    .where(and(eq(stockLocation.id, id), isNull(stockLocation.deleted_at)))
    .for('share')
  if (!row) throw invalidData(`Stock location with id: ${id} was not found`)
}

export interface CreateReservationInput {
  line_item_id?: string | undefined
  location_id: string
  inventory_item_id: string
  quantity: number
  description?: string | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export async function createReservation(
  ctx: AppContext,
  input: CreateReservationInput,
  userId: string | undefined,
  q?: RetrieveQuery,
) {
  const id = await inTransaction(ctx, async (tx, events) => {
    await holdItem(tx, input.inventory_item_id)
    await holdLocation(tx, input.location_id)
    await reserve(tx, input.inventory_item_id, input.location_id, input.quantity)
    const id = generateId('resitem')
    await tx.insert(reservationItem).values({
      id,
      inventory_item_id: input.inventory_item_id,
      location_id: input.location_id,
      line_item_id: input.line_item_id ?? null,
      quantity: input.quantity,
      description: input.description ?? null,
      created_by: userId ?? null,
      metadata: input.metadata ?? null,
    })
    events.emit('reservation-item.created', { id })
    return id
  })
  return retrieveReservation(ctx, id, q)
}

export interface UpdateReservationInput {
  location_id?: string | undefined
  quantity?: number | undefined
  description?: string | null | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export async function updateReservation(
  ctx: AppContext,
  id: string,
  input: UpdateReservationInput,
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    const [old] = await tx
      .select()
      .from(reservationItem)
      .where(and(eq(reservationItem.id, id), isNull(reservationItem.deleted_at)))
      .for('update')
    if (!old) throw NOT_FOUND(id)
    const location = input.location_id ?? old.location_id
    const quantity = input.quantity ?? old.quantity
    const item = old.inventory_item_id
    const ops: Array<{ location: string; run: () => Promise<void> }> = []
    if (location === old.location_id) {
      const delta = quantity - old.quantity
      if (delta > 0) ops.push({ location, run: () => reserve(tx, item, location, delta) })
      if (delta < 0) ops.push({ location, run: () => release(tx, item, location, -delta) })
    } else {
      await holdLocation(tx, location)
      ops.push({ location: old.location_id, run: () => release(tx, item, old.location_id, old.quantity) })
      ops.push({ location, run: () => reserve(tx, item, location, quantity) })
    }
    // Touch levels in one global order, so two moves in opposite directions cannot deadlock.
    ops.sort((a, b) => (a.location < b.location ? -1 : 1))
    for (const op of ops) await op.run()
    await tx
      .update(reservationItem)
      .set({
        location_id: location,
        quantity,
        ...(input.description !== undefined ? { description: input.description } : {}),
        metadata: mergeMetadata(old.metadata, input.metadata),
        updated_at: new Date(),
      })
      .where(eq(reservationItem.id, id))
    events.emit('reservation-item.updated', { id })
  })
  return retrieveReservation(ctx, id, q)
}

/** Claiming the row with a conditional UPDATE makes a double delete release the units only once. */
export async function deleteReservation(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .update(reservationItem)
      .set({ deleted_at: new Date() })
      .where(and(eq(reservationItem.id, id), isNull(reservationItem.deleted_at)))
      .returning()
    if (!row) throw NOT_FOUND(id)
    await release(tx, row.inventory_item_id, row.location_id, row.quantity)
    events.emit('reservation-item.deleted', { id })
    return { id, object: 'reservation', deleted: true }
  })
}
