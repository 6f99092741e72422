import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../public/locales/en/inventory.json'
import { drawnProbes, renderWithProbes } from '../../extensions/zone-probe'
import { initTestI18n, mockFetch } from '../../test/utils'
import InventoryItemDetailPage from './inventory-item-detail-page'
import InventoryListPage from './inventory-list-page'

const item = {
  id: 'iitem_1',
  sku: 'TEE-S',
  location_levels: [],
  variants: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
}

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'inventory', en)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

const empty = (key: string) => ({ body: { [key]: [], count: 0, offset: 0, limit: 20 } })

describe('inventory widget zones', () => {
  it('the list draws its zones around the table', async () => {
    mockFetch((url) => {
      if (url.pathname === '/admin/inventory-items') return empty('inventory_items')
      if (url.pathname === '/admin/stock-locations') return empty('stock_locations')
      return undefined
    })
    const { container } = renderWithProbes(<InventoryListPage />, '/a/inventory', '/a/inventory')
    await screen.findByText(en.emptyTitle)
    expect(drawnProbes(container)).toEqual(['inventory_item.list.before', 'inventory_item.list.after'])
  })

  it('the detail page hands its zones the item it shows', async () => {
    mockFetch((url) => {
      if (url.pathname === '/admin/inventory-items/iitem_1') return { body: { inventory_item: item } }
      if (url.pathname === '/admin/stock-locations') return empty('stock_locations')
      if (url.pathname === '/admin/reservations') return empty('reservations')
      return undefined
    })
    const { container } = renderWithProbes(
      <InventoryItemDetailPage />,
      '/a/inventory/:id',
      '/a/inventory/iitem_1',
    )
    await screen.findByRole('heading', { level: 1, name: 'TEE-S' })
    expect(drawnProbes(container)).toEqual([
      'inventory_item.details.before inventoryItem=iitem_1',
      'inventory_item.details.after inventoryItem=iitem_1',
    ])
  })
})
