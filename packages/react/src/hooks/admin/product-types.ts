// Admin product types: query keys and hooks.
import type { AdminGetProductTypesParams, AdminProductTypesListRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const adminProductTypeKeys = queryKeysFactory('admin_product_types')

export function useAdminProductTypes(
  query?: AdminGetProductTypesParams,
  options?: QueryOptions<AdminProductTypesListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminProductTypeKeys.list(query),
    () => client.admin.productTypes.list(query),
    options,
  )
}
