import type { TaxRate } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { optionTaxRates, shippingWithTax } from './shipping-tax'

// The swap dialog's estimate prices shipping as the server does: an option's own rates, else the
// region's default rate, each rate's tax rounded on its own.

const rates = [
  { rate: 5, shipping_options: [{ id: 'so_express' }] },
  { rate: 2.5, shipping_options: [{ id: 'so_express' }] },
  { rate: 19, shipping_options: [] },
  { rate: null, shipping_options: [{ id: 'so_free_tax' }] },
] as unknown as TaxRate[]

describe('shipping with tax', () => {
  it("uses the option's own rates, else the region's default", () => {
    expect(optionTaxRates('so_express', rates, 8)).toEqual([5, 2.5])
    expect(optionTaxRates('so_standard', rates, 8)).toEqual([8])
    expect(optionTaxRates('so_free_tax', rates, 8)).toEqual([0])
  })

  it('adds the tax to a price without it: 5.00 at 8 % is 5.40 (the walk-through swap: 10.87 → 11.27)', () => {
    const standard = { id: 'so_standard', includes_tax: false }
    expect(shippingWithTax(standard, 500, rates, 8)).toBe(540)
    expect(shippingWithTax(standard, 0, rates, 8)).toBe(0)
    // 3.33 × 5 % = 0.1665 → 17, × 2.5 % = 0.08325 → 8: each rounded on its own.
    expect(shippingWithTax({ id: 'so_express', includes_tax: false }, 333, rates, 8)).toBe(358)
  })

  it('does not tax again a price that includes its tax', () => {
    expect(shippingWithTax({ id: 'so_standard', includes_tax: true }, 540, rates, 8)).toBe(540)
  })
})
