import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createQueryClient, MercatoProvider } from '../../provider'
import { fakeFetch } from '../../testing/fake-fetch'
import { useAdminDeleteProducts, useAdminProducts, useAdminUpdateProducts } from './products'

function setup(failing: string | null = null) {
  const statuses: Record<string, string> = { prod_1: 'published', prod_2: 'published', prod_3: 'published' }
  const fake = fakeFetch({
    'GET /admin/products': () => ({
      products: Object.entries(statuses).map(([id, status]) => ({ id, status })),
      count: Object.keys(statuses).length,
    }),
  })
  // Product writes answer per id; one id may be made to fail.
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = new URL(String(input))
    const id = url.pathname.split('/')[3]
    if (id && init.method && init.method !== 'GET') {
      fake.calls.push({
        method: init.method,
        path: url.pathname,
        url: url.pathname,
        headers: new Headers(),
        body: null,
      })
      if (id === failing)
        return Response.json({ type: 'not_found', message: `Product ${id} was not found` }, { status: 404 })
      if (init.method === 'DELETE') {
        delete statuses[id]
        return Response.json({ id, object: 'product', deleted: true })
      }
      statuses[id] = JSON.parse(String(init.body)).status
      return Response.json({ product: { id, status: statuses[id] } })
    }
    return fake.fetch(input, init)
  }
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MercatoProvider
      baseUrl="http://api.test"
      fetch={fetch}
      maxRetries={0}
      queryClientProviderProps={{ client: queryClient }}
    >
      {children}
    </MercatoProvider>
  )
  return { ...fake, statuses, wrapper }
}

describe('batch product hooks', () => {
  it('update every product, then refresh the list', async () => {
    const { wrapper, statuses, count } = setup()
    const { result } = renderHook(() => ({ list: useAdminProducts(), update: useAdminUpdateProducts() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    await act(() =>
      result.current.update.mutateAsync({ ids: ['prod_1', 'prod_3'], payload: { status: 'draft' } }),
    )
    expect(statuses).toEqual({ prod_1: 'draft', prod_2: 'published', prod_3: 'draft' })
    await waitFor(() => expect(count('GET', '/admin/products')).toBe(2))
  })

  it('reject with the first failure, yet refresh the list since the others changed', async () => {
    const { wrapper, statuses, count } = setup('prod_2')
    const { result } = renderHook(() => ({ list: useAdminProducts(), remove: useAdminDeleteProducts() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    await act(async () => {
      await expect(result.current.remove.mutateAsync(['prod_1', 'prod_2'])).rejects.toMatchObject({
        status: 404,
        message: 'Product prod_2 was not found',
      })
    })
    expect(Object.keys(statuses)).toEqual(['prod_2', 'prod_3'])
    await waitFor(() => expect(count('GET', '/admin/products')).toBe(2))
  })
})
