import { type SQL, sql } from 'drizzle-orm'

/**
 * Each variant's stock facts for the locations of the `channels` (an array expression), for the
 * variants `sv` that `where` picks: its own `inventory_quantity`, and through its inventory item what
 * one variant needs and what the locations hold (stocked minus reserved). Read by the stock statement
 * of every store read and, for products built cold, inside the product graph's statement.
 */
export const stockRowsSql = (where: SQL, channels: SQL): SQL => sql`
  SELECT sv.id AS variant_id, sv.inventory_quantity AS own, sl.required_quantity AS required,
         CASE WHEN sl.inventory_item_id IS NULL THEN NULL ELSE
           coalesce((SELECT sum(il.stocked_quantity - il.reserved_quantity)
                       FROM inventory_level il
                      WHERE il.inventory_item_id = sl.inventory_item_id AND il.deleted_at IS NULL
                        AND il.location_id IN (SELECT scl.location_id FROM sales_channel_location scl
                                                WHERE scl.sales_channel_id = ANY(${channels})
                                                  AND scl.deleted_at IS NULL)), 0)::int END AS available
    FROM product_variant sv
    LEFT JOIN product_variant_inventory_item sl ON sl.variant_id = sv.id AND sl.deleted_at IS NULL
   WHERE ${where} AND sv.deleted_at IS NULL`

/** The channels whose stock a store read shows, and the stock already read for it, by variant. */
export interface StockRead {
  channels: string[]
  found: Map<string, number>
}

export interface StockRow {
  variant_id: string
  own: number | string
  required: number | string | null
  available: number | string | null
}

/**
 * What each variant has in stock: through its inventory items (what the locations hold divided by
 * what one variant needs; the scarcest item decides), else its own `inventory_quantity`.
 */
export function stockFromRows(rows: StockRow[], out = new Map<string, number>()): Map<string, number> {
  const managed = new Map<string, number>()
  for (const r of rows) {
    if (r.available === null || r.required === null) {
      out.set(r.variant_id, Number(r.own))
      continue
    }
    const qty = Math.max(0, Math.floor(Number(r.available) / Math.max(1, Number(r.required))))
    managed.set(r.variant_id, Math.min(managed.get(r.variant_id) ?? Number.POSITIVE_INFINITY, qty))
  }
  for (const [id, qty] of managed) out.set(id, qty)
  return out
}

/** What the locations of every live sales channel hold of the item of link `l`: stocked minus reserved. */
const heldForEveryChannel = (l: string) => `coalesce((
    SELECT sum(il.stocked_quantity - il.reserved_quantity) FROM inventory_level il
     WHERE il.inventory_item_id = ${l}.inventory_item_id AND il.deleted_at IS NULL
       AND il.location_id IN (SELECT scl.location_id FROM sales_channel_location scl
                                JOIN sales_channel sc ON sc.id = scl.sales_channel_id AND sc.deleted_at IS NULL
                               WHERE scl.deleted_at IS NULL)), 0)`

/**
 * A variant's stock as the Admin API shows it, as SQL on the variant's alias `v` (Medusa v1 shows
 * availability over every sales channel there too): through its inventory items, what the locations of
 * all live sales channels hold divided by what one variant needs, the scarcest item deciding; else its
 * own `inventory_quantity`. `stockFromRows` with every channel.
 */
export const adminStockSql = (v: string) => `coalesce((
    SELECT min(greatest(0, ${heldForEveryChannel('al')} / al.required_quantity))::int
      FROM product_variant_inventory_item al WHERE al.variant_id = ${v}.id AND al.deleted_at IS NULL),
    ${v}.inventory_quantity)`

/** Of a live link `l`, everything `adminStockSql` reads through it, as text: it changes when that does. */
export const adminStockInputsSql = (l: string) =>
  `${l}.id || ':' || ${l}.required_quantity || ':' || ${heldForEveryChannel(l)}`
