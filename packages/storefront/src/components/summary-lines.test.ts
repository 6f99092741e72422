import { computeTotals } from '@mercato/domain'
import { describe, expect, it } from 'vitest'
import { summaryLines, sumOfLines } from './summary-lines'

describe('summaryLines', () => {
  it('shows taxes net of what the gift card covered, so the lines add up to the total', () => {
    const totals = {
      subtotal: 10200,
      discount_total: 1170,
      gift_card_total: 5000,
      gift_card_tax_total: 400,
      shipping_total: 500,
      tax_total: 762,
      total: 4892,
    }
    const lines = summaryLines(totals, true)
    expect(lines).toEqual([
      { key: 'subtotal', amount: 10200, deducted: false },
      { key: 'discount', amount: 1170, deducted: true },
      { key: 'giftCard', amount: 5000, deducted: true },
      { key: 'shipping', amount: 500, deducted: false },
      { key: 'taxes', amount: 362, deducted: false },
    ])
    expect(sumOfLines(lines)).toBe(totals.total)
  })

  it('leaves out a discount and gift card of zero, and shipping before a method is chosen', () => {
    const lines = summaryLines(
      { subtotal: 2000, discount_total: 0, gift_card_total: 0, tax_total: 200 },
      false,
    )
    expect(lines.map((l) => l.key)).toEqual(['subtotal', 'taxes'])
    expect(sumOfLines(lines)).toBe(2200)
  })

  it('reads missing totals as zero', () => {
    expect(summaryLines({}, true)).toEqual([
      { key: 'subtotal', amount: 0, deducted: false },
      { key: 'shipping', amount: 0, deducted: false },
      { key: 'taxes', amount: 0, deducted: false },
    ])
  })

  it('shows tax-inclusive prices as the shopper saw them, with the tax said as included', () => {
    const vat = [{ rate: 20 }]
    const item = { id: 'a', unit_price: 3699, quantity: 2, includes_tax: true, tax_lines: vat }
    const method = { id: 's', price: 500, includes_tax: true, tax_lines: vat }
    const summed = (
      adjustments: { amount: number }[],
      gift_cards: { balance: number; tax_rate: number }[],
    ) => {
      const { items, shipping_methods, ...totals } = computeTotals({
        items: [{ ...item, adjustments }],
        shipping_methods: [method],
        free_shipping: false,
        region: { gift_cards_taxable: true },
        include_tax: true,
        gift_cards,
      })
      // As the API answers them: each item and method with its own totals.
      return {
        ...totals,
        items: [{ ...item, ...items.get('a') }],
        shipping_methods: [{ ...method, ...shipping_methods.get('s') }],
      }
    }
    const plain = summed([], [])
    const lines = summaryLines(plain, true)
    expect(lines).toEqual([
      { key: 'subtotal', amount: 7398, deducted: false },
      { key: 'shipping', amount: 500, deducted: false },
      { key: 'taxesIncluded', amount: plain.tax_total, deducted: false, included: true },
    ])
    expect(sumOfLines(lines)).toBe(plain.total)
    expect(plain.total).toBe(7898)

    // A discount and a gift card: still the shown prices, and still the total.
    const both = summed([{ amount: 1233 }], [{ balance: 2000, tax_rate: 20 }])
    const paid = summaryLines(both, true)
    expect(paid.map((l) => l.key)).toEqual(['subtotal', 'discount', 'giftCard', 'shipping', 'taxesIncluded'])
    expect(paid[0]!.amount).toBe(7398)
    expect(paid[2]!.amount).toBe(both.gift_card_total + both.gift_card_tax_total)
    expect(sumOfLines(paid)).toBe(both.total)
  })

  it('adds only the tax of prices without it when a cart mixes both, and says the rest as included', () => {
    const vat = [{ rate: 20 }]
    const book = [{ rate: 7 }]
    const items = [
      { id: 'mat', unit_price: 3699, quantity: 1, includes_tax: true, tax_lines: vat, adjustments: [] },
      { id: 'guide', unit_price: 2599, quantity: 2, includes_tax: false, tax_lines: book, adjustments: [] },
    ]
    const method = { id: 's', price: 500, includes_tax: true, tax_lines: vat }
    const {
      items: each,
      shipping_methods,
      ...totals
    } = computeTotals({
      items,
      shipping_methods: [method],
      free_shipping: false,
      region: { gift_cards_taxable: true },
      include_tax: true,
    })
    const summed = {
      ...totals,
      items: items.map((i) => ({ ...i, ...each.get(i.id) })),
      shipping_methods: [{ ...method, ...shipping_methods.get('s') }],
    }
    const lines = summaryLines(summed, true)
    expect(lines).toEqual([
      { key: 'subtotal', amount: 3699 + 5198, deducted: false },
      { key: 'shipping', amount: 500, deducted: false },
      { key: 'taxes', amount: 364, deducted: false },
      { key: 'taxesIncluded', amount: totals.tax_total - 364, deducted: false, included: true },
    ])
    expect(sumOfLines(lines)).toBe(totals.total)
  })

  it('leaves out "including taxes" when the only tax-inclusive price includes none (free shipping)', () => {
    const vat = [{ rate: 20 }]
    const item = {
      id: 'pack',
      unit_price: 12799,
      quantity: 1,
      includes_tax: false,
      tax_lines: vat,
      adjustments: [],
    }
    const method = { id: 's', price: 0, includes_tax: true, tax_lines: vat }
    const { items, shipping_methods, ...totals } = computeTotals({
      items: [item],
      shipping_methods: [method],
      free_shipping: false,
      region: { gift_cards_taxable: true },
      include_tax: true,
    })
    const lines = summaryLines(
      {
        ...totals,
        items: [{ ...item, ...items.get('pack') }],
        shipping_methods: [{ ...method, ...shipping_methods.get('s') }],
      },
      true,
    )
    expect(lines).toEqual([
      { key: 'subtotal', amount: 12799, deducted: false },
      { key: 'shipping', amount: 0, deducted: false },
      { key: 'taxes', amount: 2560, deducted: false },
    ])
    expect(sumOfLines(lines)).toBe(totals.total)
  })
})
