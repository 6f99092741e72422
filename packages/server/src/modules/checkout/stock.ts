import { reservationItem } from '@mercato/db'
import { ErrorCodes, generateId, notAllowed } from '@mercato/domain'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { anyOf } from '../catalog/loader'

// Stock for an order, taken without overselling: every decrement is one conditional UPDATE whose
// condition ("enough is free") PostgreSQL re-checks on the latest row version under the row lock, so
// concurrent checkouts can never take more than there is. Rows are touched in one global order
// (inventory item, then variant id), so two checkouts cannot deadlock on each other.

export interface StockLine {
  line_item_id: string
  variant_id: string | null
  quantity: number
}

const insufficient = (variantId: string) =>
  notAllowed(
    `Variant with id: ${variantId} does not have the required inventory`,
    ErrorCodes.INSUFFICIENT_INVENTORY,
  )

interface VariantStock {
  id: string
  manage_inventory: boolean
  allow_backorder: boolean
  links: Array<{ inventory_item_id: string; required_quantity: number }> | null
}

/** Reserves (inventory items) or decrements (variants without items) the stock of an order's lines. */
export async function takeStock(tx: Tx, lines: StockLine[], salesChannelId: string | null) {
  const variantIds = [...new Set(lines.map((l) => l.variant_id).filter((v): v is string => !!v))]
  if (variantIds.length === 0) return
  const variants = await rowsOf<VariantStock>(
    tx,
    sql`SELECT v.id, v.manage_inventory, v.allow_backorder,
               (SELECT json_agg(json_build_object('inventory_item_id', l.inventory_item_id,
                                                  'required_quantity', l.required_quantity))
                  FROM product_variant_inventory_item l
                 WHERE l.variant_id = v.id AND l.deleted_at IS NULL) AS links
          FROM product_variant v WHERE v.id = ANY(${anyOf(variantIds)})`,
  )
  const byId = new Map(variants.map((v) => [v.id, v]))
  const reservations: Array<{ line: StockLine; item: string; qty: number; backorder: boolean }> = []
  const counters: Array<{ line: StockLine; backorder: boolean }> = []
  for (const line of lines) {
    const v = line.variant_id ? byId.get(line.variant_id) : undefined
    if (!v?.manage_inventory) continue
    if (v.links?.length) {
      for (const l of v.links)
        reservations.push({
          line,
          item: l.inventory_item_id,
          qty: line.quantity * l.required_quantity,
          backorder: v.allow_backorder,
        })
    } else counters.push({ line, backorder: v.allow_backorder })
  }
  reservations.sort((a, b) => (a.item < b.item ? -1 : a.item > b.item ? 1 : 0))
  counters.sort((a, b) => (a.line.variant_id! < b.line.variant_id! ? -1 : 1))

  const rows: Array<typeof reservationItem.$inferInsert> = []
  for (const r of reservations) {
    const location = await reserveAtChannel(tx, r.item, r.qty, salesChannelId, r.backorder)
    if (location === undefined) throw insufficient(r.line.variant_id!)
    if (location === null) continue
    rows.push({
      id: generateId('resitem'),
      line_item_id: r.line.line_item_id,
      inventory_item_id: r.item,
      location_id: location,
      quantity: r.qty,
      description: 'Reserved at order placement',
    })
  }
  for (const c of counters) {
    const done = await rowsOf(
      tx,
      sql`UPDATE product_variant SET inventory_quantity = inventory_quantity - ${c.line.quantity}, updated_at = now()
           WHERE id = ${c.line.variant_id} AND (${c.backorder} OR inventory_quantity >= ${c.line.quantity})
          RETURNING id`,
    )
    if (done.length === 0) throw insufficient(c.line.variant_id!)
  }
  if (rows.length) await tx.insert(reservationItem).values(rows)
}

/**
 * Reserves `qty` of an inventory item at one location of the channel: the one with the most free
 * stock that still has enough when its row is locked. Returns the location, null when nothing can be
 * reserved but backorders are allowed, or undefined when there is not enough anywhere.
 */
async function reserveAtChannel(
  tx: Tx,
  itemId: string,
  qty: number,
  salesChannelId: string | null,
  backorder: boolean,
): Promise<string | null | undefined> {
  const candidates = await rowsOf<{ id: string; location_id: string }>(
    tx,
    sql`SELECT il.id, il.location_id FROM inventory_level il
         WHERE il.inventory_item_id = ${itemId} AND il.deleted_at IS NULL
           AND il.location_id IN (SELECT scl.location_id FROM sales_channel_location scl
                                   WHERE scl.sales_channel_id = ${salesChannelId} AND scl.deleted_at IS NULL)
         ORDER BY il.stocked_quantity - il.reserved_quantity DESC, il.id`,
  )
  for (const c of candidates) {
    const [taken] = await rowsOf<{ location_id: string }>(
      tx,
      sql`UPDATE inventory_level SET reserved_quantity = reserved_quantity + ${qty}, updated_at = now()
           WHERE id = ${c.id} AND stocked_quantity - reserved_quantity >= ${qty}
          RETURNING location_id`,
    )
    if (taken) return taken.location_id
  }
  if (!backorder) return undefined
  const first = candidates[0]
  if (!first) return null
  await tx.execute(
    sql`UPDATE inventory_level SET reserved_quantity = reserved_quantity + ${qty}, updated_at = now() WHERE id = ${first.id}`,
  )
  return first.location_id
}
