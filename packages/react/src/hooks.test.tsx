import { Mercato } from '@mercato/client'
import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCart } from './cart/cart'
import {
  useAdminCreateProduct,
  useAdminDeleteProduct,
  useAdminProduct,
  useAdminProducts,
  adminProductKeys,
} from './hooks/admin/products'
import { useAdminAnalyticsConfig, useAdminUpdateAnalyticsConfig } from './hooks/admin/analytics-configs'
import { useAdminCustomPost } from './hooks/admin/custom'
import { useProducts } from './hooks/store/products'
import { DEFAULT_QUERY_OPTIONS, MercatoProvider, createQueryClient, useMercato } from './provider'
import { queryKeysFactory } from './query-keys'
import { useSessionCart } from './session-cart/session-cart'
import { fakeFetch } from './testing/fake-fetch'

const BASE = 'http://api.test'

function setup(routes: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(routes)
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MercatoProvider baseUrl={BASE} fetch={fake.fetch} queryClientProviderProps={{ client: queryClient }}>
      {children}
    </MercatoProvider>
  )
  return { ...fake, queryClient, wrapper }
}

afterEach(() => vi.restoreAllMocks())

// React reports render errors on the console before rethrowing; keep test output readable.
const quietly = (fn: () => void) => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  fn()
}

describe('providers', () => {
  it('useMercato, hooks, useCart and useSessionCart throw a clear error outside their provider', () => {
    quietly(() => {
      expect(() => renderHook(() => useMercato())).toThrow('useMercato must be used within a MercatoProvider')
      expect(() => renderHook(() => useProducts())).toThrow(
        'useMercato must be used within a MercatoProvider',
      )
      expect(() => renderHook(() => useSessionCart())).toThrow('must be used within a SessionCartProvider')
    })
    const { wrapper } = setup({})
    quietly(() => {
      expect(() => renderHook(() => useCart(), { wrapper })).toThrow(
        'useCart must be used within a CartProvider',
      )
    })
  })

  it('creates a QueryClient with no focus refetch, 90 s stale time and one retry', () => {
    expect(DEFAULT_QUERY_OPTIONS).toEqual({ refetchOnWindowFocus: false, staleTime: 90_000, retry: 1 })
    const defaults = createQueryClient().getDefaultOptions().queries
    expect(defaults).toMatchObject({ refetchOnWindowFocus: false, staleTime: 90_000, retry: 1 })
  })

  it('useMercato returns the configured client, retrying by default like medusa-react', async () => {
    const { wrapper, calls } = setup({ 'POST /store/carts': () => ({ cart: { id: 'cart_1' } }) })
    const { result } = renderHook(() => useMercato(), { wrapper })
    expect(result.current.client).toBeInstanceOf(Mercato)
    expect(result.current.client.client.config.baseUrl).toBe(BASE)
    await result.current.client.carts.create()
    expect(calls[0]?.headers.get('idempotency-key')).toBeTruthy()
  })

  it('uses a ready client when one is given', () => {
    const client = new Mercato({ baseUrl: 'http://other.test' })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MercatoProvider client={client} queryClientProviderProps={{ client: new QueryClient() }}>
        {children}
      </MercatoProvider>
    )
    const { result } = renderHook(() => useMercato(), { wrapper })
    expect(result.current.client).toBe(client)
  })
})

describe('query hooks', () => {
  it('return the envelope keys at top level with the query state', async () => {
    const { wrapper, calls } = setup({
      'GET /store/products': () => ({ products: [{ id: 'prod_1' }], count: 1, offset: 0, limit: 20 }),
    })
    const { result } = renderHook(() => useProducts({ limit: 20 }), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.products).toEqual([{ id: 'prod_1' }])
    expect(result.current.count).toBe(1)
    expect(result.current.response?.status).toBe(200)
    expect(calls[0]?.url).toBe('/store/products?limit=20')
  })

  it('cache under [domain, "list", { query }] and [domain, "detail", id]', () => {
    const keys = queryKeysFactory('admin_products')
    expect(keys.list({ limit: 1 })).toEqual(['admin_products', 'list', { query: { limit: 1 } }])
    expect(keys.detail('prod_1')).toEqual(['admin_products', 'detail', 'prod_1'])
    expect(keys.lists()).toEqual(['admin_products', 'list'])
    expect(adminProductKeys.all).toEqual(['admin_products'])
  })

  it('the analytics config query is not retried (a 404 means "not chosen yet")', async () => {
    const { wrapper, count } = setup({})
    const { result } = renderHook(() => useAdminAnalyticsConfig(), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error?.status).toBe(404)
    expect(count('GET', '/admin/analytics-configs')).toBe(1)
  })
})

describe('mutation hooks', () => {
  const productRoutes = () => {
    let created = 0
    return {
      'GET /admin/products': () => ({
        products: Array.from({ length: created }, (_, i) => ({ id: `prod_${i}` })),
      }),
      'POST /admin/products': () => {
        created++
        return { product: { id: `prod_${created}` } }
      },
    }
  }

  it('refetch the related list after success', async () => {
    const { wrapper, count } = setup(productRoutes())
    const { result } = renderHook(() => ({ list: useAdminProducts(), create: useAdminCreateProduct() }), {
      wrapper,
    })
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    expect(result.current.list.products).toHaveLength(0)
    await act(() => result.current.create.mutateAsync({ title: 'Shirt' }))
    await waitFor(() => expect(result.current.list.products).toHaveLength(1))
    expect(count('GET', '/admin/products')).toBe(2)
  })

  it('after a delete, refresh the lists but do not read the deleted record again', async () => {
    const { wrapper, count } = setup({
      'GET /admin/products': () => ({ products: [] }),
      'GET /admin/products/prod_1': () => ({ product: { id: 'prod_1' } }),
      'DELETE /admin/products/prod_1': () => ({ id: 'prod_1', object: 'product', deleted: true }),
    })
    const { result } = renderHook(
      () => ({
        list: useAdminProducts(),
        one: useAdminProduct('prod_1'),
        remove: useAdminDeleteProduct('prod_1'),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.one.isSuccess && result.current.list.isSuccess).toBe(true))
    await act(() => result.current.remove.mutateAsync())
    await waitFor(() => expect(count('GET', '/admin/products')).toBe(2))
    expect(count('GET', '/admin/products/prod_1')).toBe(1)
    expect(result.current.one.isStale).toBe(true)
  })

  it('still refetch when the caller passes its own onSuccess, which runs too', async () => {
    const { wrapper, count, queryClient } = setup(productRoutes())
    const onSuccess = vi.fn()
    const spy = vi.spyOn(queryClient, 'invalidateQueries')
    const { result } = renderHook(
      () => ({ list: useAdminProducts(), create: useAdminCreateProduct({ onSuccess }) }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    await act(() => result.current.create.mutateAsync({ title: 'Shirt' }))
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(onSuccess.mock.calls[0]?.[0]).toMatchObject({ product: { id: 'prod_1' } })
    expect(spy).toHaveBeenCalledWith({ queryKey: adminProductKeys.lists() })
    await waitFor(() => expect(count('GET', '/admin/products')).toBe(2))
  })

  it('analytics config writes go to /update and refresh the cached config', async () => {
    let optOut = false
    const { wrapper, calls, count } = setup({
      'GET /admin/analytics-configs': () => ({ analytics_config: { id: 'acfg_1', opt_out: optOut } }),
      'POST /admin/analytics-configs/update': (call) => {
        optOut = (call.body as { opt_out: boolean }).opt_out
        return { analytics_config: { id: 'acfg_1', opt_out: optOut } }
      },
    })
    const { result } = renderHook(
      () => ({ config: useAdminAnalyticsConfig(), update: useAdminUpdateAnalyticsConfig() }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.config.analytics_config?.opt_out).toBe(false))
    await act(() => result.current.update.mutateAsync({ opt_out: true, anonymize: false }))
    await waitFor(() => expect(result.current.config.analytics_config?.opt_out).toBe(true))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ opt_out: true, anonymize: false })
    expect(count('GET', '/admin/analytics-configs')).toBe(2)
  })

  it('custom posts prefix /admin and refresh the given key plus related domains', async () => {
    const { wrapper, calls, queryClient } = setup({
      'POST /admin/blog/posts': () => ({ post: { id: 'p1' } }),
    })
    const spy = vi.spyOn(queryClient, 'invalidateQueries')
    const { result } = renderHook(() => useAdminCustomPost('/blog/posts', ['blog'], { product: true }), {
      wrapper,
    })
    await act(() => result.current.mutateAsync({ title: 'Hello' }))
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/admin/blog/posts', body: { title: 'Hello' } })
    expect(spy).toHaveBeenCalledWith({ queryKey: ['blog'] })
    expect(spy).toHaveBeenCalledWith({ queryKey: ['admin_products'] })
  })
})
