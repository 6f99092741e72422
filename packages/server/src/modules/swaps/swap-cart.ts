import { address, cart, customShippingOption, lineItem, shippingMethod, shippingOption } from '@mercato/db'
import {
  generateId,
  invalidData,
  lineItemTotals,
  notAllowed,
  notFound,
  shippingMethodTotals,
} from '@mercato/domain'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AppContext, Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { itemNodes, itemsJson, methodNodes, methodsJson } from '../carts/graph-sql'
import { pricingTarget } from '../carts/line-items.service'
import type { CartRow, ItemNode, MethodNode } from '../carts/load'
import { assertSellable, assertStock, loadCartVariants, priceLines } from '../carts/pricing'
import { assertChannelUsable } from '../carts/service'
import { addMethodTaxLines } from '../orders/admin.service'
import type { OrderRow } from '../orders/payments'

// The cart a swap is paid through (cart type `swap`, as in Medusa): the additional items priced like
// store line items, and the return as credit lines (is_return, negative price) plus a line for the
// return shipping, so that the cart total is exactly the difference the shopper owes (or is owed),
// and the ordinary payment-session flow charges it.

/** Copies an order address: cart addresses are edited in place, the order's must not change. */
async function copyAddress(tx: Tx, id: string | null) {
  if (!id) return null
  const [row] = await tx.select().from(address).where(eq(address.id, id))
  if (!row) return null
  const copy = generateId('addr')
  const now = new Date()
  await tx.insert(address).values({ ...row, id: copy, customer_id: null, created_at: now, updated_at: now })
  return copy
}

/** A swap cart for the order's shopper, region, addresses and sales channel. */
export async function insertSwapCart(
  tx: Tx,
  o: OrderRow,
  swapId: string,
  salesChannelId: string | null,
): Promise<CartRow> {
  if (salesChannelId && salesChannelId !== o.sales_channel_id) await assertChannelUsable(tx, salesChannelId)
  const [row] = await tx
    .insert(cart)
    .values({
      id: generateId('cart'),
      type: 'swap',
      email: o.email,
      customer_id: o.customer_id,
      region_id: o.region_id,
      sales_channel_id: salesChannelId,
      shipping_address_id: await copyAddress(tx, o.shipping_address_id),
      billing_address_id: await copyAddress(tx, o.billing_address_id),
      metadata: { swap_id: swapId, parent_order_id: o.id },
    })
    .returning()
  return row!
}

/**
 * The items sent out, priced for the cart's region, customer and quantity as store line items are.
 * Stock is checked unless the swap allows backorders; it is taken when the cart is completed.
 */
export async function addSwapItems(
  ctx: AppContext,
  tx: Tx,
  c: CartRow,
  swapId: string,
  items: Array<{ variant_id: string; quantity: number }>,
  allowBackorder: boolean,
) {
  const wanted = new Map<string, number>()
  for (const i of items) wanted.set(i.variant_id, (wanted.get(i.variant_id) ?? 0) + i.quantity)
  if (wanted.size === 0) return
  const variants = await loadCartVariants(tx, [...wanted.keys()], c.sales_channel_id)
  for (const [id, quantity] of wanted) {
    assertSellable(variants.get(id), id)
    if (!allowBackorder) assertStock(variants.get(id)!, quantity)
  }
  const lines = [...wanted].map(([id, quantity]) => ({ variant: variants.get(id)!, quantity }))
  const prices = await priceLines(tx, lines, await pricingTarget(ctx, tx, c))
  await tx.insert(lineItem).values(
    lines.map(({ variant: v, quantity }, n) => ({
      id: generateId('item'),
      cart_id: c.id,
      swap_id: swapId,
      title: v.product.title,
      description: v.variant.title,
      thumbnail: v.product.thumbnail,
      is_giftcard: v.product.is_giftcard,
      allow_discounts: v.product.discountable,
      has_shipping: false,
      unit_price: prices[n]!.unit_price,
      includes_tax: prices[n]!.includes_tax,
      variant_id: v.variant.id,
      quantity,
      metadata: {},
    })),
  )
}

/**
 * Custom prices for shipping the swap (staff's choice): kept as custom shipping options of the cart
 * and applied at once as the cart's shipping methods, since that is what they were chosen for.
 */
export async function addCustomShipping(
  tx: Tx,
  o: OrderRow,
  cartId: string,
  options: Array<{ option_id: string; price: number }>,
  taxInclusivePricing: boolean,
) {
  if (options.length === 0) return
  const ids = [...new Set(options.map((x) => x.option_id))]
  if (ids.length !== options.length) throw invalidData('Each shipping option may be named only once')
  const found = await tx
    .select()
    .from(shippingOption)
    .where(and(inArray(shippingOption.id, ids), isNull(shippingOption.deleted_at)))
  const profiles = new Set<string>()
  for (const x of options) {
    const option = found.find((f) => f.id === x.option_id)
    if (!option) throw notFound(`Shipping Option with id: ${x.option_id} was not found`)
    if (option.region_id !== o.region_id)
      throw notAllowed("The shipping option is not available in the order's region")
    if (option.is_return) throw notAllowed('A return shipping option cannot ship the swap')
    if (profiles.has(option.profile_id))
      throw invalidData('Only one shipping option per shipping profile may be given')
    profiles.add(option.profile_id)
    await tx
      .insert(customShippingOption)
      .values({ id: generateId('cso'), cart_id: cartId, shipping_option_id: option.id, price: x.price })
    const methodId = generateId('sm')
    await tx.insert(shippingMethod).values({
      id: methodId,
      shipping_option_id: option.id,
      cart_id: cartId,
      price: x.price,
      data: {},
      includes_tax: option.includes_tax && taxInclusivePricing,
    })
    await addMethodTaxLines(tx, o.region_id, methodId, option.id)
  }
}

interface ReturnFacts {
  items: unknown
  wanted: Array<{ item_id: string; quantity: number }> | null
  methods: unknown
}

/**
 * (Re)writes the cart's credit lines from the swap's return: each returned item at what the shopper
 * paid per unit (tax and discounts included), and the return shipping as a charge. Prices are
 * tax-inclusive so that each line totals exactly that amount whatever tax lines the cart gives it.
 * Rewritten at completion too, so a credit line edited through the cart routes never counts.
 */
export async function writeReturnLines(tx: Tx, cartId: string, returnId: string) {
  await tx.delete(lineItem).where(and(eq(lineItem.cart_id, cartId), eq(lineItem.is_return, true)))
  const [facts] = await rowsOf<ReturnFacts>(
    tx,
    sql`SELECT ${itemsJson(sql`li.id IN (SELECT item_id FROM return_item WHERE return_id = ${returnId})`)} AS items,
               (SELECT json_agg(json_build_object('item_id', ri.item_id, 'quantity', ri.quantity) ORDER BY ri.item_id)
                  FROM return_item ri WHERE ri.return_id = ${returnId}) AS wanted,
               ${methodsJson(sql`sm.return_id = ${returnId}`)} AS methods`,
  )
  const items = itemNodes<ItemNode>(facts?.items)
  const now = Date.now()
  const rows: Array<typeof lineItem.$inferInsert> = []
  for (const [n, w] of (facts?.wanted ?? []).entries()) {
    const item = items.find((i) => i.id === w.item_id)
    if (!item) continue
    const paid = lineItemTotals({ ...item, tax_lines: item.tax_lines, adjustments: item.adjustments }, true)
    rows.push({
      id: generateId('item'),
      cart_id: cartId,
      original_item_id: item.id,
      title: item.title,
      description: item.description,
      thumbnail: item.thumbnail,
      is_return: true,
      should_merge: false,
      allow_discounts: false,
      has_shipping: false,
      unit_price: -Math.round(paid.total / item.quantity),
      includes_tax: true,
      quantity: w.quantity,
      metadata: {},
      created_at: new Date(now + n),
    })
  }
  for (const m of methodNodes<MethodNode>(facts?.methods)) {
    const cost = shippingMethodTotals(m, true, false).total
    if (cost > 0)
      rows.push({
        id: generateId('item'),
        cart_id: cartId,
        title: 'Return shipping',
        is_return: true,
        should_merge: false,
        allow_discounts: false,
        has_shipping: true,
        unit_price: cost,
        includes_tax: true,
        quantity: 1,
        metadata: {},
        created_at: new Date(now + rows.length),
      })
  }
  if (rows.length) await tx.insert(lineItem).values(rows)
}
