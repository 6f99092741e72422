import {
  inventoryItem,
  inventoryLevel,
  productVariant,
  productVariantInventoryItem,
  reservationItem,
} from '@mercato/db'
import { generateId, invalidData, notFound } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { type RetrieveQuery, mergeMetadata, relationsOf } from '../../http/route-helpers'
import {
  INVENTORY_ITEM_RELATIONS,
  type InventoryItemFilters,
  decorateInventoryItems,
  findInventoryItem,
  listInventoryItemRows,
} from './inventory-items.queries'

const NOT_FOUND = (id: string) => notFound(`Inventory item with id ${id} was not found`)

export async function retrieveInventoryItem(ctx: AppContext, id: string, q: RetrieveQuery = {}) {
  const row = await findInventoryItem(ctx.db, id)
  if (!row) throw NOT_FOUND(id)
  const [out] = await decorateInventoryItems(
    ctx.db,
    [row],
    relationsOf(q.expand, INVENTORY_ITEM_RELATIONS),
    q.fields,
  )
  return out!
}

export async function listInventoryItems(ctx: AppContext, query: ListQuery<InventoryItemFilters>) {
  const [rows, count] = await listInventoryItemRows(ctx.db, query)
  const items = await decorateInventoryItems(
    ctx.db,
    rows,
    relationsOf(query.expand, INVENTORY_ITEM_RELATIONS),
    query.fields,
    query.filters.location_id,
  )
  return { inventory_items: items, count }
}

export interface InventoryItemInput {
  sku?: string | null | undefined
  hs_code?: string | null | undefined
  origin_country?: string | null | undefined
  mid_code?: string | null | undefined
  material?: string | null | undefined
  weight?: number | null | undefined
  length?: number | null | undefined
  height?: number | null | undefined
  width?: number | null | undefined
  title?: string | null | undefined
  description?: string | null | undefined
  thumbnail?: string | null | undefined
  requires_shipping?: boolean | undefined
  metadata?: Record<string, unknown> | null | undefined
}

/** Creates an item for a variant and links them (Medusa requires the variant). */
export async function createInventoryItem(
  ctx: AppContext,
  input: InventoryItemInput & { variant_id: string },
  q?: RetrieveQuery,
) {
  const id = await inTransaction(ctx, async (tx, events) => {
    const { variant_id, ...fields } = input
    const [variant] = await tx
      .select({ id: productVariant.id })
      .from(productVariant)
      .where(and(eq(productVariant.id, variant_id), isNull(productVariant.deleted_at)))
    if (!variant) throw invalidData(`Variant with id: ${variant_id} was not found`)
    const id = generateId('iitem')
    await tx.insert(inventoryItem).values({ ...fields, id })
    await tx
      .insert(productVariantInventoryItem)
      .values({ id: generateId('pvitem'), inventory_item_id: id, variant_id })
    events.emit('inventory-item.created', { id })
    return id
  })
  return retrieveInventoryItem(ctx, id, q)
}

export async function lockInventoryItem(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(inventoryItem)
    .where(and(eq(inventoryItem.id, id), isNull(inventoryItem.deleted_at)))
    .for('update')
  if (!row) throw NOT_FOUND(id)
  return row
}

export async function updateInventoryItem(
  ctx: AppContext,
  id: string,
  input: InventoryItemInput,
  q?: RetrieveQuery,
) {
  await inTransaction(ctx, async (tx, events) => {
    const existing = await lockInventoryItem(tx, id)
    const { metadata, ...fields } = input
    await tx
      .update(inventoryItem)
      .set({ ...fields, metadata: mergeMetadata(existing.metadata, metadata), updated_at: new Date() })
      .where(eq(inventoryItem.id, id))
    events.emit('inventory-item.updated', { id })
  })
  return retrieveInventoryItem(ctx, id, q)
}

/** Soft-deletes the item, cancels its reservations, drops its levels and its variant links. */
export async function deleteInventoryItem(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    await lockInventoryItem(tx, id)
    const now = new Date()
    await tx.update(inventoryItem).set({ deleted_at: now }).where(eq(inventoryItem.id, id))
    await tx
      .update(reservationItem)
      .set({ deleted_at: now })
      .where(and(eq(reservationItem.inventory_item_id, id), isNull(reservationItem.deleted_at)))
    await tx.delete(inventoryLevel).where(eq(inventoryLevel.inventory_item_id, id))
    await tx.delete(productVariantInventoryItem).where(eq(productVariantInventoryItem.inventory_item_id, id))
    events.emit('inventory-item.deleted', { id })
    return { id, object: 'inventory_item', deleted: true }
  })
}
