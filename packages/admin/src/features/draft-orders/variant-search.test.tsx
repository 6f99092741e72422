import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import en from '../../../public/locales/en/draft-orders.json'
import enOrders from '../../../public/locales/en/orders.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../test/utils'
import { CustomItemForm, SkuText, VariantSearch } from './variant-search'

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
  cleanup()
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

describe('the custom item form', () => {
  const fill = (title: string, price: string) => {
    fireEvent.change(screen.getByRole('textbox', { name: en.items.customTitle }), {
      target: { value: title },
    })
    fireEvent.change(screen.getByRole('textbox', { name: en.items.unitPrice }), { target: { value: price } })
  }

  it('refuses a price below 0 with a message', async () => {
    const onAdd = vi.fn(() => undefined)
    renderWithProviders(<CustomItemForm currency="eur" onAdd={onAdd} />)
    fill('Gift wrap', '-5')
    expect(await screen.findByText(en.items.priceNotNegative)).toBeTruthy()
    expect((screen.getByRole('button', { name: en.items.addCustom }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })

  it('keeps what was typed when the add is refused, and clears it once one succeeds', async () => {
    let settle: { resolve: () => void; reject: (e: Error) => void } | undefined
    const onAdd = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          settle = { resolve, reject }
        }),
    )
    renderWithProviders(<CustomItemForm currency="eur" onAdd={onAdd} />)
    fill('Gift wrap', '2')
    const title = screen.getByRole('textbox', { name: en.items.customTitle }) as HTMLInputElement
    fireEvent.click(screen.getByRole('button', { name: en.items.addCustom }))
    expect(onAdd).toHaveBeenCalledWith({ title: 'Gift wrap', unit_price: 200, quantity: 1 })
    settle?.reject(new Error('refused'))
    await new Promise((r) => setTimeout(r, 0))
    expect(title.value).toBe('Gift wrap')
    fireEvent.click(screen.getByRole('button', { name: en.items.addCustom }))
    settle?.resolve()
    await waitFor(() => expect(title.value).toBe(''))
  })
})

describe('the SKU of a variant', () => {
  it('may break only after its hyphens', () => {
    const { container } = renderWithProviders(<SkuText sku="DEMO-CERAMICTEA-ONE" />)
    const parts = [...container.querySelectorAll('bdi > span')].map((s) => s.textContent)
    expect(parts).toEqual(['DEMO-', 'CERAMICTEA-', 'ONE'])
    expect(container.querySelectorAll('wbr')).toHaveLength(2)
  })
})
