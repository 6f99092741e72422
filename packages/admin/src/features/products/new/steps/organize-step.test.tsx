import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import form from '../../../../../public/locales/en/product-form.json'
import { initTestI18n, mockFetch, renderWithProviders } from '../../../../test/utils'
import { emptyProduct, type NewProductForm } from '../form-schema'
import { OrganizeStep } from './organize-step'

beforeAll(() => {
  initTestI18n().addResourceBundle('en', 'product-form', form)
})
const realFetch = globalThis.fetch
afterEach(() => {
  cleanup()
  globalThis.fetch = realFetch
})

const base = { created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }
const like = (values: string[], q: string | null, prefix: string) =>
  values
    .filter((v) => !q || v.toLowerCase().includes(q.toLowerCase()))
    .map((value) => ({ ...base, id: `${prefix}_${value}`, value }))

let current: () => NewProductForm
function Step() {
  const methods = useForm<NewProductForm>({ defaultValues: emptyProduct('Default') })
  current = methods.getValues
  return (
    <FormProvider {...methods}>
      <OrganizeStep />
    </FormProvider>
  )
}

describe('the new product wizard’s type and tags', () => {
  it('suggests existing types and takes the shop’s spelling of a type or tag typed in another case', async () => {
    mockFetch((url) => {
      const q = url.searchParams.get('q')
      if (url.pathname === '/admin/product-types')
        return { body: { product_types: like(['Shirt'], q, 'ptyp'), count: 1, offset: 0, limit: 10 } }
      if (url.pathname === '/admin/product-tags')
        return { body: { product_tags: like(['linen'], q, 'ptag'), count: 1, offset: 0, limit: 10 } }
      return undefined
    })
    renderWithProviders(<Step />)
    const type = screen.getByRole('combobox', { name: form.organize.type })
    fireEvent.change(type, { target: { value: 'sh' } })
    expect(await screen.findByRole('option', { name: 'Shirt' })).toBeTruthy()
    fireEvent.change(type, { target: { value: 'shirt' } })
    fireEvent.blur(type)
    await waitFor(() => expect(current().type).toBe('Shirt'))

    const tags = screen.getByLabelText(form.organize.tags)
    fireEvent.change(tags, { target: { value: 'Linen' } })
    fireEvent.keyDown(tags, { key: 'Enter' })
    await waitFor(() => expect(current().tags).toEqual(['linen']))
    expect(screen.getByRole('button', { name: 'Remove tag linen' })).toBeTruthy()
  })
})
