import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf, textArray } from '../sql'

export interface LevelLine {
  item_id: string
  sku: string | null
  product: string | null
  variant: string | null
  location_id: string
  location: string
  stocked: number
  reserved: number
}

/** Live levels of live items at live locations, optionally at some locations only. */
function levelWhere(locationIds: string[] | undefined): SQL {
  return sql`il.deleted_at IS NULL AND ii.deleted_at IS NULL AND sl.deleted_at IS NULL
    ${locationIds ? sql`AND il.location_id = ANY(${textArray(locationIds)})` : sql``}`
}

const FROM = sql`inventory_level il
  JOIN inventory_item ii ON ii.id = il.inventory_item_id
  JOIN stock_location sl ON sl.id = il.location_id`

export async function countLevels(db: Tx, locationIds: string[] | undefined): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM ${FROM} WHERE ${levelWhere(locationIds)}`,
  )
  return Number(row?.n ?? 0)
}

/**
 * One keyset page after (item id, location id), the level's unique pair. The product and variant
 * are those of the item's first linked variant: an item shared by variants still gets one row.
 */
export function levelPage(
  db: Tx,
  locationIds: string[] | undefined,
  after: { item: string; location: string } | null,
  limit: number,
) {
  const past = after
    ? sql`AND (il.inventory_item_id, il.location_id) > (${after.item}, ${after.location})`
    : sql``
  return rowsOf<LevelLine>(
    db,
    sql`SELECT il.inventory_item_id AS item_id, ii.sku, v.product, v.variant, il.location_id,
               sl.name AS location, il.stocked_quantity AS stocked, il.reserved_quantity AS reserved
          FROM ${FROM}
          LEFT JOIN LATERAL (
            SELECT p.title AS product, pv.title AS variant
              FROM product_variant_inventory_item l
              JOIN product_variant pv ON pv.id = l.variant_id AND pv.deleted_at IS NULL
              JOIN product p ON p.id = pv.product_id
             WHERE l.inventory_item_id = il.inventory_item_id AND l.deleted_at IS NULL
             ORDER BY pv.created_at, pv.id LIMIT 1) v ON true
         WHERE ${levelWhere(locationIds)} ${past}
         ORDER BY il.inventory_item_id, il.location_id
         LIMIT ${limit}`,
  )
}
