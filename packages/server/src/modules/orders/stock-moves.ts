import { reservationItem } from '@mercato/db'
import { generateId, notAllowed } from '@mercato/domain'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { anyOf } from '../catalog/loader'

// What happens to stock after the sale. At placement an order reserves inventory items (or, for
// variants without inventory items, decrements the variant's counter: see checkout/stock.ts).
// Fulfilling turns reservations into stock that left the building; canceling an order releases what
// was reserved and never shipped; canceling a fulfillment or receiving a return puts units back.

export interface MovedLine {
  line_item_id: string
  quantity: number
}

interface Reservation {
  id: string
  line_item_id: string
  inventory_item_id: string
  location_id: string
  quantity: number
  required_quantity: number
}

/** The live reservations of the given line items, with the units of item per unit sold. */
async function reservationsOf(tx: Tx, lineItemIds: string[]) {
  if (lineItemIds.length === 0) return []
  return rowsOf<Reservation>(
    tx,
    sql`SELECT r.id, r.line_item_id, r.inventory_item_id, r.location_id, r.quantity,
               coalesce((SELECT l.required_quantity FROM line_item li
                           JOIN product_variant_inventory_item l ON l.variant_id = li.variant_id
                            AND l.inventory_item_id = r.inventory_item_id AND l.deleted_at IS NULL
                          WHERE li.id = r.line_item_id LIMIT 1), 1) AS required_quantity
          FROM reservation_item r
         WHERE r.line_item_id = ANY(${anyOf(lineItemIds)}) AND r.deleted_at IS NULL
         ORDER BY r.inventory_item_id, r.location_id, r.id FOR UPDATE OF r`,
  )
}

/**
 * Units leave with a fulfillment: each line's reservations shrink by what is shipped and the stock
 * level at the reservation's location (or the one given) drops by the same amount.
 */
export async function consumeReservations(
  tx: Tx,
  lines: MovedLine[],
  locationId: string | null,
): Promise<string | null> {
  const reservations = await reservationsOf(
    tx,
    lines.map((l) => l.line_item_id),
  )
  if (locationId) await assertStockedAt(tx, reservations, locationId)
  let used = locationId
  for (const line of lines) {
    for (const r of reservations.filter((x) => x.line_item_id === line.line_item_id)) {
      const units = Math.min(line.quantity * r.required_quantity, r.quantity)
      if (units <= 0) continue
      const at = locationId ?? r.location_id
      used ??= at
      await tx.execute(
        sql`UPDATE inventory_level SET reserved_quantity = greatest(reserved_quantity - ${units}, 0), updated_at = now()
             WHERE inventory_item_id = ${r.inventory_item_id} AND location_id = ${r.location_id}`,
      )
      await tx.execute(
        sql`UPDATE inventory_level SET stocked_quantity = stocked_quantity - ${units}, updated_at = now()
             WHERE inventory_item_id = ${r.inventory_item_id} AND location_id = ${at} AND deleted_at IS NULL`,
      )
      r.quantity -= units
      await tx.execute(
        r.quantity > 0
          ? sql`UPDATE reservation_item SET quantity = ${r.quantity}, updated_at = now() WHERE id = ${r.id}`
          : sql`UPDATE reservation_item SET deleted_at = now(), updated_at = now() WHERE id = ${r.id}`,
      )
    }
  }
  return used
}

/** The inventory items among `itemIds` that `locationId` keeps no (live) level of, named for a message. */
async function notKeptAt(tx: Tx, itemIds: string[], locationId: string) {
  if (itemIds.length === 0) return { names: [], location: locationId }
  const rows = await rowsOf<{ title: string | null; sku: string | null; location: string | null }>(
    tx,
    sql`SELECT ii.title, ii.sku, (SELECT name FROM stock_location WHERE id = ${locationId}) AS location
          FROM inventory_item ii
         WHERE ii.id = ANY(${anyOf(itemIds)})
           AND NOT EXISTS (SELECT 1 FROM inventory_level l
                            WHERE l.inventory_item_id = ii.id AND l.location_id = ${locationId} AND l.deleted_at IS NULL)
         ORDER BY ii.id`,
  )
  const names = rows.map((r) =>
    r.sku ? `${r.title ?? r.sku} (SKU ${r.sku})` : (r.title ?? 'An inventory item'),
  )
  return { names, location: rows[0]?.location ?? locationId }
}

/**
 * Units can only leave from a location that keeps the item: elsewhere the stock update would find no
 * level and change nothing, while the reservation was still released, and the shop would go on selling
 * units it no longer has. Checked before anything is written.
 */
async function assertStockedAt(tx: Tx, reservations: Reservation[], locationId: string) {
  const { names, location } = await notKeptAt(
    tx,
    [...new Set(reservations.map((r) => r.inventory_item_id))],
    locationId,
  )
  if (names.length === 0) return
  const reservedAt = await rowsOf<{ name: string }>(
    tx,
    sql`SELECT DISTINCT name FROM stock_location
         WHERE id = ANY(${anyOf([...new Set(reservations.map((r) => r.location_id))])}) ORDER BY name`,
  )
  const where = reservedAt.length ? `: it is reserved at ${reservedAt.map((r) => r.name).join(', ')}` : ''
  throw notAllowed(`${names.join(', ')} is not stocked at ${location}${where}`)
}

/**
 * Units coming back to a named location (a received return) need a level there to land on; without one
 * they would silently not count. Callers check this before their first write.
 */
export async function assertKeepsItems(
  tx: Tx,
  lines: Array<MovedLine & { variant_id: string | null }>,
  locationId: string,
) {
  const items = [...new Set((await linksOf(tx, lines)).map(({ link }) => link.inventory_item_id))]
  const { names, location } = await notKeptAt(tx, items, locationId)
  if (names.length)
    throw notAllowed(
      `${names.join(', ')} is not stocked at ${location}: add it there first, or choose another location`,
    )
}

/**
 * A canceled fulfillment: its units are back on the shelf at its location, but the order still owns
 * them, so they are stocked and reserved again for their line items.
 */
export async function restoreReservations(
  tx: Tx,
  lines: Array<MovedLine & { variant_id: string | null }>,
  locationId: string | null,
) {
  if (!locationId) return
  for (const { line, link } of await linksOf(tx, lines)) {
    const units = line.quantity * link.required_quantity
    await tx.execute(
      sql`UPDATE inventory_level SET stocked_quantity = stocked_quantity + ${units},
                 reserved_quantity = reserved_quantity + ${units}, updated_at = now()
           WHERE inventory_item_id = ${link.inventory_item_id} AND location_id = ${locationId}`,
    )
    await tx.insert(reservationItem).values({
      id: generateId('resitem'),
      line_item_id: line.line_item_id,
      inventory_item_id: link.inventory_item_id,
      location_id: locationId,
      quantity: units,
      description: 'Reserved again after a canceled fulfillment',
    })
  }
}

interface Link {
  variant_id: string
  inventory_item_id: string
  required_quantity: number
}

/** Each line with the inventory items its (stock-managed) variant is made of. */
async function linksOf<L extends { variant_id: string | null }>(tx: Tx, lines: L[]) {
  const variantIds = [...new Set(lines.map((l) => l.variant_id).filter((v): v is string => !!v))]
  if (variantIds.length === 0) return []
  const links = await rowsOf<Link>(
    tx,
    sql`SELECT l.variant_id, l.inventory_item_id, l.required_quantity FROM product_variant_inventory_item l
         JOIN product_variant v ON v.id = l.variant_id AND v.manage_inventory
         WHERE l.variant_id = ANY(${anyOf(variantIds)}) AND l.deleted_at IS NULL ORDER BY l.inventory_item_id`,
  )
  return lines.flatMap((line) =>
    links.filter((k) => k.variant_id === line.variant_id).map((link) => ({ line, link })),
  )
}

/**
 * Units an order no longer needs (a canceled order, swap or claim; an edit that takes items away):
 * their reservations shrink by what they held for those units, or variant counters are restored.
 */
export async function releaseOrderStock(tx: Tx, lines: Array<MovedLine & { variant_id: string | null }>) {
  const reservations = await reservationsOf(
    tx,
    lines.map((l) => l.line_item_id),
  )
  for (const line of lines) {
    const left = new Map<string, number>()
    for (const r of reservations.filter((x) => x.line_item_id === line.line_item_id)) {
      const budget = left.get(r.inventory_item_id) ?? line.quantity * r.required_quantity
      const units = Math.min(budget, r.quantity)
      left.set(r.inventory_item_id, budget - units)
      if (units <= 0) continue
      await tx.execute(
        sql`UPDATE inventory_level SET reserved_quantity = greatest(reserved_quantity - ${units}, 0), updated_at = now()
             WHERE inventory_item_id = ${r.inventory_item_id} AND location_id = ${r.location_id}`,
      )
      r.quantity -= units
      await tx.execute(
        r.quantity > 0
          ? sql`UPDATE reservation_item SET quantity = ${r.quantity}, updated_at = now() WHERE id = ${r.id}`
          : sql`UPDATE reservation_item SET deleted_at = now(), updated_at = now() WHERE id = ${r.id}`,
      )
    }
  }
  await restoreCounters(tx, lines)
}

/** Variants that manage stock without inventory items keep a counter; give units back to it. */
async function restoreCounters(tx: Tx, lines: Array<MovedLine & { variant_id: string | null }>) {
  for (const line of lines.filter((l) => l.variant_id && l.quantity > 0))
    await tx.execute(
      sql`UPDATE product_variant v SET inventory_quantity = inventory_quantity + ${line.quantity}, updated_at = now()
           WHERE v.id = ${line.variant_id} AND v.manage_inventory
             AND NOT EXISTS (SELECT 1 FROM product_variant_inventory_item l
                              WHERE l.variant_id = v.id AND l.deleted_at IS NULL)`,
    )
}

/**
 * Units come back (a canceled fulfillment, a received return): stock rises at the given location, or
 * at the first location of the order's sales channel that stocks the item; counters rise otherwise.
 */
export async function restock(
  tx: Tx,
  lines: Array<MovedLine & { variant_id: string | null }>,
  locationId: string | null,
  salesChannelId: string | null,
) {
  for (const { line, link } of await linksOf(tx, lines)) {
    const units = line.quantity * link.required_quantity
    await tx.execute(
      sql`UPDATE inventory_level SET stocked_quantity = stocked_quantity + ${units}, updated_at = now()
           WHERE id = (SELECT il.id FROM inventory_level il
                        WHERE il.inventory_item_id = ${link.inventory_item_id} AND il.deleted_at IS NULL
                          AND (il.location_id = ${locationId}
                               OR (${locationId}::text IS NULL AND il.location_id IN (
                                     SELECT scl.location_id FROM sales_channel_location scl
                                      WHERE scl.sales_channel_id = ${salesChannelId} AND scl.deleted_at IS NULL)))
                        ORDER BY il.created_at, il.id LIMIT 1)`,
    )
  }
  await restoreCounters(tx, lines)
}
