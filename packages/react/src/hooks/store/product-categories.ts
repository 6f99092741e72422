// Store product categories: query keys and hooks.
import type {
  StoreGetProductCategoriesCategoryParams,
  StoreGetProductCategoriesCategoryRes,
  StoreGetProductCategoriesParams,
  StoreGetProductCategoriesRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const productCategoryKeys = queryKeysFactory('product_categories')

export function useProductCategories(
  query?: StoreGetProductCategoriesParams,
  options?: QueryOptions<StoreGetProductCategoriesRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    productCategoryKeys.list(query),
    () => client.productCategories.list(query),
    options,
  )
}

export function useProductCategory(
  id: string,
  query?: StoreGetProductCategoriesCategoryParams,
  options?: QueryOptions<StoreGetProductCategoriesCategoryRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    productCategoryKeys.detail(id, query),
    () => client.productCategories.retrieve(id, query),
    options,
  )
}
