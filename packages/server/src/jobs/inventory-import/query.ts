import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf, textArray } from '../sql'

// Set-based look-ups for a chunk of import rows: four statements however many rows it has.

export const itemsById = (tx: Tx, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : rowsOf<{ id: string; sku: string | null }>(
        tx,
        sql`SELECT id, sku FROM inventory_item WHERE id = ANY(${textArray(ids)}) AND deleted_at IS NULL`,
      )

export const itemsBySku = (tx: Tx, skus: string[]) =>
  skus.length === 0
    ? Promise.resolve([])
    : rowsOf<{ id: string; sku: string }>(
        tx,
        sql`SELECT id, sku FROM inventory_item WHERE sku = ANY(${textArray(skus)}) AND deleted_at IS NULL`,
      )

/** Live locations named by id or by name (names are matched exactly). */
export const locationsOf = (tx: Tx, ids: string[], names: string[]) =>
  ids.length + names.length === 0
    ? Promise.resolve([])
    : rowsOf<{ id: string; name: string }>(
        tx,
        sql`SELECT id, name FROM stock_location WHERE deleted_at IS NULL
              AND (id = ANY(${textArray(ids)}) OR name = ANY(${textArray(names)}))`,
      )

/** Current levels of (item, location) pairs. */
export const levelsAt = (tx: Tx, pairs: Array<{ item: string; location: string }>) =>
  pairs.length === 0
    ? Promise.resolve([])
    : rowsOf<{ item: string; location: string; stocked: number; reserved: number }>(
        tx,
        sql`SELECT inventory_item_id AS item, location_id AS location, stocked_quantity AS stocked,
                   reserved_quantity AS reserved
              FROM inventory_level
             WHERE deleted_at IS NULL AND (inventory_item_id, location_id) IN (
               SELECT * FROM unnest(${textArray(pairs.map((p) => p.item))}, ${textArray(pairs.map((p) => p.location))}))`,
      )
