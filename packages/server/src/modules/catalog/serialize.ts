import type { LoadedPrice, ProductNode, VariantNode } from './loader'
import { type Selection, project } from './selection'
import type { VariantExtras } from './store-pricing'

export const PRODUCT_RELATION_KEYS = [
  'variants',
  'options',
  'images',
  'tags',
  'collection',
  'type',
  'profiles',
  'profile',
  'sales_channels',
  'categories',
] as const

export const VARIANT_RELATION_KEYS = ['prices', 'options', 'product', 'inventory_items'] as const

/** A MoneyAmount as serialised; store responses add its price list (or null). */
export function priceJson(p: LoadedPrice, withList = false) {
  const { price_list, customer_group_ids: _g, currency_includes_tax: _c, ...rest } = p
  return withList ? { ...rest, price_list } : rest
}

export function variantJson(v: VariantNode, extras?: VariantExtras, selection?: Selection) {
  const { prices, ...rest } = v
  const out: Record<string, unknown> = { ...rest }
  if (prices) out.prices = (extras?.pricing?.prices ?? prices).map((p) => priceJson(p, !!extras))
  if (extras) {
    out.inventory_quantity = extras.inventory_quantity
    out.purchasable = extras.purchasable
    if (extras.pricing) {
      const { prices: _p, ...fields } = extras.pricing
      Object.assign(out, fields)
    }
  }
  return selection ? project(out, selection, [...VARIANT_RELATION_KEYS, ...COMPUTED_VARIANT_FIELDS]) : out
}

/** Totals-like fields a `fields` list never strips (contract §1.7: the store cleaner keeps computed fields). */
const COMPUTED_VARIANT_FIELDS = [
  'purchasable',
  'original_price',
  'calculated_price',
  'calculated_price_type',
  'original_price_includes_tax',
  'calculated_price_includes_tax',
  'original_price_incl_tax',
  'calculated_price_incl_tax',
  'original_tax',
  'calculated_tax',
  'tax_rates',
]

export function productJson(node: ProductNode, selection: Selection, extras?: Map<string, VariantExtras>) {
  const out: Record<string, unknown> = { ...node }
  if (node.variants) out.variants = node.variants.map((v) => variantJson(v, extras?.get(v.id)))
  return project(out, selection, PRODUCT_RELATION_KEYS)
}
