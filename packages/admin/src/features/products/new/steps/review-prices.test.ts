import { describe, expect, it } from 'vitest'
import { currencyKey, regionKey } from '../form-schema'
import type { PriceColumn } from '../price-columns'
import { reviewPriceText } from './review-prices'

const columns: PriceColumn[] = [
  { key: currencyKey('eur'), currencyCode: 'eur' },
  { key: regionKey('reg_us'), currencyCode: 'usd', regionName: 'USA' },
]
const prices = { [currencyKey('eur')]: 12990, [regionKey('reg_us')]: 13900 }

describe('reviewPriceText', () => {
  it("writes amounts as the dashboard's language does, naming a region's price", () => {
    expect(reviewPriceText(prices, columns, 'de')).toBe('129,90\u00a0€ · 139,00\u00a0$ (USA)')
    expect(reviewPriceText(prices, columns, 'en')).toBe('€129.90 · $139.00 (USA)')
  })

  it('skips columns left empty and says when there is no price at all', () => {
    expect(reviewPriceText({ [currencyKey('eur')]: 500, [regionKey('reg_us')]: null }, columns, 'en')).toBe(
      '€5.00',
    )
    expect(reviewPriceText({}, columns, 'de')).toBeNull()
  })
})
