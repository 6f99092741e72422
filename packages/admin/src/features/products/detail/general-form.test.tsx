import type { PricedProduct } from '@mercato/client'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import en from '../../../../public/locales/en/product-detail.json'
import { initTestI18n, mockFetch, Providers, testQueryClient } from '../../../test/utils'
import { GeneralForm, parseTags } from './general-form'

const base = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }
const product = {
  ...base,
  id: 'prod_1',
  title: 'Tee',
  handle: 'tee',
  discountable: true,
  type: null,
  tags: [{ ...base, id: 'ptag_cotton', value: 'Cotton' }],
} as unknown as PricedProduct

const types = [{ ...base, id: 'ptyp_shirt', value: 'Shirt' }]
const tags = [
  { ...base, id: 'ptag_linen', value: 'Linen' },
  { ...base, id: 'ptag_cotton', value: 'Cotton' },
]
const like = (values: typeof tags, q: string | null) =>
  values.filter((v) => !q || v.value.toLowerCase().includes(q.toLowerCase()))

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'product-detail', en)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

function serve() {
  return mockFetch((url, init) => {
    const q = url.searchParams.get('q')
    if (url.pathname === '/admin/product-types')
      return { body: { product_types: like(types, q), count: 1, offset: 0, limit: 10 } }
    if (url.pathname === '/admin/product-tags')
      return { body: { product_tags: like(tags, q), count: 2, offset: 0, limit: 10 } }
    if (url.pathname === '/admin/collections')
      return { body: { collections: [], count: 0, offset: 0, limit: 100 } }
    if (url.pathname === '/admin/products/prod_1' && init.method === 'POST') return { body: { product } }
    return undefined
  })
}

const renderForm = () =>
  render(
    <Providers client={testQueryClient()}>
      <GeneralForm product={product} onClose={() => undefined} />
    </Providers>,
  )

describe('GeneralForm type and tags', () => {
  it('treats tags that differ only in case as one', () => {
    expect(parseTags('linen, Linen ,cotton,, Cotton')).toEqual(['linen', 'cotton'])
  })

  it('suggests existing types as you type and picks one with the keyboard', async () => {
    const calls = serve()
    renderForm()
    const type = screen.getByRole('combobox', { name: en.general.type })
    fireEvent.change(type, { target: { value: 'sh' } })
    const option = await screen.findByRole('option', { name: 'Shirt' })
    expect(type.getAttribute('aria-expanded')).toBe('true')
    expect(
      calls.some((c) => c.url.pathname === '/admin/product-types' && c.url.searchParams.get('q') === 'sh'),
    ).toBe(true)
    fireEvent.keyDown(type, { key: 'ArrowDown' })
    expect(type.getAttribute('aria-activedescendant')).toBe(option.id)
    fireEvent.keyDown(type, { key: 'Enter' })
    expect((type as HTMLInputElement).value).toBe('Shirt')
    expect(type.getAttribute('aria-expanded')).toBe('false')
  })

  it('completes the last of the comma-separated tags', async () => {
    serve()
    renderForm()
    const field = screen.getByRole('combobox', { name: en.general.tags })
    fireEvent.change(field, { target: { value: 'Cotton, lin' } })
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Linen' }))
    expect((field as HTMLInputElement).value).toBe('Cotton, Linen, ')
  })

  it('saves "shirt" and "linen" as the existing "Shirt" and "Linen"', async () => {
    const calls = serve()
    renderForm()
    fireEvent.change(screen.getByRole('combobox', { name: en.general.type }), { target: { value: 'shirt' } })
    fireEvent.change(screen.getByRole('combobox', { name: en.general.tags }), {
      target: { value: 'cotton, linen, LINEN, wool' },
    })
    fireEvent.click(screen.getByRole('button', { name: en.actions.save }))
    await waitFor(() => expect(calls.some((c) => c.init.method === 'POST')).toBe(true))
    const post = calls.find((c) => c.init.method === 'POST')!
    const body = JSON.parse(String(post.init.body))
    expect(body.type).toEqual({ id: 'ptyp_shirt', value: 'Shirt' })
    expect(body.tags).toEqual([
      { id: 'ptag_cotton', value: 'Cotton' },
      { id: 'ptag_linen', value: 'Linen' },
      { value: 'wool' },
    ])
  })
})
