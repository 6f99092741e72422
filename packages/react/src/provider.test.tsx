import { MercatoStore } from '@mercato/client/store'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { useProducts } from './hooks/store/products'
import { MercatoClientProvider, createQueryClient, useMercato } from './provider'
import { fakeFetch } from './testing/fake-fetch'

describe('MercatoClientProvider', () => {
  it('serves the store hooks from a store-only client, and shares the given QueryClient', async () => {
    const fake = fakeFetch({
      'GET /store/products': () => ({
        products: [{ id: 'prod_1', title: 'Mug' }],
        count: 1,
        offset: 0,
        limit: 1,
      }),
    })
    const client = new MercatoStore({
      baseUrl: 'http://api.test',
      fetch: fake.fetch,
      publishableApiKey: 'pk_1',
    })
    const queryClient = createQueryClient()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MercatoClientProvider client={client} queryClientProviderProps={{ client: queryClient }}>
        {children}
      </MercatoClientProvider>
    )
    const { result } = renderHook(() => ({ mercato: useMercato(), products: useProducts({ limit: 1 }) }), {
      wrapper,
    })
    expect(result.current.mercato.client).toBe(client)
    await waitFor(() => expect(result.current.products.products).toEqual([{ id: 'prod_1', title: 'Mug' }]))
    expect(fake.calls[0]!.headers.get('x-publishable-api-key')).toBe('pk_1')
    expect(queryClient.getQueryCache().getAll()).toHaveLength(1)
  })

  it('creates a QueryClient of its own when none is given', async () => {
    const fake = fakeFetch({ 'GET /store/products': () => ({ products: [], count: 0, offset: 0, limit: 1 }) })
    const client = new MercatoStore({ baseUrl: 'http://api.test', fetch: fake.fetch })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MercatoClientProvider client={client}>{children}</MercatoClientProvider>
    )
    const { result } = renderHook(() => useProducts({ limit: 1 }), { wrapper })
    await waitFor(() => expect(result.current.products).toEqual([]))
    expect(fake.count('GET', '/store/products')).toBe(1)
  })
})
