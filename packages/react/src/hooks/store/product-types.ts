// Store product types: query keys and hooks.
import type { StoreGetProductTypesParams, StoreProductTypesListRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const productTypeKeys = queryKeysFactory('product_types')

export function useProductTypes(
  query?: StoreGetProductTypesParams,
  options?: QueryOptions<StoreProductTypesListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(productTypeKeys.list(query), () => client.productTypes.list(query), options)
}
