import { cleanup, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import catalogue from '../../../public/locales/en/catalogue.json'
import home from '../../../public/locales/en/home.json'
import { routes } from '../../router'
import { initTestI18n, mockFetch, Providers, testQueryClient } from '../../test/utils'

afterEach(cleanup)

const member = (areas: string[]) => ({
  id: 'usr_2',
  email: 'mia@mercato.dev',
  role: 'member',
  metadata: { locale: 'en', areas },
})

/** The signed-in area as `user`, at `path`; every request is logged. */
function visit(path: string, user: ReturnType<typeof member>) {
  const calls = mockFetch((url) => {
    if (url.pathname === '/admin/auth') return { body: { user } }
    if (url.pathname === '/admin/store')
      return { body: { store: { id: 's', name: 'Demo', feature_flags: [], modules: [] } } }
    if (url.pathname === '/admin/batch-jobs')
      return { body: { batch_jobs: [], count: 0, offset: 0, limit: 100 } }
    if (url.pathname === '/admin/products') return { body: { products: [], count: 0, offset: 0, limit: 20 } }
    return undefined
  })
  const i18n = initTestI18n()
  i18n.addResourceBundle('en', 'catalogue', catalogue)
  i18n.addResourceBundle('en', 'home', home)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <Providers client={testQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  )
  return calls
}

describe('staff limited to some areas', () => {
  it('leaves out links to private areas they were not given; the others stay', async () => {
    visit('/a/settings', member(['orders']))
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
      'Settings',
    ])
  })

  it('shows a private area they lack as "no access", without asking the server', async () => {
    const calls = visit('/a/customers', member(['orders']))
    expect(await screen.findByRole('heading', { name: 'No access to this area' })).toBeTruthy()
    expect(screen.getByText(/does not include this area \(Customers\)\. An admin can give it/)).toBeTruthy()
    expect(calls.some((c) => c.url.pathname.startsWith('/admin/customers'))).toBe(false)
  })

  it('shows a readable area they lack read-only, with a note why', async () => {
    visit('/a/products', member(['orders']))
    const note = await screen.findByRole('note')
    expect(note.textContent).toContain('You can view this area (Products) but not change it')
    const create = (await screen.findByRole('button', { name: 'New product' })) as HTMLButtonElement
    expect(create.disabled).toBe(true)
    // The list can still be searched and paged.
    expect((screen.getByRole('searchbox') as HTMLInputElement).disabled).toBe(false)
  })

  it('says why the home page has no figures without the orders area', async () => {
    const calls = visit('/a', member(['products']))
    const note = await screen.findByRole('note')
    expect(note.textContent).toContain("Your access does not include orders, so the store's figures")
    expect(calls.some((c) => c.url.pathname === '/admin/mercato/overview')).toBe(false)
  })

  it('keeps every area for staff with none chosen', async () => {
    visit('/a/customers', { ...member([]), metadata: { locale: 'en' } } as ReturnType<typeof member>)
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).getByRole('link', { name: 'Gift cards' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'No access to this area' })).toBeNull()
  })
})
