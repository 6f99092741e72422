// Admin price lists: query keys and hooks.
import type {
  AdminDeletePriceListPricesPricesReq,
  AdminDeletePriceListsPriceListProductsPricesBatchReq,
  AdminGetPriceListPaginationParams,
  AdminGetPriceListsPriceListProductsParams,
  AdminPostPriceListPricesPricesReq,
  AdminPostPriceListsPriceListPriceListReq,
  AdminPostPriceListsPriceListReq,
  AdminPriceListDeleteBatchRes,
  AdminPriceListDeleteProductPricesRes,
  AdminPriceListDeleteRes,
  AdminPriceListDeleteVariantPricesRes,
  AdminPriceListRes,
  AdminPriceListsListRes,
  AdminPriceListsProductsListRes,
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

export const adminPriceListKeys = queryKeysFactory('admin_price_lists')

export function useAdminPriceLists(
  query?: AdminGetPriceListPaginationParams,
  options?: QueryOptions<AdminPriceListsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminPriceListKeys.list(query), () => client.admin.priceLists.list(query), options)
}

export function useAdminPriceList(id: string, options?: QueryOptions<AdminPriceListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminPriceListKeys.detail(id), () => client.admin.priceLists.retrieve(id), options)
}

export function useAdminCreatePriceList(
  options?: EnvelopeMutationOptions<AdminPriceListRes, AdminPostPriceListsPriceListReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostPriceListsPriceListReq) => client.admin.priceLists.create(payload),
    [adminPriceListKeys.lists(), adminProductKeys.lists()],
    options,
  )
}

export function useAdminUpdatePriceList(
  id: string,
  options?: EnvelopeMutationOptions<AdminPriceListRes, AdminPostPriceListsPriceListPriceListReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostPriceListsPriceListPriceListReq) => client.admin.priceLists.update(id, payload),
    [adminPriceListKeys.lists(), adminPriceListKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}

export function useAdminDeletePriceList(
  id: string,
  options?: EnvelopeMutationOptions<AdminPriceListDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.priceLists.delete(id),
    [adminPriceListKeys.lists(), adminPriceListKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}

export function useAdminPriceListProducts(
  id: string,
  query?: AdminGetPriceListsPriceListProductsParams,
  options?: QueryOptions<AdminPriceListsProductsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminPriceListKeys.detail(id), 'products', { query }],
    () => client.admin.priceLists.listProducts(id, query),
    options,
  )
}

export function useAdminCreatePriceListPrices(
  id: string,
  options?: EnvelopeMutationOptions<AdminPriceListRes, AdminPostPriceListPricesPricesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostPriceListPricesPricesReq) => client.admin.priceLists.addPrices(id, payload),
    [adminPriceListKeys.lists(), adminPriceListKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}

export function useAdminDeletePriceListPrices(
  id: string,
  options?: EnvelopeMutationOptions<AdminPriceListDeleteBatchRes, AdminDeletePriceListPricesPricesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeletePriceListPricesPricesReq) => client.admin.priceLists.deletePrices(id, payload),
    [adminPriceListKeys.lists(), adminPriceListKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}

export function useAdminDeletePriceListProductsPrices(
  id: string,
  options?: EnvelopeMutationOptions<
    AdminPriceListDeleteProductPricesRes,
    AdminDeletePriceListsPriceListProductsPricesBatchReq
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeletePriceListsPriceListProductsPricesBatchReq) =>
      client.admin.priceLists.deleteProductsPrices(id, payload),
    [adminPriceListKeys.lists(), adminPriceListKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}

export function useAdminDeletePriceListProductPrices(
  id: string,
  productId: string,
  options?: EnvelopeMutationOptions<AdminPriceListDeleteProductPricesRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.priceLists.deleteProductPrices(id, productId),
    [adminPriceListKeys.lists(), adminPriceListKeys.detail(id), adminProductKeys.detail(productId)],
    options,
  )
}

export function useAdminDeletePriceListVariantPrices(
  id: string,
  variantId: string,
  options?: EnvelopeMutationOptions<AdminPriceListDeleteVariantPricesRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.priceLists.deleteVariantPrices(id, variantId),
    [adminPriceListKeys.lists(), adminPriceListKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}
