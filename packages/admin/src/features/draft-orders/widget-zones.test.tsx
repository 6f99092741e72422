import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/draft-orders.json'
import enOrders from '../../../public/locales/en/orders.json'
import { drawnProbes, renderWithProbes } from '../../extensions/zone-probe'
import { initTestI18n, mockFetch } from '../../test/utils'
import DraftDetailPage from './detail/draft-detail-page'
import DraftOrdersListPage from './list/draft-orders-list-page'

const cart = {
  id: 'cart_1',
  region_id: 'reg_1',
  region: { currency_code: 'eur' },
  items: [],
  shipping_methods: [],
  subtotal: 0,
  total: 0,
}
const draft = { id: 'dorder_1', display_id: 7, status: 'open', created_at: '2026-01-01T00:00:00Z', cart }

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'draft-orders', en).addResourceBundle('en', 'orders', enOrders)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

describe('draft order widget zones', () => {
  it('the list draws its zones around the table', async () => {
    mockFetch((url) =>
      url.pathname === '/admin/draft-orders'
        ? { body: { draft_orders: [], count: 0, offset: 0, limit: 20 } }
        : undefined,
    )
    const { container } = renderWithProbes(<DraftOrdersListPage />, '/a/draft-orders', '/a/draft-orders')
    await screen.findByText(en.list.emptyTitle)
    expect(drawnProbes(container)).toEqual(['draft_order.list.before', 'draft_order.list.after'])
  })

  it('the detail page hands its zones the draft it shows', async () => {
    mockFetch((url) =>
      url.pathname === '/admin/draft-orders/dorder_1' ? { body: { draft_order: draft } } : undefined,
    )
    const { container } = renderWithProbes(
      <DraftDetailPage />,
      '/a/draft-orders/:id',
      '/a/draft-orders/dorder_1',
    )
    await screen.findByRole('heading', { level: 1 })
    expect(drawnProbes(container)).toEqual([
      'draft_order.details.before draftOrder=dorder_1',
      'draft_order.details.after draftOrder=dorder_1',
    ])
  })
})
