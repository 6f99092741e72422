/**
 * Price selection (contract §4.1): which of a variant's prices a shopper pays, and the taxes on it.
 * Pure: the caller loads the variant's prices (with their price lists) and the context.
 */

export type PriceListType = 'sale' | 'override'
export type CalculatedPriceType = 'default' | PriceListType

export interface PriceListInfo {
  id: string
  type: PriceListType
  status: 'active' | 'draft'
  starts_at: Date | string | null
  ends_at: Date | string | null
  includes_tax: boolean
  /** Groups the list is restricted to; empty = everyone. */
  customer_group_ids: readonly string[]
}

export interface PriceCandidate {
  id: string
  amount: number
  currency_code: string
  region_id: string | null
  min_quantity: number | null
  max_quantity: number | null
  price_list_id: string | null
  price_list?: PriceListInfo | null
}

export interface TaxRateLine {
  rate: number | null
  name: string
  code: string | null
}

export interface PricingRegion {
  id: string
  currency_code: string
  includes_tax: boolean
  automatic_taxes: boolean
  tax_rate: number
}

export interface PricingContext {
  /** The region of the request (or of the cart); its currency becomes the context currency. */
  region?: PricingRegion | null
  currency_code?: string | null
  /** Whether a shopper is known: lists restricted to groups apply only to their members. */
  customer_id?: string | null
  customer_group_ids?: readonly string[]
  quantity?: number
  /** Store requests include price-list prices even without region or currency. */
  include_discount_prices?: boolean
  /** The `tax_inclusive_pricing` feature flag. */
  tax_inclusive_pricing?: boolean
  /** Currencies marked `includes_tax`. */
  tax_inclusive_currencies?: ReadonlySet<string>
  /** Tax rates of the product in the region (product and product-type rates, else the region default). */
  tax_rates?: readonly TaxRateLine[] | null
  now?: Date
}

export interface PriceSelection<P extends PriceCandidate = PriceCandidate> {
  /** The candidate prices (those the context allows), in the given order. */
  prices: P[]
  original_price: number | null
  calculated_price: number | null
  calculated_price_type: CalculatedPriceType | null
  original_price_includes_tax: boolean | null
  calculated_price_includes_tax: boolean | null
  original_price_incl_tax: number | null
  calculated_price_incl_tax: number | null
  original_tax: number | null
  calculated_tax: number | null
  tax_rates: TaxRateLine[] | null
}

const time = (d: Date | string | null): number | null => (d === null ? null : new Date(d).getTime())

/** Whether a price-list price may be offered now to this shopper (step 1). */
export function isPriceListApplicable(list: PriceListInfo, context: PricingContext): boolean {
  if (list.status !== 'active') return false
  const now = (context.now ?? new Date()).getTime()
  const starts = time(list.starts_at)
  const ends = time(list.ends_at)
  if (starts !== null && !(starts < now)) return false
  if (ends !== null && !(ends > now)) return false
  if (list.customer_group_ids.length === 0) return true
  if (!context.customer_id) return false
  const groups = new Set(context.customer_group_ids ?? [])
  return list.customer_group_ids.some((g) => groups.has(g))
}

/** The candidate prices for a context (step 1): valid lists, matching region or currency. */
export function candidatePrices<P extends PriceCandidate>(
  prices: readonly P[],
  context: PricingContext,
): P[] {
  const regionId = context.region?.id ?? null
  const currency = contextCurrency(context)
  return prices.filter((p) => {
    if (p.price_list_id !== null) {
      if (!p.price_list || !isPriceListApplicable(p.price_list, context)) return false
      if (!regionId && !currency && !context.customer_id && !context.include_discount_prices) return false
    }
    if (regionId || currency) {
      return (
        (regionId !== null && p.region_id === regionId) || (currency !== null && p.currency_code === currency)
      )
    }
    return true
  })
}

function contextCurrency(context: PricingContext): string | null {
  return (context.region?.currency_code ?? context.currency_code)?.toLowerCase() ?? null
}

const isUntiered = (p: PriceCandidate) => p.min_quantity === null && p.max_quantity === null

function fitsQuantity(p: PriceCandidate, quantity: number | undefined): boolean {
  if (quantity === undefined) {
    // Without a quantity only untiered prices and "up to n" tiers apply.
    return (!p.max_quantity && !p.min_quantity) || (!p.min_quantity && !!p.max_quantity)
  }
  return (!p.min_quantity || p.min_quantity <= quantity) && (!p.max_quantity || p.max_quantity >= quantity)
}

/** Step 4: a price includes tax if its list, else its region, else its currency says so. */
function includesTax(p: PriceCandidate, context: PricingContext): boolean {
  if (!context.tax_inclusive_pricing) return false
  if (p.price_list?.includes_tax) return true
  if (
    p.region_id !== null &&
    context.region &&
    p.region_id === context.region.id &&
    context.region.includes_tax
  )
    return true
  return context.tax_inclusive_currencies?.has(p.currency_code) ?? false
}

/** Sum of the rates as a fraction (25 % + 5 % → 0.3). */
export function combinedTaxRate(rates: readonly TaxRateLine[]): number {
  return rates.reduce((acc, r) => acc + (r.rate ?? 0) / 100, 0)
}

/** The tax contained in (inclusive) or due on (exclusive) a price, rounded to the minor unit. */
export function priceTaxAmount(price: number, rate: number, inclusive: boolean): number {
  return Math.round(inclusive ? (price * rate) / (1 + rate) : price * rate)
}

export function selectPrices<P extends PriceCandidate>(
  prices: readonly P[],
  context: PricingContext,
): PriceSelection<P> {
  const candidates = candidatePrices(prices, context)
  const regionId = context.region?.id ?? null
  const currency = contextCurrency(context)
  const rates = context.tax_rates ?? (context.region ? defaultTaxRates(context.region) : null)
  const rate = rates ? combinedTaxRate(rates) : undefined

  let original: { amount: number; inclusive: boolean; byRegion: boolean } | null = null
  let calculated: { amount: number; inclusive: boolean; type: CalculatedPriceType } | null = null

  for (const p of candidates) {
    const inclusive = includesTax(p, context)
    const byRegion = regionId !== null && p.region_id === regionId
    const byCurrency = currency !== null && p.currency_code === currency
    // Step 2: region prices take precedence over currency prices for the original price.
    if (p.price_list_id === null && isUntiered(p)) {
      if (byRegion && !original?.byRegion) original = { amount: p.amount, inclusive, byRegion }
      else if (byCurrency && !original) original = { amount: p.amount, inclusive, byRegion: false }
    }
    // Step 3: the lowest price among tier-fitting candidates; mixed inclusivity compared gross.
    if ((byRegion || byCurrency) && fitsQuantity(p, context.quantity)) {
      if (!calculated || isLower(p.amount, inclusive, calculated, rate)) {
        calculated = { amount: p.amount, inclusive, type: p.price_list?.type ?? 'default' }
      }
    }
  }

  const result: PriceSelection<P> = {
    prices: candidates,
    original_price: original?.amount ?? null,
    calculated_price: calculated?.amount ?? null,
    calculated_price_type: calculated?.type ?? null,
    original_price_includes_tax: original ? original.inclusive : null,
    calculated_price_includes_tax: calculated ? calculated.inclusive : null,
    original_price_incl_tax: null,
    calculated_price_incl_tax: null,
    original_tax: null,
    calculated_tax: null,
    tax_rates: null,
  }

  // Step 5: taxes only for a region that computes them automatically.
  if (context.region?.automatic_taxes) {
    const r = rate ?? 0
    result.tax_rates = [...(rates ?? [])]
    if (original) {
      result.original_tax = priceTaxAmount(original.amount, r, original.inclusive)
      result.original_price_incl_tax = original.inclusive
        ? original.amount
        : original.amount + result.original_tax
    }
    if (calculated) {
      result.calculated_tax = priceTaxAmount(calculated.amount, r, calculated.inclusive)
      result.calculated_price_incl_tax = calculated.inclusive
        ? calculated.amount
        : calculated.amount + result.calculated_tax
    }
  }
  return result
}

function isLower(
  amount: number,
  inclusive: boolean,
  current: { amount: number; inclusive: boolean },
  rate: number | undefined,
): boolean {
  if (inclusive === current.inclusive) return amount < current.amount
  // Without a rate, prices with and without tax cannot be compared: keep the first.
  if (rate === undefined) return false
  return inclusive ? amount < (1 + rate) * current.amount : (1 + rate) * amount < current.amount
}

/** The region's own rate, used when a product has no specific tax rates in it. */
export function defaultTaxRates(region: Pick<PricingRegion, 'tax_rate'>): TaxRateLine[] {
  return [{ rate: region.tax_rate, name: 'default', code: 'default' }]
}
