import { describe, expect, it } from 'vitest'
import { type ShownTotalsInput as Order, grossAmounts } from './shown-totals'

// The summary in the prices the shopper saw, adding up to the server's total.

const sum = (g: ReturnType<typeof grossAmounts>) =>
  g.subtotal + g.shipping - g.discount - g.giftCard + g.addedTax

describe('grossAmounts', () => {
  it('keeps the server’s net amounts when no price includes tax', () => {
    const order = {
      items: [{ unit_price: 1000, quantity: 2, includes_tax: false, tax_total: 500 }],
      shipping_methods: [{ includes_tax: false, tax_total: 100 }],
      subtotal: 2000,
      shipping_total: 400,
      discount_total: 200,
      tax_total: 600,
      total: 2800,
    } as unknown as Order
    const g = grossAmounts(order)
    expect(g).toMatchObject({
      inclusive: false,
      subtotal: 2000,
      shipping: 400,
      addedTax: 600,
      includedTax: 0,
    })
    expect(sum(g)).toBe(2800)
  })

  it('shows tax-inclusive prices with their tax, the tax said as included, adding up to the total', () => {
    // One jacket at €163.99 incl. 20% VAT, shipping €5.00 incl. VAT, no discount.
    const order = {
      items: [{ unit_price: 16399, quantity: 1, includes_tax: true, tax_total: 2733 }],
      shipping_methods: [{ includes_tax: true, tax_total: 83 }],
      subtotal: 13666,
      shipping_total: 417,
      discount_total: 0,
      tax_total: 2816,
      total: 16899,
    } as unknown as Order
    const g = grossAmounts(order)
    expect(g).toMatchObject({ inclusive: true, subtotal: 16399, shipping: 500, discount: 0, addedTax: 0 })
    expect(g.includedTax).toBe(2816)
    expect(sum(g)).toBe(16899)
  })

  it('puts the tax a discount saved into the discount row', () => {
    // €100 incl. 25% VAT, 10% off: the shopper pays €90, of which €18 tax.
    const order = {
      items: [{ unit_price: 10000, quantity: 1, includes_tax: true, tax_total: 1800 }],
      shipping_methods: [],
      subtotal: 8000,
      shipping_total: 0,
      discount_total: 800,
      tax_total: 1800,
      total: 9000,
    } as unknown as Order
    const g = grossAmounts(order)
    expect(g).toMatchObject({ subtotal: 10000, discount: 1000, includedTax: 1800 })
    expect(sum(g)).toBe(9000)
  })

  it('says which rows carry tax when only shipping is priced with it', () => {
    const order = {
      items: [{ unit_price: 1839, quantity: 5, includes_tax: false, tax_total: 1839 }],
      shipping_methods: [{ includes_tax: true, tax_total: 83 }],
      subtotal: 9195,
      shipping_total: 417,
      discount_total: 0,
      tax_total: 1922,
      total: 11534,
    } as unknown as Order
    const g = grossAmounts(order)
    expect(g).toMatchObject({ subtotalIncludesTax: false, shippingIncludesTax: true })
    expect(g).toMatchObject({ subtotal: 9195, shipping: 500, addedTax: 1839, includedTax: 83, discount: 0 })
    expect(sum(g)).toBe(11534)
  })
})
