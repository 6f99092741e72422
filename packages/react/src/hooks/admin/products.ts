// Admin products, their variants and options: query keys and hooks.
import type {
  AdminGetProductsParams,
  AdminGetProductsVariantsParams,
  AdminPostProductsProductMetadataReq,
  AdminPostProductsProductOptionsOption,
  AdminPostProductsProductOptionsReq,
  AdminPostProductsProductReq,
  AdminPostProductsProductVariantsReq,
  AdminPostProductsProductVariantsVariantReq,
  AdminPostProductsReq,
  AdminProductsDeleteOptionRes,
  AdminProductsDeleteRes,
  AdminProductsDeleteVariantRes,
  AdminProductsListRes,
  AdminProductsListTagsRes,
  AdminProductsListVariantsRes,
  AdminProductsRes,
  ClientError,
  FindParams,
  MercatoResponse,
} from '@mercato/client'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useMercato } from '../../provider'
import {
  type EnvelopeMutationOptions,
  type MutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { adminProductKeys } from './record-keys'

export { adminProductKeys }

export function useAdminProducts(
  query?: AdminGetProductsParams,
  options?: QueryOptions<AdminProductsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminProductKeys.list(query), () => client.admin.products.list(query), options)
}

export function useAdminProduct(id: string, query?: FindParams, options?: QueryOptions<AdminProductsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminProductKeys.detail(id, query),
    () => client.admin.products.retrieve(id, undefined, query),
    options,
  )
}

export function useAdminProductTagUsage(options?: QueryOptions<AdminProductsListTagsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminProductKeys.all, 'tags', 'usage'],
    () => client.admin.products.listTags(),
    options,
  )
}

/** Variants of one product (Mercato addition). */
export function useAdminProductVariants(
  id: string,
  query?: AdminGetProductsVariantsParams,
  options?: QueryOptions<AdminProductsListVariantsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminProductKeys.detail(id), 'variants', { query }],
    () => client.admin.products.listVariants(id, query),
    options,
  )
}

export function useAdminCreateProduct(
  options?: EnvelopeMutationOptions<AdminProductsRes, AdminPostProductsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostProductsReq) => client.admin.products.create(payload),
    [adminProductKeys.lists()],
    options,
  )
}

export function useAdminUpdateProduct(
  id: string,
  options?: EnvelopeMutationOptions<AdminProductsRes, AdminPostProductsProductReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostProductsProductReq) => client.admin.products.update(id, payload),
    [adminProductKeys.lists(), adminProductKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteProduct(id: string, options?: EnvelopeMutationOptions<AdminProductsDeleteRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.products.delete(id),
    [adminProductKeys.lists(), adminProductKeys.detail(id)],
    options,
  )
}

/** Sets one metadata key (Mercato addition). */
export function useAdminSetProductMetadata(
  id: string,
  options?: EnvelopeMutationOptions<AdminProductsRes, AdminPostProductsProductMetadataReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostProductsProductMetadataReq) => client.admin.products.setMetadata(id, payload),
    [adminProductKeys.lists(), adminProductKeys.detail(id)],
    options,
  )
}

export function useAdminCreateVariant(
  productId: string,
  options?: EnvelopeMutationOptions<AdminProductsRes, AdminPostProductsProductVariantsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostProductsProductVariantsReq) => client.admin.products.createVariant(productId, payload),
    [adminProductKeys.lists(), adminProductKeys.detail(productId)],
    options,
  )
}

export function useAdminUpdateVariant(
  productId: string,
  options?: EnvelopeMutationOptions<
    AdminProductsRes,
    AdminPostProductsProductVariantsVariantReq & { variant_id: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ variant_id, ...payload }: AdminPostProductsProductVariantsVariantReq & { variant_id: string }) =>
      client.admin.products.updateVariant(productId, variant_id, payload),
    [adminProductKeys.lists(), adminProductKeys.detail(productId)],
    options,
  )
}

export function useAdminDeleteVariant(
  productId: string,
  options?: EnvelopeMutationOptions<AdminProductsDeleteVariantRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (variantId: string) => client.admin.products.deleteVariant(productId, variantId),
    [adminProductKeys.lists(), adminProductKeys.detail(productId)],
    options,
  )
}

export function useAdminCreateProductOption(
  productId: string,
  options?: EnvelopeMutationOptions<AdminProductsRes, AdminPostProductsProductOptionsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostProductsProductOptionsReq) => client.admin.products.addOption(productId, payload),
    [adminProductKeys.detail(productId)],
    options,
  )
}

export function useAdminUpdateProductOption(
  productId: string,
  options?: EnvelopeMutationOptions<
    AdminProductsRes,
    AdminPostProductsProductOptionsOption & { option_id: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ option_id, ...payload }: AdminPostProductsProductOptionsOption & { option_id: string }) =>
      client.admin.products.updateOption(productId, option_id, payload),
    [adminProductKeys.detail(productId)],
    options,
  )
}

export function useAdminDeleteProductOption(
  productId: string,
  options?: EnvelopeMutationOptions<AdminProductsDeleteOptionRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (optionId: string) => client.admin.products.deleteOption(productId, optionId),
    [adminProductKeys.detail(productId)],
    options,
  )
}

/** Variables of the batch product mutations: the products to act on, and for updates the change. */
export interface AdminProductsBatchUpdate {
  ids: string[]
  payload: AdminPostProductsProductReq
}

/**
 * Runs one call per product, all at once, and refreshes the product lists and those details whether or
 * not every call succeeded (some may have changed even when another failed). Rejects with the first
 * failure, so the caller can show the server's message (Mercato addition).
 */
function useBatchProductMutation<TVariables, TResult>(
  ids: (variables: TVariables) => string[],
  call: (id: string, variables: TVariables) => Promise<TResult>,
  options?: MutationOptions<TResult[], TVariables>,
) {
  const queryClient = useQueryClient()
  return useMutation<TResult[], ClientError, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      const targets = ids(variables)
      const results = await Promise.allSettled(targets.map((id) => call(id, variables)))
      const keys = [adminProductKeys.lists(), ...targets.map((id) => adminProductKeys.detail(id))]
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
      const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
      if (failed) throw failed.reason
      return results.map((r) => (r as PromiseFulfilledResult<TResult>).value)
    },
  })
}

/** Applies the same change (e.g. `{ status: 'draft' }`) to several products (Mercato addition). */
export function useAdminUpdateProducts(
  options?: MutationOptions<MercatoResponse<AdminProductsRes>[], AdminProductsBatchUpdate>,
) {
  const { client } = useMercato()
  return useBatchProductMutation(
    ({ ids }: AdminProductsBatchUpdate) => ids,
    (id, { payload }) => client.admin.products.update(id, payload),
    options,
  )
}

/** Deletes several products; the variables are their ids (Mercato addition). */
export function useAdminDeleteProducts(
  options?: MutationOptions<MercatoResponse<AdminProductsDeleteRes>[], string[]>,
) {
  const { client } = useMercato()
  return useBatchProductMutation(
    (ids: string[]) => ids,
    (id) => client.admin.products.delete(id),
    options,
  )
}
