// Storefront price helpers (SPEC §9): amounts are integers in minor units; krw, jpy and vnd have none.

/** The currencies these helpers do not divide by 100 (medusa-react's list, shorter than the server's). */
export const NO_DIVISION_CURRENCIES = ['krw', 'jpy', 'vnd']

export interface PriceRegion {
  currency_code?: string | null
  /** Percent, e.g. 25. */
  tax_rate?: number | null
}

export interface PricedVariantLike {
  prices?: { currency_code: string; amount: number }[] | null
  /**
   * The Store API's figures for the requested region or cart (`region_id`, `cart_id` or
   * `currency_code`), in minor units: the selected price, that price with tax, and the tax it holds, from
   * the variant's own tax rates and whether the price includes tax. When present, they are what the cart
   * charges.
   */
  calculated_price?: number | null
  calculated_price_incl_tax?: number | null
  calculated_tax?: number | null
}

export interface FormatOptions {
  /** Default en-US. */
  locale?: string
  minimumFractionDigits?: number
  maximumFractionDigits?: number
}

/** Amount of the variant's first price in the region's currency (case-insensitive), else 0. */
export function getVariantPrice(
  variant: PricedVariantLike | null | undefined,
  region: PriceRegion | null | undefined,
) {
  const currency = region?.currency_code?.toLowerCase()
  if (!currency) return 0
  const price = variant?.prices?.find((p) => p.currency_code?.toLowerCase() === currency)
  return price?.amount ?? 0
}

/** Minor units to a decimal amount, with the region's tax added unless `includeTaxes` is false. */
export function computeAmount({
  amount,
  region,
  includeTaxes = true,
}: {
  amount: number
  region?: PriceRegion | null
  includeTaxes?: boolean
}): number {
  const currency = region?.currency_code?.toLowerCase() ?? ''
  const decimal = amount / (NO_DIVISION_CURRENCIES.includes(currency) ? 1 : 100)
  const rate = includeTaxes ? (region?.tax_rate ?? 0) / 100 : 0
  return decimal * (1 + rate)
}

function toLocale(amount: number, currency: string | null | undefined, options: FormatOptions): string {
  if (!currency) return amount.toString()
  const { locale = 'en-US', minimumFractionDigits, maximumFractionDigits } = options
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits,
    maximumFractionDigits,
  }).format(amount)
}

/** A minor-unit amount formatted in the region's currency, e.g. 1000 in usd with 25 % tax → "$12.50". */
export function formatAmount({
  amount,
  region,
  includeTaxes = true,
  ...options
}: { amount: number; region?: PriceRegion | null; includeTaxes?: boolean } & FormatOptions): string {
  return toLocale(computeAmount({ amount, region, includeTaxes }), region?.currency_code, options)
}

/**
 * The server's price for the variant in minor units, or null when the variant was not priced for a region
 * (no `calculated_price`). With taxes: `calculated_price_incl_tax`; without: that less `calculated_tax`.
 * Only `calculated_price` (no tax figures): that amount as it is.
 */
function calculatedAmount(variant: PricedVariantLike | null | undefined, includeTaxes: boolean) {
  if (variant?.calculated_price == null) return null
  const inclTax = variant.calculated_price_incl_tax
  if (inclTax == null) return variant.calculated_price
  return includeTaxes ? inclTax : inclTax - (variant.calculated_tax ?? 0)
}

/**
 * The variant's price in the region as a decimal amount (tax included by default): the server's
 * calculated price when the variant has one (price lists, sale prices, the variant's own tax rates and
 * tax-inclusive prices taken into account), else the first price in the region's currency plus the
 * region's `tax_rate`.
 */
export function computeVariantPrice({
  variant,
  region,
  includeTaxes = true,
}: {
  variant: PricedVariantLike | null | undefined
  region?: PriceRegion | null
  includeTaxes?: boolean
}): number {
  const calculated = calculatedAmount(variant, includeTaxes)
  if (calculated !== null) return computeAmount({ amount: calculated, region, includeTaxes: false })
  return computeAmount({ amount: getVariantPrice(variant, region), region, includeTaxes })
}

/** The variant's price in the region, formatted (tax included by default); see `computeVariantPrice`. */
export function formatVariantPrice({
  variant,
  region,
  includeTaxes = true,
  ...options
}: {
  variant: PricedVariantLike | null | undefined
  region?: PriceRegion | null
  includeTaxes?: boolean
} & FormatOptions) {
  return toLocale(computeVariantPrice({ variant, region, includeTaxes }), region?.currency_code, options)
}
