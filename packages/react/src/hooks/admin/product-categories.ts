// Admin product categories: query keys and hooks (keys apart from the store ones: admins see internal categories).
import type {
  AdminDeleteProductCategoriesCategoryProductsBatchReq,
  AdminGetProductCategoriesParams,
  AdminGetProductCategoryParams,
  AdminPostProductCategoriesCategoryProductsBatchReq,
  AdminPostProductCategoriesCategoryReq,
  AdminPostProductCategoriesReq,
  AdminProductCategoriesCategoryDeleteRes,
  AdminProductCategoriesCategoryRes,
  AdminProductCategoriesListRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { adminProductKeys } from './products'

export const adminProductCategoryKeys = queryKeysFactory('admin_product_categories')

export function useAdminProductCategories(
  query?: AdminGetProductCategoriesParams,
  options?: QueryOptions<AdminProductCategoriesListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminProductCategoryKeys.list(query),
    () => client.admin.productCategories.list(query),
    options,
  )
}

export function useAdminProductCategory(
  id: string,
  query?: AdminGetProductCategoryParams,
  options?: QueryOptions<AdminProductCategoriesCategoryRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminProductCategoryKeys.detail(id, query),
    () => client.admin.productCategories.retrieve(id, query),
    options,
  )
}

export function useAdminCreateProductCategory(
  options?: EnvelopeMutationOptions<AdminProductCategoriesCategoryRes, AdminPostProductCategoriesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostProductCategoriesReq) => client.admin.productCategories.create(payload),
    [adminProductCategoryKeys.lists()],
    options,
  )
}

export function useAdminUpdateProductCategory(
  id: string,
  options?: EnvelopeMutationOptions<AdminProductCategoriesCategoryRes, AdminPostProductCategoriesCategoryReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostProductCategoriesCategoryReq) => client.admin.productCategories.update(id, payload),
    [adminProductCategoryKeys.lists(), adminProductCategoryKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteProductCategory(
  id: string,
  options?: EnvelopeMutationOptions<AdminProductCategoriesCategoryDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.productCategories.delete(id),
    [adminProductCategoryKeys.lists(), adminProductCategoryKeys.detail(id)],
    options,
  )
}

export function useAdminAddProductsToCategory(
  id: string,
  options?: EnvelopeMutationOptions<
    AdminProductCategoriesCategoryRes,
    AdminPostProductCategoriesCategoryProductsBatchReq
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostProductCategoriesCategoryProductsBatchReq) =>
      client.admin.productCategories.addProducts(id, payload),
    [adminProductCategoryKeys.lists(), adminProductCategoryKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}

export function useAdminDeleteProductsFromCategory(
  id: string,
  options?: EnvelopeMutationOptions<
    AdminProductCategoriesCategoryRes,
    AdminDeleteProductCategoriesCategoryProductsBatchReq
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeleteProductCategoriesCategoryProductsBatchReq) =>
      client.admin.productCategories.removeProducts(id, payload),
    [adminProductCategoryKeys.lists(), adminProductCategoryKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}
