import type { ProductVariant, StockLocation } from '@mercato/client'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import en from '../../../../public/locales/en/product-detail.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../test/utils'
import { StockAtLocationModal } from './stock-at-location-modal'

const variant = {
  id: 'variant_1',
  title: 'Default variant',
  sku: 'TOTE-1',
  inventory_quantity: 7,
  manage_inventory: true,
} as ProductVariant
const locations = [
  { id: 'sloc_a', name: 'Lyon warehouse' },
  { id: 'sloc_b', name: 'Berlin shop' },
] as StockLocation[]
const item = { inventory_item: { id: 'iitem_new' } }

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'product-detail', en)
})
const realFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = realFetch
})

const posts = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((c) => c.init.method === 'POST').map((c) => [c.url.pathname, JSON.parse(String(c.init.body))])

function open(itemId?: string) {
  const onClose = vi.fn()
  renderWithProviders(
    <StockAtLocationModal variant={variant} itemId={itemId} locations={locations} onClose={onClose} />,
  )
  const dialog = screen.getByRole('dialog')
  const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`))
  const save = () => fireEvent.click(within(dialog).getByRole('button', { name: en.actions.save }))
  return { dialog, field, save, onClose }
}

describe('stocking a variant at a location', () => {
  it('creates the inventory item for the variant, then its level at the chosen location', async () => {
    const calls = mockFetch((url) =>
      url.pathname.startsWith('/admin/inventory-items') ? { body: item } : undefined,
    )
    const { field, save, onClose } = open()
    expect((field(en.stock.quantity) as HTMLInputElement).value).toBe('7')
    fireEvent.change(field(en.stock.location), { target: { value: 'sloc_b' } })
    save()
    expect(await screen.findAllByText(en.toast.stock_added)).not.toHaveLength(0)
    expect(posts(calls)).toEqual([
      ['/admin/inventory-items', { variant_id: 'variant_1', sku: 'TOTE-1' }],
      ['/admin/inventory-items/iitem_new/location-levels', { location_id: 'sloc_b', stocked_quantity: 7 }],
    ])
    expect(onClose).toHaveBeenCalled()
  })

  it('adds only the level when the variant already has an item', async () => {
    const calls = mockFetch(() => ({ body: item }))
    const { field, save } = open('iitem_old')
    fireEvent.change(field(en.stock.quantity), { target: { value: '12' } })
    save()
    expect(await screen.findAllByText(en.toast.stock_added)).not.toHaveLength(0)
    expect(posts(calls)).toEqual([
      ['/admin/inventory-items/iitem_old/location-levels', { location_id: 'sloc_a', stocked_quantity: 12 }],
    ])
  })

  it('refuses a quantity that is not a whole number without calling the API', async () => {
    const calls = mockFetch(() => ({ body: item }))
    const { dialog, field, save, onClose } = open()
    fireEvent.change(field(en.stock.quantity), { target: { value: '2.5' } })
    save()
    expect(await within(dialog).findByText(en.errors.whole_number)).toBeTruthy()
    expect(posts(calls)).toEqual([])
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says a negative quantity must be 0 or more', async () => {
    const calls = mockFetch(() => ({ body: item }))
    const { dialog, field, save } = open()
    fireEvent.change(field(en.stock.quantity), { target: { value: '-3' } })
    save()
    expect(await within(dialog).findByText(en.errors.not_negative)).toBeTruthy()
    expect(posts(calls)).toEqual([])
  })

  it("shows the server's message when the level is refused, and a retry reuses the new item", async () => {
    let refusals = 1
    const calls = mockFetch((url) =>
      url.pathname.endsWith('/location-levels') && refusals-- > 0
        ? { status: 400, body: { type: 'invalid_data', message: 'Stock location sloc_a was not found' } }
        : { body: item },
    )
    const { save, onClose } = open()
    save()
    expect(await screen.findAllByText('Stock location sloc_a was not found')).not.toHaveLength(0)
    expect(onClose).not.toHaveBeenCalled()
    save()
    expect(await screen.findAllByText(en.toast.stock_added)).not.toHaveLength(0)
    expect(posts(calls).map(([path]) => path)).toEqual([
      '/admin/inventory-items',
      '/admin/inventory-items/iitem_new/location-levels',
      '/admin/inventory-items/iitem_new/location-levels',
    ])
  })
})
