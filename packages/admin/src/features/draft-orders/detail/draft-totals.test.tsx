import type { Cart } from '@mercato/client'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import draftOrders from '../../../../public/locales/en/draft-orders.json'
import orders from '../../../../public/locales/en/orders.json'
import { initTestI18n } from '../../../test/utils'
import { DraftTotals } from './draft-totals'

beforeEach(() => {
  initTestI18n()
    .addResourceBundle('en', 'draft-orders', draftOrders)
    .addResourceBundle('en', 'orders', orders)
})
afterEach(cleanup)

/** Each summary row as "label value". */
const rows = () =>
  screen.getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)

describe('DraftTotals', () => {
  it('shows shipping typed in a tax-inclusive region with its tax, and rows that add up', () => {
    // A €18.39 line without tax (20 % added) and €3.00 shipping with its €0.50 tax inside.
    const cart = {
      region: { currency_code: 'eur' },
      items: [{ unit_price: 1839, quantity: 1, includes_tax: false, tax_total: 368 }],
      shipping_methods: [{ price: 300, includes_tax: true, tax_total: 50 }],
      subtotal: 1839,
      shipping_total: 250,
      discount_total: 0,
      gift_card_total: 0,
      tax_total: 418,
      total: 2507,
    } as unknown as Cart
    render(<DraftTotals cart={cart} />)
    expect(rows()).toEqual([
      'Subtotal €18.39',
      'Shipping (incl. tax) €3.00',
      'Discounts €0.00',
      'Gift cards €0.00',
      'Tax added €3.68',
      'Total €25.07',
      'Tax included in prices €0.50',
    ])
  })

  it('keeps the plain rows where no price includes tax', () => {
    const cart = {
      region: { currency_code: 'usd' },
      items: [{ unit_price: 1000, quantity: 2, includes_tax: false, tax_total: 160 }],
      shipping_methods: [{ price: 500, includes_tax: false, tax_total: 40 }],
      subtotal: 2000,
      shipping_total: 500,
      discount_total: 0,
      gift_card_total: 0,
      tax_total: 200,
      total: 2700,
    } as unknown as Cart
    render(<DraftTotals cart={cart} />)
    expect(rows()).toEqual([
      'Subtotal $20.00',
      'Shipping $5.00',
      'Discounts $0.00',
      'Gift cards $0.00',
      'Tax $2.00',
      'Total $27.00',
    ])
  })
})
