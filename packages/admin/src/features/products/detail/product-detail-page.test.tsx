import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../../public/locales/en/product-detail.json'
import { ExtensionsProvider } from '../../../extensions/context'
import { buildRegistry } from '../../../extensions/registry'
import { initTestI18n, mockFetch, Providers, testQueryClient } from '../../../test/utils'
import ProductDetailPage from './product-detail-page'

const base = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }
const variant = {
  ...base,
  id: 'variant_s',
  title: 'Small',
  product_id: 'prod_1',
  sku: 'TEE-S',
  inventory_quantity: 4,
  allow_backorder: false,
  manage_inventory: false,
  options: [],
  prices: [{ ...base, id: 'ma_usd', currency_code: 'usd', amount: 1500 }],
}
const product = {
  ...base,
  id: 'prod_1',
  title: 'Tee',
  status: 'draft',
  handle: 'tee',
  is_giftcard: false,
  discountable: true,
  options: [],
  images: [],
  tags: [],
  sales_channels: [],
  variants: [variant],
}

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'product-detail', en)
})
const realFetch = globalThis.fetch
// Vitest runs without globals here, so Testing Library cannot unmount each test's page by itself.
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

function renderPage(id = 'prod_1') {
  const router = createMemoryRouter([{ path: '/a/products/:id', element: <ProductDetailPage /> }], {
    initialEntries: [`/a/products/${id}`],
  })
  return render(
    <Providers client={testQueryClient()}>
      <ExtensionsProvider registry={buildRegistry([])}>
        <RouterProvider router={router} />
      </ExtensionsProvider>
    </Providers>,
  )
}

// Reads the page's needs; everything else (stores, regions, channels…) answers empty lists.
const reads = (url: URL) => {
  // Signed in as an admin, who may delete (staff can be withheld deletions).
  if (url.pathname === '/admin/auth') return { body: { user: { id: 'usr_1', role: 'admin' } } }
  if (url.pathname === '/admin/products/prod_1') return { body: { product } }
  if (url.pathname === '/admin/store') return { body: { store: { ...base, id: 'store', currencies: [] } } }
  if (url.pathname === '/admin/regions') return { body: { regions: [], count: 0, offset: 0, limit: 20 } }
  if (url.pathname === '/admin/sales-channels')
    return { body: { sales_channels: [], count: 0, offset: 0, limit: 100 } }
  if (url.pathname === '/admin/product-categories')
    return { body: { product_categories: categoryTree, count: 1, offset: 0, limit: 1000 } }
  return undefined
}

const category = (id: string, name: string, rank: number, children: unknown[] = []) => ({
  ...base,
  id,
  name,
  rank,
  handle: id,
  description: '',
  is_active: true,
  is_internal: false,
  category_children: children,
})
const categoryTree = [
  category('pcat_clothing', 'Clothing', 0, [category('pcat_shirts', 'Shirts', 0)]),
  category('pcat_gifts', 'Gifts', 1),
]

describe('product detail page', () => {
  it('shows the not-found state when the product does not exist', async () => {
    mockFetch(() => ({
      status: 404,
      body: { type: 'not_found', message: 'Product with id: nope was not found' },
    }))
    renderPage('nope')
    expect(await screen.findByRole('heading', { name: en.not_found.title })).toBeTruthy()
  })

  it('edits a variant price in major units and sends minor units', async () => {
    const calls = mockFetch((url, init) =>
      init.method === 'POST' && url.pathname === '/admin/products/prod_1/variants/variant_s'
        ? { body: { product } }
        : reads(url),
    )
    renderPage()
    await screen.findByRole('heading', { name: 'Tee', level: 1 })
    expect(screen.getByText('$15.00')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: en.variants.edit.replace('{{title}}', 'Small') }))
    const dialog = await screen.findByRole('dialog', { name: en.variant.edit_title })
    const price = within(dialog).getByLabelText(en.variant.price_currency.replace('{{currency}}', 'USD'))
    expect((price as HTMLInputElement).value).toBe('15.00')
    fireEvent.change(price, { target: { value: '25.5' } })
    fireEvent.click(within(dialog).getByRole('button', { name: en.actions.save }))
    expect(await screen.findAllByText(en.toast.variant_saved)).not.toHaveLength(0)
    const update = calls.find((c) => c.init.method === 'POST')!
    expect(JSON.parse(String(update.init.body)).prices).toEqual([
      { id: 'ma_usd', currency_code: 'usd', amount: 2550 },
    ])
  })

  it('explains that a second variant needs an option first, and does not offer to save it', async () => {
    const calls = mockFetch(reads)
    renderPage()
    await screen.findByRole('heading', { name: 'Tee', level: 1 })
    fireEvent.click(screen.getByRole('button', { name: en.variants.add }))
    const dialog = await screen.findByRole('dialog', { name: en.variant.add_title })
    expect(within(dialog).getByRole('alert').textContent).toBe(
      en.variant.needs_option.replace('{{title}}', 'Small'),
    )
    expect(
      (within(dialog).getByRole('button', { name: en.actions.save }) as HTMLButtonElement).disabled,
    ).toBe(true)
    expect(calls.filter((c) => c.init.method === 'POST')).toEqual([])
  })

  it('refuses an unreadable amount without calling the API', async () => {
    const calls = mockFetch(reads)
    renderPage()
    fireEvent.click(
      await screen.findByRole('button', { name: en.variants.edit.replace('{{title}}', 'Small') }),
    )
    const dialog = await screen.findByRole('dialog', { name: en.variant.edit_title })
    fireEvent.change(
      within(dialog).getByLabelText(en.variant.price_currency.replace('{{currency}}', 'USD')),
      {
        target: { value: '12,3x' },
      },
    )
    fireEvent.click(within(dialog).getByRole('button', { name: en.actions.save }))
    expect(await within(dialog).findByText(en.errors.amount)).toBeTruthy()
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0)
  })

  it('says whether each price includes tax, and names decimals a currency does not have', async () => {
    const jpy = { code: 'jpy', symbol: '¥', symbol_native: '¥', name: 'Japanese Yen', includes_tax: false }
    const japan = { ...base, id: 'reg_jp', name: 'Japan', currency_code: 'jpy', includes_tax: true }
    const calls = mockFetch((url) => {
      if (url.pathname === '/admin/store')
        return { body: { store: { ...base, id: 'store', currencies: [jpy] } } }
      if (url.pathname === '/admin/regions')
        return { body: { regions: [japan], count: 1, offset: 0, limit: 20 } }
      return reads(url)
    })
    renderPage()
    fireEvent.click(
      await screen.findByRole('button', { name: en.variants.edit.replace('{{title}}', 'Small') }),
    )
    const dialog = await screen.findByRole('dialog', { name: en.variant.edit_title })
    const described = (input: HTMLElement) =>
      (input.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' ')
    const yen = await within(dialog).findByLabelText('Price JPY')
    const inJapan = within(dialog).getByLabelText('Price in Japan (JPY)')
    await waitFor(() => expect(described(yen)).toBe('excl. tax'))
    expect(described(inJapan)).toBe('incl. tax')
    // The currency's own price has no setting once its currency leaves the store: no note then.
    expect(described(within(dialog).getByLabelText('Price USD'))).toBe('')
    fireEvent.change(yen, { target: { value: '10450.5' } })
    fireEvent.change(within(dialog).getByLabelText('Price USD'), { target: { value: '12.345' } })
    fireEvent.click(within(dialog).getByRole('button', { name: en.actions.save }))
    expect(await within(dialog).findByText('JPY amounts have no decimal places')).toBeTruthy()
    expect(within(dialog).getByText('USD amounts have at most 2 decimal places')).toBeTruthy()
    expect(described(yen)).toBe('JPY amounts have no decimal places excl. tax')
    expect(calls.filter((c) => c.init.method === 'POST')).toHaveLength(0)
  })

  it('shows that no category is set, and saves the chosen ones as the whole set', async () => {
    const calls = mockFetch((url, init) =>
      init.method === 'POST' && url.pathname === '/admin/products/prod_1'
        ? { body: { product: { ...product, categories: [categoryTree[1]] } } }
        : reads(url),
    )
    renderPage()
    const section = await screen.findByRole('region', { name: en.categories.title })
    expect(within(section).getByText(en.categories.empty)).toBeTruthy()
    fireEvent.click(within(section).getByRole('button', { name: en.categories.edit }))
    const dialog = await screen.findByRole('dialog', { name: en.categories.edit_title })
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Clothing › Shirts' }))
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Gifts' }))
    fireEvent.click(within(dialog).getByRole('button', { name: en.actions.save }))
    expect(await screen.findAllByText(en.toast.categories_saved)).not.toHaveLength(0)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const update = calls.find((c) => c.init.method === 'POST')!
    expect(JSON.parse(String(update.init.body))).toEqual({
      categories: [{ id: 'pcat_shirts' }, { id: 'pcat_gifts' }],
    })
  })

  it("links each of the product's categories by its path", async () => {
    mockFetch((url) =>
      url.pathname === '/admin/products/prod_1'
        ? { body: { product: { ...product, categories: [categoryTree[0]!.category_children[0]] } } }
        : reads(url),
    )
    renderPage()
    const section = await screen.findByRole('region', { name: en.categories.title })
    const link = await within(section).findByRole('link', { name: 'Clothing › Shirts' })
    expect(link.getAttribute('href')).toBe('/a/product-categories/pcat_shirts')
  })

  it('asks before deleting a variant and shows the server’s message when it fails', async () => {
    const calls = mockFetch((url, init) =>
      init.method === 'DELETE'
        ? { status: 400, body: { type: 'not_allowed', message: 'The variant is in an open order' } }
        : reads(url),
    )
    renderPage()
    fireEvent.click(
      await screen.findByRole('button', { name: en.variants.delete.replace('{{title}}', 'Small') }),
    )
    const question = await screen.findByRole('alertdialog')
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false)
    fireEvent.click(within(question).getByRole('button', { name: en.actions.delete }))
    expect(await screen.findAllByText('The variant is in an open order')).not.toHaveLength(0)
    expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/admin/products/prod_1/variants/variant_s',
    ])
  })
})
