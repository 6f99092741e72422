import { describe, expect, it } from 'vitest'
import {
  computeAmount,
  computeVariantPrice,
  formatAmount,
  formatVariantPrice,
  getVariantPrice,
} from './prices'

const usd = { currency_code: 'usd', tax_rate: 25 }
const jpy = { currency_code: 'jpy', tax_rate: 10 }
const variant = {
  prices: [
    { currency_code: 'EUR', amount: 900 },
    { currency_code: 'USD', amount: 1000 },
    { currency_code: 'usd', amount: 1 },
    { currency_code: 'jpy', amount: 1500 },
  ],
}

describe('price helpers', () => {
  it("takes the first price in the region's currency, ignoring case, else 0", () => {
    expect(getVariantPrice(variant, usd)).toBe(1000)
    expect(getVariantPrice(variant, { currency_code: 'gbp' })).toBe(0)
    expect(getVariantPrice(undefined, usd)).toBe(0)
  })

  it('divides by 100 and adds tax_rate/100 by default', () => {
    expect(computeAmount({ amount: 1000, region: usd })).toBe(12.5)
    expect(computeVariantPrice({ variant, region: usd })).toBe(12.5)
  })

  it('leaves tax out when includeTaxes is false', () => {
    expect(computeAmount({ amount: 1000, region: usd, includeTaxes: false })).toBe(10)
    expect(computeVariantPrice({ variant, region: usd, includeTaxes: false })).toBe(10)
  })

  it('does not divide zero-decimal currencies (krw, jpy, vnd)', () => {
    expect(computeAmount({ amount: 1500, region: jpy, includeTaxes: false })).toBe(1500)
    expect(computeAmount({ amount: 1500, region: { currency_code: 'KRW' }, includeTaxes: false })).toBe(1500)
    expect(computeAmount({ amount: 1500, region: { currency_code: 'vnd' } })).toBe(1500)
    expect(computeAmount({ amount: 1500, region: { currency_code: 'eur' } })).toBe(15)
  })

  it('formats in en-US currency style', () => {
    expect(formatAmount({ amount: 1000, region: usd })).toBe('$12.50')
    expect(formatAmount({ amount: 1000, region: usd, includeTaxes: false })).toBe('$10.00')
    expect(formatVariantPrice({ variant, region: usd })).toBe('$12.50')
    expect(formatVariantPrice({ variant, region: jpy, includeTaxes: false })).toBe('¥1,500')
    expect(formatVariantPrice({ variant, region: jpy })).toBe('¥1,650')
  })

  it('passes fraction-digit options through', () => {
    expect(formatAmount({ amount: 1000, region: usd, includeTaxes: false, minimumFractionDigits: 0 })).toBe(
      '$10',
    )
  })
})
