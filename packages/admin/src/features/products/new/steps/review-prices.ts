import { formatMoney } from '../../../../lib/format'
import type { PriceColumn } from '../price-columns'

/**
 * A variant's prices as the review lists them: "129,90 € · 139,00 $ (USA)" in German, in the dashboard's
 * language like the product page; null when it has none.
 */
export function reviewPriceText(
  prices: Record<string, number | null | undefined>,
  columns: PriceColumn[],
  locale: string,
): string | null {
  const parts = columns
    .filter((c) => typeof prices[c.key] === 'number')
    // A region's price is named after its region, so it is not taken for the currency's own price.
    .map((c) => {
      const money = formatMoney(prices[c.key] as number, c.currencyCode, locale)
      return c.regionName ? `${money} (${c.regionName})` : money
    })
  return parts.length ? parts.join(' · ') : null
}
