import { describe, expect, it } from 'vitest'
import { priceListCreateBody, priceListPricesBatchBody, priceListUpdateBody } from './pricing-schemas'

describe('price list request schemas', () => {
  it('accepts a list with prices by currency or region and coerces dates', () => {
    const parsed = priceListCreateBody.parse({
      name: 'VIP',
      description: '',
      type: 'sale',
      starts_at: '2026-05-01T00:00:00.000Z',
      prices: [
        { variant_id: 'variant_1', currency_code: 'usd', amount: 750 },
        { variant_id: 'variant_1', region_id: 'reg_1', amount: 700, min_quantity: 2 },
      ],
      customer_groups: [{ id: 'cgrp_1' }],
    })
    expect(parsed.starts_at).toEqual(new Date('2026-05-01T00:00:00.000Z'))
  })

  it('refuses blank names, unknown types, fractional or negative amounts and unknown keys', () => {
    const base = { name: 'VIP', description: '', type: 'sale', prices: [] }
    expect(priceListCreateBody.safeParse({ ...base, name: '  ' }).success).toBe(false)
    expect(priceListCreateBody.safeParse({ ...base, type: 'clearance' }).success).toBe(false)
    expect(priceListCreateBody.safeParse({ ...base, colour: 'red' }).success).toBe(false)
    const price = (amount: number) => ({ prices: [{ variant_id: 'v', currency_code: 'usd', amount }] })
    expect(priceListPricesBatchBody.safeParse(price(12.5)).success).toBe(false)
    expect(priceListPricesBatchBody.safeParse(price(-1)).success).toBe(false)
    expect(priceListPricesBatchBody.safeParse(price(0)).success).toBe(true)
    expect(
      priceListPricesBatchBody.safeParse({
        prices: [{ variant_id: 'v', currency_code: 'dollars', amount: 1 }],
      }).success,
    ).toBe(false)
  })

  it('lets an update clear the dates and change only some fields', () => {
    expect(priceListUpdateBody.parse({ ends_at: null, status: 'draft' })).toEqual({
      ends_at: null,
      status: 'draft',
    })
  })
})
