import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { routes } from '../../router'
import { initTestI18n, mockFetch, Providers, testQueryClient } from '../../test/utils'

afterEach(cleanup)

const user = { id: 'usr_1', email: 'admin@mercato.dev', first_name: 'Ada', last_name: 'Admin' }
const products = Array.from({ length: 20 }, (_, i) => ({
  id: `prod_${i}`,
  title: `Shirt ${i}`,
  status: 'published',
  created_at: '2024-05-01T10:00:00Z',
}))

function visit(path: string) {
  let signedIn = true
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/admin/auth') {
      if (init.method === 'DELETE') {
        signedIn = false
        return { body: {} }
      }
      return signedIn
        ? { body: { user } }
        : { status: 401, body: { type: 'unauthorized', message: 'Unauthorized' } }
    }
    if (url.pathname === '/admin/store')
      return { body: { store: { id: 's', name: 'Demo', feature_flags: [], modules: [] } } }
    if (url.pathname === '/admin/batch-jobs')
      return { body: { batch_jobs: [], count: 0, offset: 0, limit: 100 } }
    if (url.pathname === '/admin/products') {
      const q = url.searchParams.get('q')
      const rows = q ? [] : products
      return {
        body: {
          products: rows,
          count: q ? 0 : 45,
          offset: Number(url.searchParams.get('offset')),
          limit: 20,
        },
      }
    }
    if (url.pathname === '/admin/orders') return { body: { orders: [], count: 0, offset: 0, limit: 20 } }
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

describe('signed-in area', () => {
  it('has a sidebar link to every area, Home first', async () => {
    const { router } = visit('/a')
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent)
    expect(links).toEqual([
      'Home',
      'Orders',
      'Draft orders',
      'Products',
      'Collections',
      'Categories',
      'Inventory',
      'Pricing',
      'Customers',
      'Customer groups',
      'Discounts',
      'Gift cards',
      'Settings',
    ])
    expect(router.state.location.pathname).toBe('/a')
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
  })

  it('lists a page of 20 and keeps page and search in the URL', async () => {
    const { router, calls } = visit('/a/products')
    expect(await screen.findByText('Shirt 0')).toBeTruthy()
    expect(screen.getByText('1–20 of 45')).toBeTruthy()
    const first = calls.find((c) => c.url.pathname === '/admin/products')!
    expect(first.url.searchParams.get('limit')).toBe('20')
    expect(first.url.searchParams.get('offset')).toBe('0')

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })))
    expect(router.state.location.search).toBe('?page=2')
    expect(await screen.findByText('21–40 of 45')).toBeTruthy()
    // The second page's request (other requests, such as a refetch, may come after it).
    const products = calls.filter((c) => c.url.pathname === '/admin/products')
    expect(products.map((c) => c.url.searchParams.get('offset'))).toContain('20')

    const search = screen.getByRole('searchbox', { name: 'Search' })
    fireEvent.change(search, { target: { value: 'zebra' } })
    await act(async () => fireEvent.submit(search.closest('form')!))
    expect(router.state.location.search).toBe('?q=zebra')
    expect(await screen.findByText('No results for “zebra”')).toBeTruthy()
  })

  it("records the dashboard's language on the signed-in user, once", async () => {
    const { calls } = visit('/a')
    await screen.findByRole('navigation', { name: 'Main navigation' })
    const recorded = () => calls.filter((c) => c.url.pathname === '/admin/users/usr_1')
    await expect.poll(() => recorded().length).toBe(1)
    expect(recorded()[0]!.init.method).toBe('POST')
    expect(JSON.parse(String(recorded()[0]!.init.body))).toEqual({ metadata: { locale: 'en' } })
  })

  it('settings lists the cards, analytics preferences included', async () => {
    visit('/a/settings')
    const card = await screen.findByRole('link', { name: /Usage insights/ })
    expect(card.getAttribute('href')).toBe('/a/settings/analytics')
  })

  it('signs out from the user menu', async () => {
    const { router } = visit('/a/orders')
    const trigger = await screen.findByRole('button', { name: 'User menu' })
    fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' })
    const item = await screen.findByRole('menuitem', { name: 'Sign out' })
    await act(async () => fireEvent.click(item))
    await screen.findByRole('heading', { name: 'Log in to Mercato' })
    expect(router.state.location.pathname).toBe('/login')
  })
})
