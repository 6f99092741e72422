import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { routes } from '../../../router'
import { initTestI18n, mockFetch, Providers, testQueryClient } from '../../../test/utils'

afterEach(cleanup)

// The dashboard's language is recorded already, so the only writes are the test's own.
const user = { id: 'usr_1', email: 'admin@mercato.dev', metadata: { locale: 'en' } }
const products = [
  {
    id: 'prod_1',
    title: 'Brass Lamp',
    status: 'published',
    variants: [{ inventory_quantity: 7 }, { inventory_quantity: 5 }],
  },
  { id: 'prod_2', title: 'Wool Rug', status: 'published', variants: [] },
  { id: 'prod_3', title: 'Clay Vase', status: 'published', variants: [{ inventory_quantity: 3 }] },
  // Stock not kept: a gift card's denominations, and a set whose engraved variant is made to order.
  {
    id: 'prod_4',
    title: 'Gift Card',
    status: 'published',
    variants: [
      { inventory_quantity: 0, manage_inventory: false },
      { inventory_quantity: 0, manage_inventory: false },
    ],
  },
  {
    id: 'prod_5',
    title: 'Tea Set',
    status: 'published',
    variants: [
      { inventory_quantity: 4, manage_inventory: true },
      { inventory_quantity: 9, manage_inventory: false },
    ],
  },
]

function visit(path: string) {
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/admin/auth') return { body: { user } }
    if (url.pathname === '/admin/store')
      return { body: { store: { id: 's', feature_flags: [], modules: [] } } }
    if (url.pathname === '/admin/batch-jobs') return { body: { batch_jobs: [], count: 0 } }
    if (url.pathname === '/admin/products')
      return { body: { products, count: products.length, offset: 0, limit: 20 } }
    const id = url.pathname.match(/^\/admin\/products\/(prod_\d)$/)?.[1]
    if (id && init.method === 'POST') return { body: { product: { id } } }
    if (id && init.method === 'DELETE') return { body: { id, object: 'product', deleted: true } }
    return undefined
  })
  initTestI18n()
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return { router, calls }
}

const rowOf = (title: string) => screen.getByText(title).closest('tr')!

describe('products list', () => {
  it('sends the URL filters to the API and shows stock across variants', async () => {
    const { calls } = visit('/a/products?status=published&collection_id=pcol_1&order=-title')
    // The first visit loads the lazy route chunks.
    expect(await screen.findByText('Brass Lamp', undefined, { timeout: 12_000 })).toBeTruthy()
    const list = calls.find((c) => c.url.pathname === '/admin/products')!.url.searchParams
    expect(list.get('status[0]')).toBe('published')
    expect(list.get('collection_id[0]')).toBe('pcol_1')
    expect(list.get('order')).toBe('-title')
    // Only what the columns show: no prices, options, images or tags.
    expect(list.get('fields')).toBe('id,title,subtitle,thumbnail,status')
    expect(list.get('expand')).toBe('collection,variants')
    expect(within(rowOf('Brass Lamp')).getByText('12 in stock across 2 variants')).toBeTruthy()
    expect(within(rowOf('Clay Vase')).getByText('3 in stock in one variant')).toBeTruthy()
    expect(within(rowOf('Wool Rug')).getByText('No variants')).toBeTruthy()
    expect(within(rowOf('Wool Rug')).getByText('Published')).toBeTruthy()
  })

  it('says when stock is not tracked, and counts only the variants that track it', async () => {
    visit('/a/products')
    expect(await screen.findByText('Gift Card', undefined, { timeout: 12_000 })).toBeTruthy()
    expect(within(rowOf('Gift Card')).getByText('Not tracked')).toBeTruthy()
    expect(within(rowOf('Gift Card')).queryByText(/in stock/)).toBeNull()
    // The untracked variant's leftover count (9) is no stock to add.
    expect(within(rowOf('Tea Set')).getByText('4 in stock in one variant · 1 not tracked')).toBeTruthy()
  })

  it('unpublishes the selected products with a toast', async () => {
    const { calls } = visit('/a/products')
    await screen.findByText('Brass Lamp')
    fireEvent.click(within(rowOf('Brass Lamp')).getByRole('checkbox'))
    fireEvent.click(within(rowOf('Wool Rug')).getByRole('checkbox'))
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' })
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Unpublish' })))
    expect(await screen.findByText('Products unpublished: 2')).toBeTruthy()
    const writes = calls.filter((c) => c.init.method === 'POST')
    expect(writes.map((c) => [c.url.pathname, c.init.body])).toEqual([
      ['/admin/products/prod_1', '{"status":"draft"}'],
      ['/admin/products/prod_2', '{"status":"draft"}'],
    ])
  })

  it('deletes only after confirmation', async () => {
    const { calls } = visit('/a/products')
    await screen.findByText('Brass Lamp')
    fireEvent.click(within(rowOf('Clay Vase')).getByRole('checkbox'))
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' })
    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Delete' })))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText('Selected products: 1. Deleting them cannot be undone.')).toBeTruthy()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })))
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false)

    await act(async () => fireEvent.click(within(bar).getByRole('button', { name: 'Delete' })))
    await act(async () =>
      fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' })),
    )
    expect(await screen.findByText('Products deleted: 1')).toBeTruthy()
    await waitFor(() =>
      expect(calls.filter((c) => c.init.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
        '/admin/products/prod_3',
      ]),
    )
  })

  it('the New product button opens ?new=1', async () => {
    const { router } = visit('/a/products')
    await screen.findByText('Brass Lamp')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'New product' })))
    expect(router.state.location.search).toBe('?new=1')
    // The modal's chunk loads lazily: the test waits for it, or its import would finish after this
    // file's environment is gone (the workers share one runtime) and fail whichever file runs then.
    expect(await screen.findByRole('dialog', undefined, { timeout: 12_000 })).toBeTruthy()
  })
})
