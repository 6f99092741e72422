import type { MercatoStore, StoreGetProductsParams } from '@mercato/client/store'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { PAGE_SIZE, allProductsQuery, prefetchPage } from './data'
import { GUEST_PRICING, catalogueKey } from './pricing'

/** A Store API client that records the product lists asked for. */
function fakeClient() {
  const asked: StoreGetProductsParams[] = []
  const client = {
    collections: { list: async () => ({ collections: [], count: 0, offset: 0, limit: 100 }) },
    products: {
      list: async (query: StoreGetProductsParams) => {
        asked.push(query)
        return { products: [], count: 30, offset: query.offset, limit: query.limit }
      },
    },
  } as unknown as MercatoStore
  return { client, asked }
}

describe('the all-products page', () => {
  it('lists every product a page at a time, for the region', () => {
    expect(allProductsQuery('reg_1', 3)).toEqual({
      region_id: 'reg_1',
      limit: PAGE_SIZE,
      offset: 2 * PAGE_SIZE,
    })
  })

  it('is prefetched on the server under the key the page reads, for the page in the URL', async () => {
    const { client, asked } = fakeClient()
    const queryClient = new QueryClient()
    const found = await prefetchPage(queryClient, client, '/products', '?page=2', 'reg_1', GUEST_PRICING)
    expect(found).toBe(true)
    expect(asked).toEqual([allProductsQuery('reg_1', 2)])
    expect(queryClient.getQueryData(catalogueKey(allProductsQuery('reg_1', 2), GUEST_PRICING))).toMatchObject(
      {
        count: 30,
      },
    )
  })
})
