import { cleanup, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import draftOrders from '../../../../public/locales/en/draft-orders.json'
import inventory from '../../../../public/locales/en/inventory.json'
import orders from '../../../../public/locales/en/orders.json'
import en from '../../../../public/locales/en/translation.json'
import { ExtensionsProvider } from '../../../extensions/context'
import { PollingProvider } from '../../../providers/polling'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import InventoryListPage from '../../inventory/inventory-list-page'
import OrdersListPage from './orders-list-page'

// An empty list says how its first row comes about, with a way to make one where staff can.

const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})
beforeEach(() => {
  const i18n = initTestI18n()
  i18n.addResourceBundle('en', 'orders', orders)
  i18n.addResourceBundle('en', 'draft-orders', draftOrders)
  i18n.addResourceBundle('en', 'inventory', inventory)
})

const empty = (key: string) => ({ body: { [key]: [], count: 0, offset: 0, limit: 20 } })

function visit(page: React.ReactElement, areas: string[] | null) {
  mockFetch((url) => {
    if (url.pathname === '/admin/auth')
      return { body: { user: { id: 'usr_1', role: 'member', metadata: { areas } } } }
    if (url.pathname === '/admin/orders') return empty('orders')
    if (url.pathname === '/admin/inventory-items') return empty('inventory_items')
    if (url.pathname === '/admin/stock-locations') return empty('stock_locations')
    return undefined
  })
  renderWithProviders(
    <ExtensionsProvider registry={{ routes: [], settings: [], widgets: {} }}>
      <PollingProvider>{page}</PollingProvider>
    </ExtensionsProvider>,
  )
}

describe('empty lists', () => {
  it('orders: offers to create a draft order', async () => {
    visit(<OrdersListPage />, null)
    await screen.findByText(orders.list.emptyTitle)
    const link = screen.getByRole('link', { name: draftOrders.list.new })
    expect(link.getAttribute('href')).toBe('/a/draft-orders?new=1')
  })

  it('inventory: offers to add a product to staff with the products area', async () => {
    visit(<InventoryListPage />, ['inventory', 'products'])
    await screen.findByText(inventory.emptyTitle)
    const link = await screen.findByRole('link', { name: en.products.new })
    expect(link.getAttribute('href')).toBe('/a/products?new=1')
  })

  it('inventory: only explains to staff without the products area', async () => {
    visit(<InventoryListPage />, ['inventory'])
    await screen.findByText(inventory.emptyTitle)
    await screen.findByText(inventory.emptyDescription)
    expect(screen.queryByRole('link', { name: en.products.new })).toBeNull()
  })
})
