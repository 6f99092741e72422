// Store products: query keys and hooks.
import type {
  StoreGetProductsParams,
  StorePostSearchReq,
  StorePostSearchRes,
  StorePricingContext,
  StoreProductsListRes,
  StoreProductsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const productKeys = queryKeysFactory('products')

export function useProducts(query?: StoreGetProductsParams, options?: QueryOptions<StoreProductsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(productKeys.list(query), () => client.products.list(query), options)
}

/** `query` (region_id, currency_code, cart_id…) prices the variants. */
export function useProduct(
  id: string,
  query?: StorePricingContext,
  options?: QueryOptions<StoreProductsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    productKeys.detail(id, query),
    () => client.products.retrieve(id, undefined, query),
    options,
  )
}

/** Full-text search through the search provider (a POST, cached like a read). */
export function useSearchProducts(
  searchOptions: StorePostSearchReq,
  options?: QueryOptions<StorePostSearchRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...productKeys.all, 'search', { searchOptions }],
    () => client.products.search(searchOptions),
    options,
  )
}
