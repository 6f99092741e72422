import type { Cart, LineItem, PricedProduct, StoreGetProductsParams } from '@mercato/client'
import { useCatalogue } from './pricing'

/**
 * What is left of the cart's variants. A cart's answer carries each variant's own stored count, which
 * stock kept at locations does not change; the shop's product answers count what the cart's sales
 * channel can sell, as adding to the cart and placing the order do. So the cart asks for its products.
 */
export function cartStockQuery(cart: Cart): StoreGetProductsParams | null {
  const ids = [...new Set(cart.items.map((i) => i.variant?.product_id).filter((id): id is string => !!id))]
  if (ids.length === 0) return null
  return { id: ids.sort(), region_id: cart.region_id, limit: ids.length, offset: 0 }
}

/** A line's variant as the product answers count it: how many are left, or undefined when unknown. */
export function availableOf(products: PricedProduct[] | undefined, item: LineItem): number | undefined {
  for (const p of products ?? []) {
    const v = p.variants.find((x) => x.id === item.variant_id)
    if (v) return v.inventory_quantity
  }
  return undefined
}

/** Whether a line's variant is limited by stock (kept stock, no back orders). */
export const stockLimited = (item: LineItem) =>
  !!item.variant?.manage_inventory && !item.variant.allow_backorder

/** What is left of a line's variant when the line asks for more than that; else null. */
export function shortOf(item: LineItem, available: number | undefined): number | null {
  const left = available ?? item.variant?.inventory_quantity
  if (!stockLimited(item) || left === undefined || item.quantity <= left) return null
  return Math.max(0, left)
}

/** The cart's products, for what is left of each line's variant. */
export function useCartStock(cart: Cart | undefined | null) {
  const query = cart ? cartStockQuery(cart) : null
  const { products } = useCatalogue(query ?? {}, { enabled: query !== null })
  return (item: LineItem) => availableOf(query ? products : undefined, item)
}
