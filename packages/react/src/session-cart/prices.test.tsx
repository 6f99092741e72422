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

describe("price helpers with the Store API's calculated prices", () => {
  const eur = { currency_code: 'eur', tax_rate: 19 }
  // A book at 28.99 with 7 % VAT from its own tax rate (the region's 19 % does not apply); its first
  // euro price is another amount, which the fallback alone would show.
  const book = {
    prices: [{ currency_code: 'eur', amount: 2924 }],
    calculated_price: 2899,
    calculated_price_incl_tax: 3102,
    calculated_tax: 203,
  }

  it('prefers calculated_price_incl_tax with taxes, less calculated_tax without', () => {
    expect(computeVariantPrice({ variant: book, region: eur })).toBe(31.02)
    expect(computeVariantPrice({ variant: book, region: eur, includeTaxes: false })).toBe(28.99)
    expect(formatVariantPrice({ variant: book, region: eur, locale: 'de-DE' })).toBe('31,02\u00a0€')
    expect(formatVariantPrice({ variant: book, region: eur, includeTaxes: false })).toBe('€28.99')
  })

  it('keeps a tax-inclusive price as it is', () => {
    const inclusive = { calculated_price: 3499, calculated_price_incl_tax: 3499, calculated_tax: 229 }
    expect(computeVariantPrice({ variant: inclusive, region: eur })).toBe(34.99)
    expect(computeVariantPrice({ variant: inclusive, region: eur, includeTaxes: false })).toBe(32.7)
  })

  it('takes calculated_price as it is when the tax figures are missing', () => {
    const untaxed = { ...book, calculated_price_incl_tax: null, calculated_tax: null }
    expect(computeVariantPrice({ variant: untaxed, region: eur })).toBe(28.99)
    expect(computeVariantPrice({ variant: untaxed, region: eur, includeTaxes: false })).toBe(28.99)
  })

  it('falls back to the first price in the currency plus the region tax when not priced for a region', () => {
    const unpriced = {
      ...book,
      calculated_price: null,
      calculated_price_incl_tax: null,
      calculated_tax: null,
    }
    expect(computeVariantPrice({ variant: unpriced, region: eur, includeTaxes: false })).toBe(29.24)
    expect(computeVariantPrice({ variant: unpriced, region: eur })).toBeCloseTo(34.7956, 6)
    expect(formatVariantPrice({ variant: unpriced, region: eur })).toBe('€34.80')
  })

  it('does not divide zero-decimal currencies', () => {
    const yen = { calculated_price: 1500, calculated_price_incl_tax: 1650, calculated_tax: 150 }
    expect(formatVariantPrice({ variant: yen, region: jpy })).toBe('¥1,650')
    expect(formatVariantPrice({ variant: yen, region: jpy, includeTaxes: false })).toBe('¥1,500')
  })
})
