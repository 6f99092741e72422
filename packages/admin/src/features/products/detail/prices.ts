import type { MoneyAmount, ProductVariantPricePayload } from '@mercato/client'
import { isZeroDecimal, toMajorUnits, toMinorUnits } from '@mercato/domain'

/** One money input of the variant form: a store currency, or a region (priced in its currency). */
export interface PriceTarget {
  key: string
  currency_code: string
  region_id?: string
  /** Region name, for region targets. */
  region_name?: string
}

interface RegionLike {
  id: string
  name: string
  currency_code: string
}

// Tiered and price-list prices are not edited here; they pass through unchanged.
const isPlain = (p: MoneyAmount) => !p.price_list_id && p.min_quantity == null && p.max_quantity == null

export const targetKey = (p: { currency_code?: string | null; region_id?: string | null }) =>
  p.region_id ? `region:${p.region_id}` : `currency:${(p.currency_code ?? '').toLowerCase()}`

/** The store's currencies and regions, plus any currency or region the variant is already priced in. */
export function priceTargets(
  prices: MoneyAmount[],
  currencies: string[],
  regions: RegionLike[],
): PriceTarget[] {
  const codes = new Set(currencies.map((c) => c.toLowerCase()))
  for (const p of prices) if (isPlain(p) && !p.region_id) codes.add(p.currency_code.toLowerCase())
  const targets: PriceTarget[] = [...codes]
    .sort()
    .map((code) => ({ key: `currency:${code}`, currency_code: code }))
  const known = new Map(regions.map((r) => [r.id, r]))
  const regionIds = new Set(regions.map((r) => r.id))
  for (const p of prices) if (isPlain(p) && p.region_id) regionIds.add(p.region_id)
  for (const id of regionIds) {
    const region = known.get(id)
    const price = prices.find((p) => p.region_id === id)
    const currency = (region?.currency_code ?? price?.currency_code ?? '').toLowerCase()
    targets.push({
      key: `region:${id}`,
      currency_code: currency,
      region_id: id,
      region_name: region?.name ?? id,
    })
  }
  return targets
}

/** Minor units to the text a person edits: "12.50", or "1200" for yen. */
export function toMajorText(minor: number, currency: string): string {
  return toMajorUnits(minor, currency).toFixed(isZeroDecimal(currency) ? 0 : 2)
}

/** The editor's starting text per target key. */
export function initialPriceTexts(prices: MoneyAmount[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const p of prices) if (isPlain(p)) out[targetKey(p)] = toMajorText(p.amount, p.currency_code)
  return out
}

/** Parses a typed amount: minor units, null for an empty field, or 'invalid'. */
export function parseMajorText(text: string, currency: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.')
  if (trimmed === '') return null
  const pattern = isZeroDecimal(currency) ? /^\d+$/ : /^\d+(\.\d{1,2})?$/
  if (!pattern.test(trimmed)) return 'invalid'
  return toMinorUnits(Number(trimmed), currency)
}

/**
 * The variant's full price list for the API (it replaces the variant's own prices): one entry per
 * filled target, reusing the existing price's id, plus the untouched tiered prices. Returns the keys
 * of unreadable amounts instead when there are any.
 */
export function pricesPayload(
  targets: PriceTarget[],
  texts: Record<string, string>,
  existing: MoneyAmount[],
): { prices: ProductVariantPricePayload[] } | { invalid: string[] } {
  const invalid: string[] = []
  const prices: ProductVariantPricePayload[] = []
  for (const target of targets) {
    const amount = parseMajorText(texts[target.key] ?? '', target.currency_code)
    if (amount === 'invalid') invalid.push(target.key)
    if (amount === null || amount === 'invalid') continue
    const current = existing.find((p) => isPlain(p) && targetKey(p) === target.key)
    prices.push({
      ...(current ? { id: current.id } : {}),
      ...(target.region_id ? { region_id: target.region_id } : { currency_code: target.currency_code }),
      amount,
    })
  }
  if (invalid.length) return { invalid }
  for (const p of existing)
    if (!isPlain(p) && !p.price_list_id)
      prices.push({
        id: p.id,
        currency_code: p.currency_code,
        ...(p.region_id ? { region_id: p.region_id } : {}),
        amount: p.amount,
        ...(p.min_quantity != null ? { min_quantity: p.min_quantity } : {}),
        ...(p.max_quantity != null ? { max_quantity: p.max_quantity } : {}),
      })
  return { prices }
}
