import type { Order } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { lineRate, taxShares } from './tax-summary'

const vat = (rate: number, name = 'VAT') => ({ id: `tl_${name}_${rate}`, name, rate }) as never
type Shape = Pick<Order, 'items' | 'shipping_methods'>

describe('taxShares', () => {
  it('states the tax by rate, items and shipping together, bases after discounts and before tax', () => {
    const order = {
      items: [
        // 2 × 349 at 25 %: 698 + 174.50
        { id: 'a', tax_lines: [vat(25)], total: 87250, tax_total: 17450 },
        // A book at 6 %, 100 less a discount of 10: 90 + 5.40
        { id: 'b', tax_lines: [vat(6)], total: 9540, tax_total: 540 },
      ],
      // Shipping 49 at 25 %: 12.25
      shipping_methods: [{ id: 's', tax_lines: [vat(25)], total: 6125, tax_total: 1225 }],
    } as unknown as Shape
    expect(taxShares(order)).toEqual([
      { lines: [{ name: 'VAT', rate: 25 }], rate: 25, base: 69800 + 4900, tax: 17450 + 1225 },
      { lines: [{ name: 'VAT', rate: 6 }], rate: 6, base: 9000, tax: 540 },
    ])
  })

  it('keeps combined rates together and leaves untaxed amounts out', () => {
    const order = {
      items: [
        { id: 'a', tax_lines: [vat(1, 'County'), vat(6, 'State')], total: 10700, tax_total: 700 },
        { id: 'b', tax_lines: [vat(6, 'State'), vat(1, 'County')], total: 5350, tax_total: 350 },
        { id: 'c', tax_lines: [], total: 5000, tax_total: 0 },
      ],
      shipping_methods: [],
    } as unknown as Shape
    expect(taxShares(order)).toEqual([
      {
        lines: [
          { name: 'State', rate: 6 },
          { name: 'County', rate: 1 },
        ],
        rate: 7,
        base: 15000,
        tax: 1050,
      },
    ])
  })

  it('sums a line’s rates for the table', () => {
    expect(lineRate({ tax_lines: [vat(6), vat(1, 'County')] })).toBe(7)
    expect(lineRate({})).toBe(0)
  })
})
