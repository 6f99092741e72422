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
})
