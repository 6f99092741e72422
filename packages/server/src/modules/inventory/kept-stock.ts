import { invalidData } from '@mercato/domain'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { recordset, rowsOf, textArray } from '../../jobs/sql'
import { adminStockSql } from '../catalog/stock-sql'

// A variant kept at stock locations shows the stock its item's level holds, not its own count, so a
// count given for it (by the Admin API or a product import) goes to that level. Only where the answer
// is unambiguous: the variant's one item, linked to no other variant and held at one location.
// Elsewhere stock is set per location, and a changed count is refused rather than dropped.

/** A count given for a variant. */
export interface StockCount {
  variant_id: string
  quantity: number
}

/** Of a variant kept through inventory items: the stock shown for it, and whether a count has no single level to go to. */
export interface KeptStock {
  id: string
  shown: number
  ambiguous: boolean
  items: string[]
}

/** The variants among `variantIds` kept through inventory items (others count on their own column). */
export async function keptStockOf(tx: Tx, variantIds: readonly string[]): Promise<KeptStock[]> {
  if (variantIds.length === 0) return []
  const rows = await rowsOf<{ id: string; shown: number | string; ambiguous: boolean; items: string[] }>(
    tx,
    sql`SELECT v.id, ${sql.raw(adminStockSql('v'))} AS shown,
          NOT ((SELECT count(*) FROM product_variant_inventory_item o
                 WHERE o.deleted_at IS NULL AND (o.variant_id = v.id OR o.inventory_item_id IN (
                   SELECT l.inventory_item_id FROM product_variant_inventory_item l
                    WHERE l.variant_id = v.id AND l.deleted_at IS NULL))) = 1
               AND (SELECT count(*) FROM inventory_level il
                     JOIN product_variant_inventory_item l ON l.inventory_item_id = il.inventory_item_id
                    WHERE l.variant_id = v.id AND l.deleted_at IS NULL AND il.deleted_at IS NULL) = 1) AS ambiguous,
          array(SELECT l.inventory_item_id FROM product_variant_inventory_item l
                 WHERE l.variant_id = v.id AND l.deleted_at IS NULL ORDER BY l.inventory_item_id) AS items
          FROM product_variant v
         WHERE v.id = ANY(${textArray([...variantIds])}) AND v.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM product_variant_inventory_item l WHERE l.variant_id = v.id AND l.deleted_at IS NULL)`,
  )
  return rows.map((r) => ({ ...r, shown: Number(r.shown), items: [...r.items] }))
}

/**
 * Refuses, before anything is written, a count that differs from the one shown for a variant whose
 * stock has no single level to go to. The shown count itself is accepted: clients send whole variants back.
 */
export async function assertKeptStockSettable(tx: Tx, counts: readonly StockCount[]): Promise<void> {
  const kept = await keptStockOf(
    tx,
    counts.map((c) => c.variant_id),
  )
  const byId = new Map(kept.map((k) => [k.id, k]))
  for (const c of counts) {
    const k = byId.get(c.variant_id)
    if (!k?.ambiguous || c.quantity === k.shown) continue
    throw invalidData(
      `inventory_quantity of variant ${k.id} cannot be set to ${c.quantity}: its stock (${k.shown}) is counted at its stock locations, and it is kept at several locations, shares its inventory item with other variants or needs several items (${k.items.join(', ')}). Set its stock per location with POST /admin/inventory-items/{id}/location-levels/{location_id}, or send the count shown.`,
    )
  }
}

/** A level whose stocked quantity a count changed. */
export interface KeptLevel {
  id: string
  inventory_item_id: string
  location_id: string
}

/**
 * Each count becomes what the variant's one level has available: stocked = count × what one variant
 * needs + what is reserved (a negative count as 0). Variants without such a level are left alone.
 */
export async function setKeptStock(tx: Tx, counts: readonly StockCount[]): Promise<KeptLevel[]> {
  if (counts.length === 0) return []
  const rows = counts.map((c) => ({ id: c.variant_id, quantity: c.quantity }))
  return rowsOf<KeptLevel>(
    tx,
    sql`UPDATE inventory_level il
       SET stocked_quantity = greatest(0, x.quantity) * l.required_quantity + il.reserved_quantity,
           updated_at = now()
      FROM ${recordset(rows, { id: 'text', quantity: 'int' })}
      JOIN product_variant_inventory_item l ON l.variant_id = x.id AND l.deleted_at IS NULL
     WHERE il.inventory_item_id = l.inventory_item_id AND il.deleted_at IS NULL
       AND il.stocked_quantity <> greatest(0, x.quantity) * l.required_quantity + il.reserved_quantity
       AND (SELECT count(*) FROM product_variant_inventory_item o
             WHERE o.deleted_at IS NULL AND (o.variant_id = x.id OR o.inventory_item_id = l.inventory_item_id)) = 1
       AND (SELECT count(*) FROM inventory_level o
             WHERE o.inventory_item_id = l.inventory_item_id AND o.deleted_at IS NULL) = 1
    RETURNING il.id, il.inventory_item_id, il.location_id`,
  )
}
