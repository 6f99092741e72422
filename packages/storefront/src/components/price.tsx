import type { PricedProduct, PricedVariant } from '@mercato/client'
import { formatMoney } from '@mercato/domain'
import { useI18n } from '../i18n/context'

/**
 * An amount in minor units, formatted for its currency (zero-decimal currencies included). Amounts keep
 * one format in every language (as the dashboard's do), isolated so they read whole in right-to-left
 * text, a minus included: outside the isolate, it would be drawn after the amount. The en-US format has
 * no right-to-left letters, so the isolate runs left to right.
 */
export function Money({
  amount,
  currency,
  deducted,
}: {
  amount: number | null | undefined
  currency: string | undefined
  /** Taken off (a discount, a refund): said with a minus, unless it is nothing. */
  deducted?: boolean
}) {
  if (amount == null || !currency) return null
  return (
    <bdi>
      {deducted && amount ? '−' : ''}
      {formatMoney(amount, currency)}
    </bdi>
  )
}

/**
 * The variant's price as the shopper is shown it: with tax where the region's prices include tax,
 * else without. A price list's amounts and the region's may be kept on different bases, so the raw
 * `calculated_price` and `original_price` cannot be shown side by side; the API's tax-inclusive figures
 * (and their tax) put both on the region's basis, the one the cart then charges by.
 */
export function variantPrice(
  variant: PricedVariant | undefined,
  inclusive = false,
  kind: 'calculated' | 'original' = 'calculated',
): number | undefined {
  const raw = variant?.[`${kind}_price`]
  const withTax = variant?.[`${kind}_price_incl_tax`]
  if (raw == null || withTax == null) return raw ?? undefined
  const tax = variant?.[`${kind}_tax`]
  return inclusive ? withTax : tax == null ? raw : withTax - tax
}

/**
 * A gift card's denomination as the money it carries: its variant's price in the shopper's currency
 * (what the card is worth), else the option value as entered.
 */
export function denomination(value: string, variant: PricedVariant | undefined, currency?: string): string {
  const price = variantPrice(variant)
  return price != null && currency ? formatMoney(price, currency) : value
}

/** The lowest price among the product's variants, for listings ("from …"). */
export function lowestPrice(product: PricedProduct): number | undefined {
  const prices = product.variants.map((v) => variantPrice(v)).filter((p): p is number => p != null)
  return prices.length ? Math.min(...prices) : undefined
}

/** The variant priced lowest, whose price a listing shows ("from …"). */
export function cheapestVariant(product: PricedProduct): PricedVariant | undefined {
  let cheapest: PricedVariant | undefined
  for (const variant of product.variants) {
    const price = variantPrice(variant)
    if (price != null && (cheapest === undefined || price < variantPrice(cheapest)!)) cheapest = variant
  }
  return cheapest
}

/**
 * Current price, with the original struck through when a sale lowers it. An override price list sets
 * the price outright (a group's own price, not a reduction), so its price stands alone.
 */
export function VariantPrice({
  variant,
  currency,
  inclusive = false,
  small = false,
}: {
  variant: PricedVariant | undefined
  currency?: string
  /** The region's prices include tax: shown with it, and said so on a product page. */
  inclusive?: boolean | undefined
  /** In a product card rather than a product page. */
  small?: boolean
}) {
  const { t } = useI18n()
  const price = variantPrice(variant, inclusive)
  if (price == null || !currency)
    return <span className="text-stone-500">{t('common.priceUnavailable')}</span>
  const original = variantPrice(variant, inclusive, 'original')
  const reduced = variant?.calculated_price_type === 'sale' && original != null && original > price
  return (
    <span className="flex items-baseline gap-2">
      <bdi className={reduced ? 'text-red-700' : undefined}>{formatMoney(price, currency)}</bdi>
      {reduced && (
        <s className={`${small ? 'text-xs' : 'text-base'} text-stone-500`}>
          <span className="sr-only">{t('common.wasPrice')} </span>
          <bdi>{formatMoney(original, currency)}</bdi>
        </s>
      )}
      {inclusive && !small && <span className="text-sm text-stone-500">{t('common.taxIncluded')}</span>}
    </span>
  )
}

/** How many of the variant can be bought: stock when inventory is managed without backorders. */
export function stockOf(variant: PricedVariant | undefined): number {
  if (!variant) return 0
  if (!variant.manage_inventory || variant.allow_backorder) return Number.POSITIVE_INFINITY
  return Math.max(0, variant.inventory_quantity)
}
