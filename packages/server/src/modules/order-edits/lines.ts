import { lineItem, lineItemAdjustment, lineItemTaxLine } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { inArray, sql } from 'drizzle-orm'
import type { AppContext, Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { discountNodes, discountsJson, itemNodes, itemsJson } from '../carts/graph-sql'
import type { CartGraph, CartRow, ItemNode } from '../carts/load'
import { pricingTarget } from '../carts/line-items.service'
import { type CartVariant, priceLines, variantLineColumns } from '../carts/pricing'
import { refreshAdjustments } from '../carts/refresh'
import { gather } from '../carts/gather'
import { insertVariantTaxLines, loadRateMaps } from '../carts/taxes'
import type { OrderRow } from './access'

// The line items of an edit: copies of the order's items (with their tax lines and discount
// adjustments) and new items priced as a cart of the order's customer would price them.

/**
 * Copies order items into the edit. A copy keeps its original's created_at, so the edit lists items
 * in the order's own order; it points back at the original through original_item_id.
 */
export async function cloneItems(tx: Tx, editId: string, originalIds: string[]) {
  if (originalIds.length === 0) return
  const [items, taxLines, adjustments] = await gather(tx, [
    () => tx.select().from(lineItem).where(inArray(lineItem.id, originalIds)),
    () => tx.select().from(lineItemTaxLine).where(inArray(lineItemTaxLine.item_id, originalIds)),
    () => tx.select().from(lineItemAdjustment).where(inArray(lineItemAdjustment.item_id, originalIds)),
  ])
  if (items.length === 0) return
  const now = new Date()
  const copyOf = new Map(items.map((i) => [i.id, generateId('item')]))
  await tx.insert(lineItem).values(
    items.map((i) => ({
      ...i,
      id: copyOf.get(i.id)!,
      cart_id: null,
      order_id: null,
      swap_id: null,
      claim_order_id: null,
      order_edit_id: editId,
      original_item_id: i.id,
      updated_at: now,
    })),
  )
  if (taxLines.length)
    await tx.insert(lineItemTaxLine).values(
      taxLines.map((t) => ({
        ...t,
        id: generateId('litl'),
        item_id: copyOf.get(t.item_id)!,
        created_at: now,
        updated_at: now,
      })),
    )
  if (adjustments.length)
    await tx
      .insert(lineItemAdjustment)
      .values(adjustments.map((a) => ({ ...a, id: generateId('lia'), item_id: copyOf.get(a.item_id)! })))
}

/**
 * Recomputes the discount adjustments of the edit's items from the order's discount, as a cart does
 * after each change: a fixed discount is shared again over the new set of items.
 */
export async function refreshEditAdjustments(tx: Tx, editId: string, orderId: string) {
  const [row] = await rowsOf<Record<string, unknown>>(
    tx,
    sql`SELECT ${itemsJson(sql`li.order_edit_id = ${editId}`)} AS items,
               ${discountsJson(sql`order_discounts`, sql`l.order_id = ${orderId}`)} AS discounts`,
  )
  const graph = { items: itemNodes<ItemNode>(row!.items), discounts: discountNodes(row!.discounts) }
  // Only items and discounts are read by the adjustment refresh; orders are totalled with taxes.
  await refreshAdjustments(tx, graph as CartGraph, true)
}

/** The cart pricing inputs of the order: its region, currency and customer (groups). */
export function orderPricing(ctx: AppContext, tx: Tx, o: OrderRow) {
  // pricingTarget reads only the region and the customer of the row it is given.
  return pricingTarget(ctx, tx, { region_id: o.region_id, customer_id: o.customer_id } as CartRow)
}

/** Unit price of a variant at a quantity, for the order's region, currency and customer. */
export async function priceFor(ctx: AppContext, tx: Tx, o: OrderRow, v: CartVariant, quantity: number) {
  const target = await orderPricing(ctx, tx, o)
  const [price] = await priceLines(tx, [{ variant: v, quantity }], target)
  return { price: price!, target }
}

/** A new item of the edit with its tax lines; it ships when the order ships its profile. */
export async function insertNewItem(
  ctx: AppContext,
  tx: Tx,
  editId: string,
  o: OrderRow,
  v: CartVariant,
  quantity: number,
  metadata: Record<string, unknown> | undefined,
) {
  const { price, target } = await priceFor(ctx, tx, o, v, quantity)
  const [rates, profiles] = await gather(tx, [
    () => loadRateMaps(tx, o.region_id, [v.product.id], []),
    () =>
      rowsOf<{ profile_id: string }>(
        tx,
        sql`SELECT so.profile_id FROM shipping_method sm JOIN shipping_option so ON so.id = sm.shipping_option_id
             WHERE sm.order_id = ${o.id}`,
      ),
  ])
  const now = new Date()
  const id = generateId('item')
  await tx.insert(lineItem).values({
    id,
    order_edit_id: editId,
    ...variantLineColumns(v),
    should_merge: true,
    has_shipping: !v.product.is_giftcard && profiles.some((p) => p.profile_id === v.product.profile_id),
    unit_price: price.unit_price,
    includes_tax: price.includes_tax,
    quantity,
    metadata: metadata ?? {},
    created_at: now,
    updated_at: now,
  })
  await insertVariantTaxLines(tx, id, v, target.region, rates)
  return id
}
