import type { InventoryItem } from '@mercato/client'

/**
 * What the item is, as people know it now: its variant's "Product / Variant" (titles change after the
 * item was made; seeded items have none), else its own title.
 */
export function itemTitle(item: InventoryItem): string {
  const variant = item.variants?.[0]
  const product = variant?.product?.title
  if (variant && product) return product === variant.title ? product : `${product} / ${variant.title}`
  return item.title ?? ''
}
