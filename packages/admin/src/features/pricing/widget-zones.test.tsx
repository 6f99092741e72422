import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/pricing.json'
import { drawnProbes, renderWithProbes } from '../../extensions/zone-probe'
import { initTestI18n, mockFetch } from '../../test/utils'
import PriceListDetailPage from './price-list-detail-page'
import PriceListsListPage from './price-lists-list-page'

const list = {
  id: 'pl_1',
  name: 'Wholesale',
  description: '',
  type: 'sale',
  status: 'active',
  starts_at: null,
  ends_at: null,
  includes_tax: false,
  customer_groups: [],
  prices: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'pricing', en)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

describe('price list widget zones', () => {
  it('the list draws its zones around the table', async () => {
    mockFetch((url) =>
      url.pathname === '/admin/price-lists'
        ? { body: { price_lists: [], count: 0, offset: 0, limit: 20 } }
        : undefined,
    )
    const { container } = renderWithProbes(<PriceListsListPage />, '/a/pricing', '/a/pricing')
    await screen.findByText(en.emptyTitle)
    expect(drawnProbes(container)).toEqual(['price_list.list.before', 'price_list.list.after'])
  })

  it('the detail page hands its zones the price list it shows', async () => {
    mockFetch((url) => {
      if (url.pathname === '/admin/price-lists/pl_1') return { body: { price_list: list } }
      if (url.pathname === '/admin/price-lists/pl_1/products')
        return { body: { products: [], count: 0, offset: 0, limit: 20 } }
      if (url.pathname === '/admin/products')
        return { body: { products: [], count: 0, offset: 0, limit: 20 } }
      return undefined
    })
    const { container } = renderWithProbes(<PriceListDetailPage />, '/a/pricing/:id', '/a/pricing/pl_1')
    await screen.findByRole('heading', { level: 1, name: 'Wholesale' })
    expect(drawnProbes(container)).toEqual([
      'price_list.details.before priceList=pl_1',
      'price_list.details.after priceList=pl_1',
    ])
  })
})
