// Admin product tags: query keys and hooks.
import type { AdminGetProductTagsParams, AdminProductTagsListRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const adminProductTagKeys = queryKeysFactory('admin_product_tags')

export function useAdminProductTags(
  query?: AdminGetProductTagsParams,
  options?: QueryOptions<AdminProductTagsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminProductTagKeys.list(query),
    () => client.admin.productTags.list(query),
    options,
  )
}
