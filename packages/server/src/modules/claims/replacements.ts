import { lineItem, shippingMethod, shippingOption } from '@mercato/db'
import { generateId, notAllowed, notFound } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import type { AppContext, Tx } from '../../context'
import { pricingTarget } from '../carts/line-items.service'
import type { CartRow } from '../carts/load'
import { loadCartVariants, priceLines, variantLineColumns } from '../carts/pricing'
import { insertVariantTaxLines, loadRateMaps } from '../carts/taxes'
import { takeStock } from '../checkout/stock'
import { addMethodTaxLines } from '../orders/admin.service'
import type { OrderRow } from '../orders/payments'
import type { ShippingMethodInput } from './schemas'

// The replacement side of a claim: new line items sent to the customer, priced and taxed as the
// store would sell them in the order's region, with stock reserved at once so that the replacement
// cannot be sold to someone else before it is fulfilled; and the shipping methods they travel with.

/** Creates the claim's replacement items, with tax lines and reserved stock. */
export async function addReplacementItems(
  ctx: AppContext,
  tx: Tx,
  o: OrderRow,
  claimId: string,
  inputs: Array<{ variant_id: string; quantity: number }>,
) {
  if (inputs.length === 0) return
  const variants = await loadCartVariants(
    tx,
    inputs.map((i) => i.variant_id),
    o.sales_channel_id,
  )
  for (const i of inputs)
    if (!variants.has(i.variant_id)) throw notFound(`Variant with id: ${i.variant_id} was not found`)
  // The store's price selection for a cart of this customer in this region (pricingTarget only
  // reads the region and the customer of the row); the order's currency stays the currency.
  const target = await pricingTarget(ctx, tx, {
    region_id: o.region_id,
    customer_id: o.customer_id,
  } as CartRow)
  target.region = { ...target.region, currency_code: o.currency_code }
  const lines = inputs.map((i) => ({ variant: variants.get(i.variant_id)!, quantity: i.quantity }))
  const prices = await priceLines(tx, lines, target)
  const rates = await loadRateMaps(
    tx,
    o.region_id,
    lines.map((l) => l.variant.product.id),
    [],
  )
  const now = new Date()
  const stock = []
  for (const [n, { variant: v, quantity }] of lines.entries()) {
    const id = generateId('item')
    await tx.insert(lineItem).values({
      id,
      claim_order_id: claimId,
      ...variantLineColumns(v),
      should_merge: true,
      has_shipping: false,
      unit_price: prices[n]!.unit_price,
      includes_tax: prices[n]!.includes_tax,
      quantity,
      metadata: {},
      created_at: now,
      updated_at: now,
    })
    await insertVariantTaxLines(tx, id, v, target.region, rates)
    stock.push({ line_item_id: id, variant_id: v.variant.id, quantity })
  }
  await takeStock(tx, stock, o.sales_channel_id)
}

/**
 * Gives the claim its shipping methods: `{option_id, price}` creates one from an option of the
 * order's region (price defaulting to the option's), `{id}` attaches a method nobody owns yet.
 */
export async function addClaimShippingMethods(
  tx: Tx,
  o: OrderRow,
  claimId: string,
  methods: ShippingMethodInput[],
) {
  for (const m of methods) {
    if (m.id) {
      await attachMethod(tx, claimId, m.id)
      continue
    }
    const [option] = await tx
      .select()
      .from(shippingOption)
      .where(and(eq(shippingOption.id, m.option_id!), isNull(shippingOption.deleted_at)))
    if (!option) throw notFound(`Shipping Option with id: ${m.option_id} was not found`)
    if (option.region_id !== o.region_id)
      throw notAllowed("The shipping option is not available in the order's region")
    if (option.is_return) throw notAllowed('A return shipping option cannot ship replacement items')
    const methodId = generateId('sm')
    await tx.insert(shippingMethod).values({
      id: methodId,
      shipping_option_id: option.id,
      claim_order_id: claimId,
      price: m.price ?? option.amount ?? 0,
      data: m.data ?? {},
      includes_tax: option.includes_tax,
    })
    await addMethodTaxLines(tx, o.region_id, methodId, option.id)
  }
  if (methods.length)
    await tx.update(lineItem).set({ has_shipping: true }).where(eq(lineItem.claim_order_id, claimId))
}

async function attachMethod(tx: Tx, claimId: string, methodId: string) {
  const [m] = await tx.select().from(shippingMethod).where(eq(shippingMethod.id, methodId)).for('update')
  if (!m) throw notFound(`Shipping method with id: ${methodId} was not found`)
  if (m.claim_order_id === claimId) return
  if (m.order_id || m.swap_id || m.return_id || m.claim_order_id || m.cart_id)
    throw notAllowed(
      `Shipping method ${methodId} already belongs to another cart, order, swap, return or claim`,
    )
  await tx.update(shippingMethod).set({ claim_order_id: claimId }).where(eq(shippingMethod.id, methodId))
}
