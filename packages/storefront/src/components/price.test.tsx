import type { PricedVariant } from '@mercato/client'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { messagesFor } from '../i18n/catalog'
import { I18nProvider } from '../i18n/context'
import { Money, VariantPrice, denomination } from './price'

const priced = (fields: Partial<PricedVariant>) =>
  ({ id: 'variant_1', title: 'Default', ...fields }) as PricedVariant

const show = (variant: PricedVariant, inclusive = false) =>
  render(
    <I18nProvider locale="en" messages={messagesFor('en')}>
      <p data-testid="price">
        <VariantPrice variant={variant} currency="eur" inclusive={inclusive} />
      </p>
    </I18nProvider>,
  )

describe('VariantPrice', () => {
  afterEach(cleanup)

  it('strikes the original through when a sale lowers the price', () => {
    show(priced({ original_price: 3699, calculated_price: 2900, calculated_price_type: 'sale' }))
    expect(screen.getByTestId('price').textContent).toBe('€29.00Was €36.99')
    expect(screen.getByText('€36.99').closest('s')).not.toBeNull()
  })

  it("puts a sale and the price it replaces on the region's basis, whatever each is kept as", () => {
    // A group's sale kept without tax (19.99) against a region price kept with 7 % tax (30.99).
    const sale = priced({
      original_price: 3099,
      original_price_incl_tax: 3099,
      original_tax: 203,
      calculated_price: 1999,
      calculated_price_incl_tax: 2139,
      calculated_tax: 140,
      calculated_price_type: 'sale',
    })
    show(sale, true)
    expect(screen.getByTestId('price').textContent).toBe('€21.39Was €30.99Tax included')
    cleanup()
    show(sale, false)
    expect(screen.getByTestId('price').textContent).toBe('€19.99Was €28.96')
  })

  it('shows an override price alone: it is the price, not a reduction', () => {
    show(priced({ original_price: 3699, calculated_price: 2900, calculated_price_type: 'override' }))
    expect(screen.getByTestId('price').textContent).toBe('€29.00')
    expect(document.querySelector('s')).toBeNull()
  })
})

describe('denomination', () => {
  it("reads as the variant's price in the shopper's currency", () => {
    const card = priced({ calculated_price: 5000, calculated_price_type: 'default' })
    expect(denomination('50.00', card, 'eur')).toBe('€50.00')
    expect(denomination('5000', priced({ calculated_price: 5000 }), 'jpy')).toBe('¥5,000')
  })

  it('falls back to the value as entered when the variant has no price here', () => {
    expect(denomination('50.00', priced({ calculated_price: null }), 'eur')).toBe('50.00')
    expect(denomination('50.00', undefined, 'eur')).toBe('50.00')
  })
})

describe('Money', () => {
  afterEach(cleanup)

  it('keeps the minus of an amount taken off inside the isolate', () => {
    render(<Money amount={5560} currency="usd" deducted />)
    const amount = screen.getByText('−$55.60')
    expect(amount.tagName).toBe('BDI')
  })

  it('says nothing taken off without a minus', () => {
    render(<Money amount={0} currency="usd" deducted />)
    expect(screen.getByText('$0.00').tagName).toBe('BDI')
  })
})
