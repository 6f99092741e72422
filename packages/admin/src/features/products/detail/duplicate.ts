import type {
  AdminPostProductsProductVariantsReq,
  AdminPostProductsReq,
  MoneyAmount,
  PricedProduct,
  ProductVariant,
} from '@mercato/client'

const ATTRIBUTES = [
  'weight',
  'length',
  'height',
  'width',
  'hs_code',
  'origin_country',
  'mid_code',
  'material',
] as const

type Attributes = Pick<AdminPostProductsReq, (typeof ATTRIBUTES)[number]>

function attributesOf(source: Partial<Record<(typeof ATTRIBUTES)[number], unknown>>): Attributes {
  const out: Record<string, unknown> = {}
  for (const key of ATTRIBUTES) if (source[key] != null) out[key] = source[key]
  return out as Attributes
}

/** A variant's own prices (no price lists) as the create payload takes them. */
export function copyPrices(prices: MoneyAmount[]) {
  return prices
    .filter((p) => !p.price_list_id)
    .map((p) => ({
      ...(p.region_id ? { region_id: p.region_id } : { currency_code: p.currency_code }),
      amount: p.amount,
      ...(p.min_quantity != null ? { min_quantity: p.min_quantity } : {}),
      ...(p.max_quantity != null ? { max_quantity: p.max_quantity } : {}),
    }))
}

function copyVariant(variant: ProductVariant) {
  return {
    title: variant.title,
    ...(variant.barcode ? { barcode: variant.barcode } : {}),
    inventory_quantity: variant.inventory_quantity,
    allow_backorder: variant.allow_backorder,
    manage_inventory: variant.manage_inventory,
    ...attributesOf(variant),
  }
}

/**
 * The create payload for a copy of `product`: a draft with the same content. SKUs, EANs and UPCs are
 * unique per variant, so the copy's variants go without them; the handle gets `suffix`.
 */
export function duplicatePayload(
  product: PricedProduct,
  title: string,
  suffix: string,
): AdminPostProductsReq {
  const options = product.options ?? []
  return {
    title,
    ...(product.subtitle ? { subtitle: product.subtitle } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.handle ? { handle: `${product.handle}-${suffix}` } : {}),
    status: 'draft',
    is_giftcard: product.is_giftcard,
    discountable: product.discountable,
    images: (product.images ?? []).map((i) => i.url),
    ...(product.thumbnail ? { thumbnail: product.thumbnail } : {}),
    ...(product.type ? { type: { id: product.type.id, value: product.type.value } } : {}),
    ...(product.collection_id ? { collection_id: product.collection_id } : {}),
    tags: (product.tags ?? []).map((tag) => ({ id: tag.id, value: tag.value })),
    sales_channels: (product.sales_channels ?? []).map((c) => ({ id: c.id })),
    categories: (product.categories ?? []).map((c) => ({ id: c.id })),
    options: options.map((o) => ({ title: o.title })),
    // Option values are positional: one per product option, in the product's option order.
    variants: product.variants.map((v) => ({
      ...copyVariant(v),
      prices: copyPrices(v.prices),
      options: options.map((o) => ({ value: v.options?.find((ov) => ov.option_id === o.id)?.value ?? '' })),
    })),
    ...attributesOf(product),
    ...(product.metadata ? { metadata: product.metadata as Record<string, unknown> } : {}),
  }
}

/** The payload that adds a copy of `variant` to its product, titled `title`. */
export function duplicateVariantPayload(
  variant: ProductVariant,
  title: string,
): AdminPostProductsProductVariantsReq {
  return {
    ...copyVariant(variant),
    title,
    prices: copyPrices(variant.prices),
    options: (variant.options ?? []).map((o) => ({ option_id: o.option_id, value: o.value })),
  }
}
