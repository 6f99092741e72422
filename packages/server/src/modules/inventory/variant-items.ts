import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { bulkId } from '../../jobs/ids'
import { recordset, rowsOf, textArray } from '../../jobs/sql'

/**
 * New variants get their inventory item, as Medusa v1 does with its inventory module: one item per
 * variant that manages inventory, carrying the variant's SKU, customs and physical fields, linked with
 * a required quantity of 1. One statement for any number of variants (imports call it per batch).
 *
 * Mercato's stock module is "installed" for a product once a stock location serves one of its sales
 * channels: only then can an item's stock be sold (checkouts reserve at the channel's locations).
 * A variant of a product sold nowhere with a location keeps counting on its own inventory_quantity,
 * and gets its item when it is first stocked at a location (the product page's "Stock at a location").
 * A new item takes the variant's own count as its stock at the first location serving one of the
 * product's channels, so the count a product was created or imported with is what shoppers can buy
 * (the store counts items' levels, not the variant's own count). A count of 0 still gets its level, so
 * every item of a stocked product is listed, exported and restockable at that location.
 *
 * An item with the variant's SKU left by a deleted variant (linked to no live variant) is the stock
 * of that SKU: it is linked again rather than duplicated. When the SKU belongs to an item another
 * variant uses, the new item goes without a SKU (the index keeps SKUs unique among items).
 *
 * Returns the ids of the items created, for their events.
 */
export async function attachVariantInventoryItems(tx: Tx, variantIds: readonly string[]): Promise<string[]> {
  if (variantIds.length === 0) return []
  const created = await rowsOf<{ id: string }>(tx, attachStatement(variantIds))
  return created.map((c) => c.id)
}

/** Kept apart from the call so the statement can be read (and EXPLAINed) as one piece. */
function attachStatement(variantIds: readonly string[]): SQL {
  const input = variantIds.map((variant_id) => ({
    variant_id,
    item_id: bulkId('iitem'),
    link_id: bulkId('pvitem'),
    level_id: bulkId('ilev'),
  }))
  return sql`WITH v AS MATERIALIZED (
          SELECT x.item_id, x.link_id, x.level_id, pv.id AS variant_id, pv.sku, pv.hs_code, pv.origin_country,
                 pv.mid_code, pv.material, pv.weight, pv.length, pv.height, pv.width,
                 pv.inventory_quantity AS quantity,
                 CASE WHEN p.title = pv.title THEN p.title ELSE p.title || ' / ' || pv.title END AS title,
                 (SELECT i.id FROM inventory_item i WHERE i.sku = pv.sku AND i.deleted_at IS NULL) AS same_sku,
                 -- Where a new item's count goes: the first location that serves one of the product's channels.
                 (SELECT sl.id FROM product_sales_channel psc
                    JOIN sales_channel sc ON sc.id = psc.sales_channel_id AND sc.deleted_at IS NULL
                    JOIN sales_channel_location scl ON scl.sales_channel_id = sc.id AND scl.deleted_at IS NULL
                    JOIN stock_location sl ON sl.id = scl.location_id AND sl.deleted_at IS NULL
                   WHERE psc.product_id = pv.product_id
                   ORDER BY sl.created_at, sl.id LIMIT 1) AS location_id
            FROM ${recordset(input, { variant_id: 'text', item_id: 'text', link_id: 'text', level_id: 'text' })}
            JOIN product_variant pv ON pv.id = x.variant_id AND pv.deleted_at IS NULL AND pv.manage_inventory
            JOIN product p ON p.id = pv.product_id
           -- Uncorrelated: evaluated once, it skips everything in a shop that keeps no stock at locations.
           WHERE EXISTS (SELECT 1 FROM sales_channel_location scl
                           JOIN stock_location sl ON sl.id = scl.location_id AND sl.deleted_at IS NULL
                          WHERE scl.deleted_at IS NULL)
             AND EXISTS (SELECT 1 FROM product_sales_channel psc
                           JOIN sales_channel sc ON sc.id = psc.sales_channel_id AND sc.deleted_at IS NULL
                           JOIN sales_channel_location scl ON scl.sales_channel_id = sc.id AND scl.deleted_at IS NULL
                           JOIN stock_location sl ON sl.id = scl.location_id AND sl.deleted_at IS NULL
                          WHERE psc.product_id = pv.product_id)
             AND NOT EXISTS (SELECT 1 FROM product_variant_inventory_item l
                              WHERE l.variant_id = pv.id AND l.deleted_at IS NULL)
        ),
        r AS (
          SELECT v.*, v.same_sku IS NOT NULL AND NOT EXISTS (
                   SELECT 1 FROM product_variant_inventory_item l
                     JOIN product_variant o ON o.id = l.variant_id AND o.deleted_at IS NULL
                    WHERE l.inventory_item_id = v.same_sku AND l.deleted_at IS NULL) AS reuse
            FROM v
        ),
        created AS (
          INSERT INTO inventory_item (id, sku, title, hs_code, origin_country, mid_code, material,
                                      weight, length, height, width)
          SELECT item_id, CASE WHEN same_sku IS NULL THEN sku END, title, hs_code, origin_country,
                 mid_code, material, weight, length, height, width
            FROM r WHERE NOT reuse
          RETURNING id
        ),
        linked AS (
          INSERT INTO product_variant_inventory_item (id, inventory_item_id, variant_id, required_quantity)
          SELECT link_id, CASE WHEN reuse THEN same_sku ELSE item_id END, variant_id, 1 FROM r
        ),
        stocked AS (
          INSERT INTO inventory_level (id, inventory_item_id, location_id, stocked_quantity)
          -- Every new item gets its level, at 0 too: an item stocked nowhere would be missing from the
          -- inventory export and from a restock started from it (a negative count is not stock).
          SELECT level_id, item_id, location_id, GREATEST(quantity, 0) FROM r WHERE NOT reuse
        )
        SELECT id FROM created`
}

/**
 * Deleted variants let go of their items (Medusa soft-removes the links with the variant), and an item
 * left to no live variant goes with them, its levels too, as Medusa v1's dashboard deletes a deleted
 * variant's item: the inventory then lists what can still be sold. An item holding reservations stays
 * until those orders are fulfilled or canceled, so their stock is still counted; a later variant with
 * its SKU takes it back.
 */
export async function detachVariantInventoryItems(tx: Tx, variantIds: readonly string[], now: Date) {
  if (variantIds.length === 0) return
  await rowsOf(
    tx,
    sql`WITH unlinked AS (
          UPDATE product_variant_inventory_item SET deleted_at = ${now}
           WHERE variant_id = ANY(${textArray(variantIds)}) AND deleted_at IS NULL
          RETURNING inventory_item_id
        ),
        orphaned AS (
          SELECT DISTINCT u.inventory_item_id AS id FROM unlinked u
           WHERE NOT EXISTS (SELECT 1 FROM product_variant_inventory_item l
                               JOIN product_variant v ON v.id = l.variant_id AND v.deleted_at IS NULL
                              WHERE l.inventory_item_id = u.inventory_item_id AND l.deleted_at IS NULL
                                AND NOT (l.variant_id = ANY(${textArray(variantIds)})))
             AND NOT EXISTS (SELECT 1 FROM reservation_item r
                              WHERE r.inventory_item_id = u.inventory_item_id AND r.deleted_at IS NULL)
        ),
        levels AS (
          UPDATE inventory_level SET deleted_at = ${now}
           WHERE inventory_item_id IN (SELECT id FROM orphaned) AND deleted_at IS NULL
        )
        UPDATE inventory_item SET deleted_at = ${now}
         WHERE id IN (SELECT id FROM orphaned) AND deleted_at IS NULL`,
  )
}
