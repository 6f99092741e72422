import {
  inventoryItem,
  inventoryLevel,
  product,
  productVariant,
  productVariantInventoryItem,
} from '@mercato/db'
import { type SQL, and, asc, eq, exists, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { type NumberFilter, groupBy, numberConditions, project } from '../../http/route-helpers'

export type InventoryItemRow = typeof inventoryItem.$inferSelect
export type InventoryLevelRow = typeof inventoryLevel.$inferSelect
export const INVENTORY_ITEM_RELATIONS = ['location_levels', 'variants'] as const

export async function findInventoryItem(db: Tx, id: string): Promise<InventoryItemRow | undefined> {
  const [row] = await db
    .select()
    .from(inventoryItem)
    .where(and(eq(inventoryItem.id, id), isNull(inventoryItem.deleted_at)))
    .limit(1)
  return row
}

export async function findLevel(db: Tx, itemId: string, locationId: string) {
  const [row] = await db
    .select()
    .from(inventoryLevel)
    .where(and(eq(inventoryLevel.inventory_item_id, itemId), eq(inventoryLevel.location_id, locationId)))
    .limit(1)
  return row
}

export interface InventoryItemFilters {
  id?: string[]
  location_id?: string[]
  sku?: string[]
  origin_country?: string[]
  mid_code?: string[]
  material?: string[]
  hs_code?: string[]
  weight?: NumberFilter
  length?: NumberFilter
  height?: NumberFilter
  width?: NumberFilter
  requires_shipping?: boolean
  /** Mercato extension: items whose available quantity (stocked − reserved, summed) is at most this. */
  low_stock?: number
}

export async function listInventoryItemRows(
  db: Tx,
  query: ListQuery<InventoryItemFilters>,
): Promise<[InventoryItemRow[], number]> {
  const f = query.filters
  const t = inventoryItem
  const cond: (SQL | undefined)[] = [
    isNull(t.deleted_at),
    ...dateConditions({ created_at: t.created_at, updated_at: t.updated_at }, query.dates),
    ...numberConditions(t.weight, f.weight),
    ...numberConditions(t.length, f.length),
    ...numberConditions(t.height, f.height),
    ...numberConditions(t.width, f.width),
  ]
  if (f.id) cond.push(inArray(t.id, f.id))
  if (f.sku) cond.push(inArray(t.sku, f.sku))
  if (f.origin_country) cond.push(inArray(t.origin_country, f.origin_country))
  if (f.mid_code) cond.push(inArray(t.mid_code, f.mid_code))
  if (f.material) cond.push(inArray(t.material, f.material))
  if (f.hs_code) cond.push(inArray(t.hs_code, f.hs_code))
  if (f.requires_shipping !== undefined) cond.push(eq(t.requires_shipping, f.requires_shipping))
  if (f.location_id)
    cond.push(
      exists(
        db
          .select({ one: inventoryLevel.id })
          .from(inventoryLevel)
          .where(
            and(
              eq(inventoryLevel.inventory_item_id, t.id),
              inArray(inventoryLevel.location_id, f.location_id),
            ),
          ),
      ),
    )
  if (query.q) cond.push(searchAny([t.sku, t.title], query.q))
  if (f.low_stock !== undefined) {
    // Summed over the filtered locations, as the item's listed quantities are.
    const atLocations = f.location_id ? inArray(inventoryLevel.location_id, f.location_id) : undefined
    const available = db
      .select({
        n: sql`coalesce(sum(${inventoryLevel.stocked_quantity} - ${inventoryLevel.reserved_quantity}), 0)`,
      })
      .from(inventoryLevel)
      .where(and(eq(inventoryLevel.inventory_item_id, t.id), isNull(inventoryLevel.deleted_at), atLocations))
    cond.push(sql`(${available}) <= ${f.low_stock}`)
  }
  const where = and(...cond)
  const columns = { created_at: t.created_at, updated_at: t.updated_at, sku: t.sku, title: t.title }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...orderBy(columns, query.order, t.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(t).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/** An item's levels, each with what can still be sold there (stocked − reserved). */
export async function levelsOf(db: Tx, itemIds: string[], locationIds?: string[]) {
  if (itemIds.length === 0) return []
  const rows = await db
    .select()
    .from(inventoryLevel)
    .where(
      and(
        inArray(inventoryLevel.inventory_item_id, itemIds),
        isNull(inventoryLevel.deleted_at),
        locationIds ? inArray(inventoryLevel.location_id, locationIds) : undefined,
      ),
    )
    .orderBy(asc(inventoryLevel.created_at), asc(inventoryLevel.id))
  return rows.map((l) => ({ ...l, available_quantity: l.stocked_quantity - l.reserved_quantity }))
}

/**
 * Adds location_levels, variants and the computed stocked/reserved quantities (over the levels at
 * `locationIds` when given, as the location_id filter does). One query per relation.
 */
export async function decorateInventoryItems(
  db: Tx,
  rows: InventoryItemRow[],
  relations: Set<string>,
  fields?: string[],
  locationIds?: string[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const [levels, variants] = await Promise.all([
    levelsOf(db, ids, locationIds),
    relations.has('variants')
      ? db
          .select({
            item_id: productVariantInventoryItem.inventory_item_id,
            variant: productVariant,
            product,
          })
          .from(productVariantInventoryItem)
          .innerJoin(productVariant, eq(productVariant.id, productVariantInventoryItem.variant_id))
          .innerJoin(product, eq(product.id, productVariant.product_id))
          .where(
            and(
              inArray(productVariantInventoryItem.inventory_item_id, ids),
              isNull(productVariantInventoryItem.deleted_at),
              isNull(productVariant.deleted_at),
            ),
          )
          .orderBy(asc(productVariant.created_at), asc(productVariant.id))
      : [],
  ])
  const levelsByItem = groupBy(levels, (l) => l.inventory_item_id)
  const variantsByItem = groupBy(variants, (v) => v.item_id)
  const keep = new Set<string>([...relations, 'stocked_quantity', 'reserved_quantity'])
  return rows.map((row) => {
    const own = levelsByItem.get(row.id) ?? []
    const out: Record<string, unknown> = { ...row }
    if (relations.has('location_levels')) out.location_levels = own
    // Each variant with its product, as Medusa v1's inventory list gives them (its admin shows their titles).
    if (relations.has('variants'))
      out.variants = (variantsByItem.get(row.id) ?? []).map((v) => ({ ...v.variant, product: v.product }))
    out.stocked_quantity = own.reduce((n, l) => n + l.stocked_quantity, 0)
    out.reserved_quantity = own.reduce((n, l) => n + l.reserved_quantity, 0)
    return project(out, fields, keep)
  })
}
