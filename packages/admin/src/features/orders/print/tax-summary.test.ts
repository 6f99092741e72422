import type { Order } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { apportion, lineRate, taxShares } from './tax-summary'

const vat = (rate: number, name = 'VAT') => ({ id: `tl_${name}_${rate}`, name, rate }) as never
type Shape = Pick<Order, 'items' | 'shipping_methods' | 'gift_card_total' | 'gift_card_tax_total'>

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

  it('takes what a taxable gift card covered off every rate, so the rows add up to the invoice’s tax', () => {
    const order = {
      items: [
        // 1000 at 25 %: 250; 1000 at 6 %: 60
        { id: 'a', tax_lines: [vat(25)], total: 125000, tax_total: 25000 },
        { id: 'b', tax_lines: [vat(6)], total: 106000, tax_total: 6000 },
      ],
      shipping_methods: [],
      // The card paid 500 of the goods and 77.51 of tax the invoice no longer owes.
      gift_card_total: 50000,
      gift_card_tax_total: 7751,
    } as unknown as Shape
    const shares = taxShares(order)
    expect(shares.map((s) => s.rate)).toEqual([25, 6])
    expect(shares.map((s) => s.base)).toEqual([75000, 75000])
    // 77.51 split 250 : 60 is 62.508… and 15.001…; the left-over cent goes to the larger remainder.
    expect(shares.map((s) => s.tax)).toEqual([25000 - 6251, 6000 - 1500])
    const tax = shares.reduce((n, s) => n + s.tax, 0)
    expect(tax).toBe(25000 + 6000 - 7751)
    expect(shares.every((s) => s.tax >= 0 && s.base >= 0)).toBe(true)
  })

  it('leaves the tax whole when a gift card is only a means of payment', () => {
    const order = {
      items: [{ id: 'a', tax_lines: [vat(25)], total: 12500, tax_total: 2500 }],
      shipping_methods: [],
      gift_card_total: 5000,
      gift_card_tax_total: 0,
    } as unknown as Shape
    expect(taxShares(order)).toEqual([
      { lines: [{ name: 'VAT', rate: 25 }], rate: 25, base: 10000, tax: 2500 },
    ])
  })

  it('apportions in whole units that add up exactly', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(apportion(7, [0, 0])).toEqual([0, 0])
    expect(apportion(5, [2, 0, 3])).toEqual([2, 0, 3])
    const parts = apportion(1001, [333, 334, 335])
    expect(parts.reduce((n, p) => n + p, 0)).toBe(1001)
  })

  it('sums a line’s rates for the table', () => {
    expect(lineRate({ tax_lines: [vat(6), vat(1, 'County')] })).toBe(7)
    expect(lineRate({})).toBe(0)
  })
})
