import {
  inventoryLevel,
  reservationItem,
  salesChannelLocation,
  stockLocation,
  stockLocationAddress,
} from '@mercato/db'
import { generateId, invalidData, notFound } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { type RetrieveQuery, mergeMetadata, relationsOf } from '../../http/route-helpers'
import {
  DEFAULT_STOCK_LOCATION_RELATIONS,
  type StockLocationFilters,
  decorateStockLocations,
  findStockLocation,
  listStockLocationRows,
} from './stock-locations.queries'

export async function retrieveStockLocation(ctx: AppContext, id: string, q: RetrieveQuery = {}) {
  const row = await findStockLocation(ctx.db, id)
  if (!row) throw notFound(`Stock location with id ${id} was not found`)
  const [out] = await decorateStockLocations(
    ctx.db,
    [row],
    relationsOf(q.expand, DEFAULT_STOCK_LOCATION_RELATIONS),
    q.fields,
  )
  return out!
}

export async function listStockLocations(ctx: AppContext, query: ListQuery<StockLocationFilters>) {
  const [rows, count] = await listStockLocationRows(ctx.db, query)
  const locations = await decorateStockLocations(
    ctx.db,
    rows,
    relationsOf(query.expand, DEFAULT_STOCK_LOCATION_RELATIONS),
    query.fields,
  )
  return { stock_locations: locations, count }
}

export interface AddressInput {
  address_1?: string | undefined
  address_2?: string | null | undefined
  company?: string | null | undefined
  city?: string | null | undefined
  country_code?: string | undefined
  phone?: string | null | undefined
  postal_code?: string | null | undefined
  province?: string | null | undefined
  metadata?: Record<string, unknown> | null | undefined
}

export interface StockLocationInput {
  name?: string | undefined
  address_id?: string | null | undefined
  address?: AddressInput | undefined
  metadata?: Record<string, unknown> | null | undefined
}

async function assertAddress(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: stockLocationAddress.id })
    .from(stockLocationAddress)
    .where(and(eq(stockLocationAddress.id, id), isNull(stockLocationAddress.deleted_at)))
  if (!row) throw invalidData(`Stock location address with id: ${id} was not found`)
}

async function insertAddress(tx: Tx, input: AddressInput): Promise<string> {
  if (!input.address_1 || !input.country_code)
    throw invalidData('address.address_1 and address.country_code are required for a new address')
  const id = generateId('laddr')
  await tx.insert(stockLocationAddress).values({
    ...input,
    id,
    address_1: input.address_1,
    country_code: input.country_code.toLowerCase(),
  })
  return id
}

export async function createStockLocation(
  ctx: AppContext,
  input: StockLocationInput & { name: string },
  q?: RetrieveQuery,
) {
  const id = await inTransaction(ctx, async (tx, events) => {
    let addressId = input.address_id ?? null
    if (addressId) await assertAddress(tx, addressId)
    if (input.address) addressId = await insertAddress(tx, input.address)
    const id = generateId('sloc')
    await tx
      .insert(stockLocation)
      .values({ id, name: input.name, address_id: addressId, metadata: input.metadata ?? null })
    events.emit('stock-location.created', { id })
    return id
  })
  return retrieveStockLocation(ctx, id, q)
}

async function lockLocation(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(stockLocation)
    .where(and(eq(stockLocation.id, id), isNull(stockLocation.deleted_at)))
    .for('update')
  if (!row) throw notFound(`Stock location with id ${id} was not found`)
  return row
}

export async function updateStockLocation(
  ctx: AppContext,
  id: string,
  input: StockLocationInput,
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    const existing = await lockLocation(tx, id)
    let addressId = input.address_id === undefined ? existing.address_id : input.address_id
    if (input.address_id) await assertAddress(tx, input.address_id)
    if (input.address) {
      // Update the location's address in place, or create one if it has none.
      if (addressId) {
        const { country_code, ...rest } = input.address
        await tx
          .update(stockLocationAddress)
          .set({
            ...rest,
            ...(country_code ? { country_code: country_code.toLowerCase() } : {}),
            updated_at: new Date(),
          })
          .where(eq(stockLocationAddress.id, addressId))
      } else addressId = await insertAddress(tx, input.address)
    }
    await tx
      .update(stockLocation)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        address_id: addressId,
        metadata: mergeMetadata(existing.metadata, input.metadata),
        updated_at: new Date(),
      })
      .where(eq(stockLocation.id, id))
    events.emit('stock-location.updated', { id })
  })
  return retrieveStockLocation(ctx, id, q)
}

/** Soft delete; its channel links and stock levels go, its reservations are cancelled with it. */
export async function deleteStockLocation(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    await lockLocation(tx, id)
    const now = new Date()
    await tx.update(stockLocation).set({ deleted_at: now }).where(eq(stockLocation.id, id))
    await tx.delete(salesChannelLocation).where(eq(salesChannelLocation.location_id, id))
    await tx
      .update(reservationItem)
      .set({ deleted_at: now })
      .where(and(eq(reservationItem.location_id, id), isNull(reservationItem.deleted_at)))
    await tx.delete(inventoryLevel).where(eq(inventoryLevel.location_id, id))
    events.emit('stock-location.deleted', { id })
    return { id, object: 'stock_location', deleted: true }
  })
}
