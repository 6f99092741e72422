import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/draft-orders.json'
import enOrders from '../../../public/locales/en/orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../test/utils'
import { VariantSearch } from './variant-search'

const variant = (id: string, title: string, status: string, includesTax = false) => ({
  id,
  title,
  sku: id.toUpperCase(),
  calculated_price: 2500,
  calculated_price_includes_tax: includesTax,
  prices: [],
  product: { id: `prod_${id}`, title, status },
})

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'draft-orders', en).addResourceBundle('en', 'orders', enOrders)
})
const realFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = realFetch
})

describe('the draft order variant search', () => {
  it('marks the variants of products the shop does not show', async () => {
    mockFetch((url) =>
      url.pathname === '/admin/variants'
        ? {
            body: {
              variants: [variant('teapot', 'Ceramic Teapot', 'draft'), variant('mug', 'Mug', 'published')],
              count: 2,
              offset: 0,
              limit: 6,
            },
          }
        : undefined,
    )
    renderWithProviders(<VariantSearch regionId="reg_1" currency="usd" onPick={() => {}} />)
    const results = await screen.findByRole('list', { name: en.items.results })
    const rows = await within(results).findAllByRole('listitem')
    expect(rows).toHaveLength(2)
    expect(within(rows[0]!).getByText(en.items.notInShop)).toBeTruthy()
    expect(within(rows[1]!).queryByText(en.items.notInShop)).toBeNull()
  })

  it('shows each price as the shop does, saying so where it includes tax', async () => {
    mockFetch((url) =>
      url.pathname === '/admin/variants'
        ? {
            body: {
              variants: [variant('tee', 'Tee', 'published', true), variant('mug', 'Mug', 'published')],
              count: 2,
              offset: 0,
              limit: 6,
            },
          }
        : undefined,
    )
    renderWithProviders(<VariantSearch regionId="reg_1" currency="eur" onPick={() => {}} />)
    const results = await screen.findByRole('list', { name: en.items.results })
    const [tee, mug] = await within(results).findAllByRole('listitem')
    expect(within(tee!).getByText(enOrders.items.eachInclTax.replace('{{price}}', '€25.00'))).toBeTruthy()
    expect(within(mug!).getByText('€25.00')).toBeTruthy()
  })
})
