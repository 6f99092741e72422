import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import enChanges from '../../../../public/locales/en/order-changes.json'
import enOrders from '../../../../public/locales/en/orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { pickedValue, VariantPicker } from './variant-picker'

const variant = (id: string, price: number, inclTax: number, includesTax: boolean) => ({
  id,
  title: 'Default',
  sku: id.toUpperCase(),
  calculated_price: price,
  calculated_price_incl_tax: inclTax,
  calculated_price_includes_tax: includesTax,
  prices: [],
  product: { id: `prod_${id}`, title: id === 'tea' ? 'Tea' : 'Tee' },
})

beforeAll(() => {
  initTestI18n()
    .addResourceBundle('en', 'order-changes', enChanges)
    .addResourceBundle('en', 'orders', enOrders)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

describe('the order variant picker', () => {
  it('lists the price the line is written with, saying where it includes tax', async () => {
    mockFetch((url) =>
      url.pathname === '/admin/variants'
        ? {
            body: {
              // Tea: a price without tax (7 % added at checkout); Tee: a VAT price with its tax inside.
              variants: [variant('tea', 2899, 3102, false), variant('tee', 2500, 2500, true)],
              count: 2,
              offset: 0,
              limit: 8,
            },
          }
        : undefined,
    )
    renderWithProviders(<VariantPicker regionId="reg_1" currencyCode="eur" value={[]} onChange={() => {}} />)
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 't' } })
    const results = await screen.findByRole('list', { name: enChanges.picker.results }, { timeout: 2000 })
    const [tea, tee] = await within(results).findAllByRole('listitem')
    expect(tea!.textContent).toContain('€28.99')
    expect(tea!.textContent).not.toContain('€31.02')
    expect(tee!.textContent).toContain(enOrders.items.eachInclTax.replace('{{price}}', '€25.00'))
  })

  it('values the picked items with their tax, as the returned ones are', () => {
    expect(
      pickedValue([
        { variant_id: 'a', title: 'Tea', price: 2899, price_incl_tax: 3102, quantity: 2 },
        { variant_id: 'b', title: 'Tee', price: 2500, quantity: 1 },
      ]),
    ).toBe(3102 * 2 + 2500)
  })
})
