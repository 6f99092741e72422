// Store product tags: query keys and hooks.
import type { StoreGetProductTagsParams, StoreProductTagsListRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const productTagKeys = queryKeysFactory('product_tags')

export function useProductTags(
  query?: StoreGetProductTagsParams,
  options?: QueryOptions<StoreProductTagsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(productTagKeys.list(query), () => client.productTags.list(query), options)
}
