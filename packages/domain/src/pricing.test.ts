import { describe, expect, it } from 'vitest'
import { type PriceCandidate, type PriceListInfo, type PricingRegion, selectPrices } from './pricing'

const now = new Date('2024-06-01T12:00:00Z')
let seq = 0
const price = (p: Partial<PriceCandidate> & { amount: number }): PriceCandidate => ({
  id: `ma_${++seq}`,
  currency_code: 'usd',
  region_id: null,
  min_quantity: null,
  max_quantity: null,
  price_list_id: p.price_list?.id ?? null,
  ...p,
})
const list = (p: Partial<PriceListInfo> = {}): PriceListInfo => ({
  id: `pl_${++seq}`,
  type: 'sale',
  status: 'active',
  starts_at: null,
  ends_at: null,
  includes_tax: false,
  customer_group_ids: [],
  ...p,
})
const us: PricingRegion = {
  id: 'reg_us',
  currency_code: 'usd',
  includes_tax: false,
  automatic_taxes: true,
  tax_rate: 10,
}

describe('selectPrices: region and currency', () => {
  it('prefers the region price over the currency price for the original price', () => {
    const prices = [price({ amount: 1000 }), price({ amount: 1200, region_id: 'reg_us' })]
    const r = selectPrices(prices, { region: us, now })
    expect(r.original_price).toBe(1200)
    // The lowest matching candidate is still the calculated price.
    expect(r.calculated_price).toBe(1000)
    expect(r.calculated_price_type).toBe('default')
  })

  it('uses the currency price with only a currency and ignores other currencies and regions', () => {
    const prices = [
      price({ amount: 900, currency_code: 'eur' }),
      price({ amount: 1000 }),
      price({ amount: 500, region_id: 'reg_other', currency_code: 'eur' }),
    ]
    const r = selectPrices(prices, { currency_code: 'USD', now })
    expect(r.prices.map((p) => p.amount)).toEqual([1000])
    expect([r.original_price, r.calculated_price]).toEqual([1000, 1000])
    expect(r.tax_rates).toBeNull()
    expect(r.calculated_tax).toBeNull()
  })

  it('offers only non-list prices without context, unless discount prices are included', () => {
    const sale = list()
    const prices = [price({ amount: 1000 }), price({ amount: 800, price_list: sale })]
    expect(selectPrices(prices, { now }).prices).toHaveLength(1)
    const r = selectPrices(prices, { now, include_discount_prices: true })
    expect(r.prices).toHaveLength(2)
    expect(r.calculated_price).toBeNull()
  })

  it('answers nulls when nothing matches', () => {
    const r = selectPrices([price({ amount: 1000, currency_code: 'eur' })], { region: us, now })
    expect(r.original_price).toBeNull()
    expect(r.calculated_price).toBeNull()
    expect(r.calculated_price_type).toBeNull()
    expect(r.original_tax).toBeNull()
    expect(r.tax_rates).toEqual([{ rate: 10, name: 'default', code: 'default' }])
  })
})

describe('selectPrices: price lists', () => {
  it('takes the lowest of sale and override lists, reporting the winning type', () => {
    const sale = list({ type: 'sale' })
    const override = list({ type: 'override' })
    const base = price({ amount: 1000 })
    let r = selectPrices(
      [base, price({ amount: 800, price_list: sale }), price({ amount: 900, price_list: override })],
      {
        currency_code: 'usd',
        now,
      },
    )
    expect([r.original_price, r.calculated_price, r.calculated_price_type]).toEqual([1000, 800, 'sale'])
    r = selectPrices(
      [base, price({ amount: 800, price_list: sale }), price({ amount: 700, price_list: override })],
      {
        currency_code: 'usd',
        now,
      },
    )
    expect([r.calculated_price, r.calculated_price_type]).toEqual([700, 'override'])
  })

  it('does not let an override list raise the price above a cheaper default', () => {
    const r = selectPrices(
      [price({ amount: 1000 }), price({ amount: 1100, price_list: list({ type: 'override' }) })],
      {
        currency_code: 'usd',
        now,
      },
    )
    expect([r.calculated_price, r.calculated_price_type]).toEqual([1000, 'default'])
  })

  it('ignores draft lists and lists outside their dates', () => {
    const prices = [
      price({ amount: 1000 }),
      price({ amount: 100, price_list: list({ status: 'draft' }) }),
      price({ amount: 200, price_list: list({ starts_at: '2024-07-01T00:00:00Z' }) }),
      price({ amount: 300, price_list: list({ ends_at: new Date('2024-05-01T00:00:00Z') }) }),
      price({
        amount: 600,
        price_list: list({ starts_at: '2024-05-01T00:00:00Z', ends_at: '2024-07-01T00:00:00Z' }),
      }),
    ]
    const r = selectPrices(prices, { currency_code: 'usd', now })
    expect(r.prices.map((p) => p.amount)).toEqual([1000, 600])
    expect(r.calculated_price).toBe(600)
  })

  it('applies customer-group lists only to members of the group', () => {
    const vip = list({ customer_group_ids: ['cgrp_vip'] })
    const prices = [price({ amount: 1000 }), price({ amount: 700, price_list: vip })]
    expect(selectPrices(prices, { currency_code: 'usd', now }).calculated_price).toBe(1000)
    expect(
      selectPrices(prices, {
        currency_code: 'usd',
        customer_id: 'cus_1',
        customer_group_ids: ['cgrp_other'],
        now,
      }).calculated_price,
    ).toBe(1000)
    const member = selectPrices(prices, {
      currency_code: 'usd',
      customer_id: 'cus_1',
      customer_group_ids: ['cgrp_vip'],
      now,
    })
    expect([member.calculated_price, member.calculated_price_type]).toEqual([700, 'sale'])
  })
})

describe('selectPrices: quantity tiers', () => {
  const prices = [
    price({ amount: 1000 }),
    price({ amount: 900, min_quantity: 10, max_quantity: 49 }),
    price({ amount: 800, min_quantity: 50 }),
    price({ amount: 950, max_quantity: 5 }),
  ]
  it('uses only untiered and up-to tiers without a quantity', () => {
    const r = selectPrices(prices, { currency_code: 'usd', now })
    expect([r.original_price, r.calculated_price]).toEqual([1000, 950])
  })
  it('picks the tier the quantity fits', () => {
    expect(selectPrices(prices, { currency_code: 'usd', quantity: 1, now }).calculated_price).toBe(950)
    expect(selectPrices(prices, { currency_code: 'usd', quantity: 7, now }).calculated_price).toBe(1000)
    expect(selectPrices(prices, { currency_code: 'usd', quantity: 10, now }).calculated_price).toBe(900)
    expect(selectPrices(prices, { currency_code: 'usd', quantity: 500, now }).calculated_price).toBe(800)
    // The original price never comes from a tier.
    expect(selectPrices(prices, { currency_code: 'usd', quantity: 500, now }).original_price).toBe(1000)
  })
})

describe('selectPrices: taxes', () => {
  it('adds the region rate to prices without tax', () => {
    const r = selectPrices(
      [price({ amount: 1000, region_id: 'reg_us' }), price({ amount: 799, price_list: list() })],
      {
        region: us,
        now,
      },
    )
    expect(r).toMatchObject({
      original_price: 1000,
      original_tax: 100,
      original_price_incl_tax: 1100,
      original_price_includes_tax: false,
      calculated_price: 799,
      calculated_tax: 80,
      calculated_price_incl_tax: 879,
      tax_rates: [{ rate: 10, name: 'default', code: 'default' }],
    })
  })

  it('uses the product rates when given, summing them', () => {
    const r = selectPrices([price({ amount: 1000 })], {
      region: us,
      tax_rates: [
        { rate: 20, name: 'VAT', code: 'vat' },
        { rate: 5, name: 'Eco', code: 'eco' },
      ],
      now,
    })
    expect([r.calculated_tax, r.calculated_price_incl_tax]).toEqual([250, 1250])
  })

  it('extracts the tax from prices of a tax-inclusive region', () => {
    const eu: PricingRegion = {
      id: 'reg_eu',
      currency_code: 'eur',
      includes_tax: true,
      automatic_taxes: true,
      tax_rate: 25,
    }
    const prices = [price({ amount: 1250, currency_code: 'eur', region_id: 'reg_eu' })]
    const r = selectPrices(prices, { region: eu, tax_inclusive_pricing: true, now })
    expect(r).toMatchObject({
      original_price: 1250,
      original_price_includes_tax: true,
      original_tax: 250,
      original_price_incl_tax: 1250,
      calculated_price_includes_tax: true,
      calculated_tax: 250,
      calculated_price_incl_tax: 1250,
    })
    // With the flag off nothing is inclusive.
    const off = selectPrices(prices, { region: eu, tax_inclusive_pricing: false, now })
    expect([off.calculated_price_includes_tax, off.calculated_tax, off.calculated_price_incl_tax]).toEqual([
      false,
      313,
      1563,
    ])
  })

  it('compares inclusive and exclusive candidates after grossing up', () => {
    const eu: PricingRegion = {
      id: 'reg_eu',
      currency_code: 'eur',
      includes_tax: false,
      automatic_taxes: true,
      tax_rate: 25,
    }
    // 1100 without tax is 1375 with it: the inclusive list price of 1300 is cheaper.
    const prices = [
      price({ amount: 1100, currency_code: 'eur' }),
      price({ amount: 1300, currency_code: 'eur', price_list: list({ includes_tax: true }) }),
    ]
    const r = selectPrices(prices, { region: eu, tax_inclusive_pricing: true, now })
    expect([r.calculated_price, r.calculated_price_includes_tax, r.calculated_tax]).toEqual([1300, true, 260])
    expect([r.original_price, r.original_price_includes_tax, r.original_price_incl_tax]).toEqual([
      1100,
      false,
      1375,
    ])
    // A currency marked includes_tax makes its prices inclusive.
    const cur = selectPrices([price({ amount: 1250, currency_code: 'eur' })], {
      region: eu,
      tax_inclusive_pricing: true,
      tax_inclusive_currencies: new Set(['eur']),
      now,
    })
    expect([cur.calculated_price_includes_tax, cur.calculated_tax]).toEqual([true, 250])
  })

  it('computes no taxes for a region without automatic taxes', () => {
    const r = selectPrices([price({ amount: 1000 })], { region: { ...us, automatic_taxes: false }, now })
    expect(r.calculated_price).toBe(1000)
    expect([r.calculated_tax, r.calculated_price_incl_tax, r.tax_rates]).toEqual([null, null, null])
  })

  it('keeps zero-decimal currencies in whole units (JPY)', () => {
    const jp: PricingRegion = {
      id: 'reg_jp',
      currency_code: 'jpy',
      includes_tax: false,
      automatic_taxes: true,
      tax_rate: 10,
    }
    const prices = [
      price({ amount: 1980, currency_code: 'jpy', region_id: 'reg_jp' }),
      price({ amount: 1499, currency_code: 'jpy', price_list: list() }),
    ]
    const r = selectPrices(prices, { region: jp, now })
    expect(r).toMatchObject({
      original_price: 1980,
      original_tax: 198,
      original_price_incl_tax: 2178,
      calculated_price: 1499,
      calculated_tax: 150,
      calculated_price_incl_tax: 1649,
    })
  })
})
