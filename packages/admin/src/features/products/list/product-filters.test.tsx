import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockFetch, renderWithProviders } from '../../../test/utils'
import { useProductsListState } from '../urls'
import { ProductFilters } from './product-filters'

afterEach(cleanup)

function Filters() {
  return <ProductFilters state={useProductsListState()} />
}

// 38 types in no order, of 150 in all: the menu gets a search box that asks the API.
const TYPES = Array.from({ length: 38 }, (_, i) => ({ id: `ptyp_${i}`, value: `Type ${(i * 7) % 38}` }))
const node = (id: string, name: string, rank: number, children: unknown[] = []) => ({
  id,
  name,
  rank,
  is_active: true,
  is_internal: false,
  category_children: children,
})
// Ranks put "Home" first; more than ten categories in all, so the menu can be searched.
const TREE = [
  node('pcat_apparel', 'Apparel', 1, [
    node('pcat_tops', 'Tops', 0, [node('pcat_tees', 'Tees', 0), node('pcat_shirts', 'Shirts', 1)]),
    node('pcat_pants', 'Pants', 1),
  ]),
  node('pcat_home', 'Home', 0, [
    node('pcat_kitchen', 'Kitchen', 0),
    node('pcat_bath', 'Bath', 1),
    node('pcat_bed', 'Bedding', 2),
  ]),
  node('pcat_garden', 'Garden', 2, [node('pcat_tools', 'Tools', 0), node('pcat_seeds', 'Seeds', 1)]),
]

function serve() {
  return mockFetch((url) => {
    if (url.pathname === '/admin/product-types') {
      const q = url.searchParams.get('q')
      const found = !q ? TYPES : 'zebra print'.includes(q) ? [{ id: 'ptyp_zebra', value: 'Zebra print' }] : []
      return { body: { product_types: found, count: q ? found.length : 150, offset: 0, limit: 100 } }
    }
    if (url.pathname === '/admin/product-categories')
      return { body: { product_categories: TREE, count: TREE.length, offset: 0, limit: 1000 } }
    if (url.pathname === '/admin/collections')
      return { body: { collections: [{ id: 'pcol_1', title: 'Summer' }], count: 1, offset: 0, limit: 100 } }
    if (url.pathname === '/admin/product-tags')
      return { body: { product_tags: [], count: 0, offset: 0, limit: 100 } }
    if (url.pathname === '/admin/sales-channels')
      return { body: { sales_channels: [], count: 0, offset: 0, limit: 100 } }
    return undefined
  })
}

const open = async (name: string) => {
  const trigger = await screen.findByRole('button', { name })
  await act(async () => fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' }))
  return screen.findByRole('menu')
}
const optionNames = () =>
  screen.getAllByRole('menuitemcheckbox').map((o) => o.getAttribute('aria-label') ?? o.textContent)

describe('product filters', () => {
  it('lists types by name and finds the ones past the first page by asking the API', async () => {
    const calls = serve()
    const { router } = renderWithProviders(<Filters />, { path: '/a/products' })
    await open('Type')
    await waitFor(() => expect(screen.getAllByRole('menuitemcheckbox')).toHaveLength(38))
    const names = optionNames()
    expect(names.slice(0, 3)).toEqual(['Type 0', 'Type 1', 'Type 2'])
    expect(names.at(-1)).toBe('Type 37')
    const first = calls.find((c) => c.url.pathname === '/admin/product-types')!.url.searchParams
    expect(first.get('limit')).toBe('100')
    expect(first.get('order')).toBe('value')

    const search = screen.getByRole('searchbox', { name: 'Search Type' })
    await waitFor(() => expect(document.activeElement).toBe(search))
    fireEvent.change(search, { target: { value: 'zeb' } })
    await waitFor(() => expect(optionNames()).toEqual(['Zebra print']))
    const asked = calls.filter((c) => c.url.pathname === '/admin/product-types').at(-1)!.url.searchParams
    expect(asked.get('q')).toBe('zeb')
    await act(async () => fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Zebra print' })))
    expect(router.state.location.search).toBe('?type_id=ptyp_zebra')

    fireEvent.change(search, { target: { value: 'nothing like it' } })
    expect(await screen.findByText('No matches', undefined, { timeout: 2000 })).toBeTruthy()
  })

  it('shows categories as their tree, says subcategories are included, and searches it', async () => {
    serve()
    const { router } = renderWithProviders(<Filters />, { path: '/a/products' })
    await open('Category')
    await waitFor(() => expect(screen.getAllByRole('menuitemcheckbox')).toHaveLength(12))
    expect(optionNames()).toEqual([
      'Home',
      'Home › Kitchen',
      'Home › Bath',
      'Home › Bedding',
      'Apparel',
      'Apparel › Tops',
      'Apparel › Tops › Tees',
      'Apparel › Tops › Shirts',
      'Apparel › Pants',
      'Garden',
      'Garden › Tools',
      'Garden › Seeds',
    ])
    expect(screen.getByText('Includes subcategories')).toBeTruthy()
    // Nested ones are indented under their parent.
    const tees = screen.getByRole('menuitemcheckbox', { name: 'Apparel › Tops › Tees' })
    expect(tees.style.paddingInlineStart).toBe('2.75rem')
    expect(screen.getByRole('menuitemcheckbox', { name: 'Apparel' }).style.paddingInlineStart).toBe('')

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Category' }), { target: { value: 'tee' } })
    await waitFor(() => expect(optionNames()).toEqual(['Apparel', 'Apparel › Tops', 'Apparel › Tops › Tees']))
    await act(async () => fireEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Apparel' })))
    expect(router.state.location.search).toBe('?category_id=pcat_apparel')
  })

  it('keeps a chosen value listed when it is not on the page in hand, so it can be unticked', async () => {
    serve()
    const { router } = renderWithProviders(<Filters />, { path: '/a/products?type_id=ptyp_far' })
    await open('Type')
    const far = await screen.findByRole('menuitemcheckbox', { name: 'ptyp_far' })
    expect(far.getAttribute('aria-checked')).toBe('true')
    await act(async () => fireEvent.click(far))
    expect(router.state.location.search).toBe('')
  })
})
