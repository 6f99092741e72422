// Admin variants across products: query keys and hooks.
import type {
  AdminGetVariantParams,
  AdminGetVariantsParams,
  AdminGetVariantsVariantInventoryRes,
  AdminVariantsListRes,
  AdminVariantsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const adminVariantKeys = queryKeysFactory('admin_variants')

export function useAdminVariants(
  query?: AdminGetVariantsParams,
  options?: QueryOptions<AdminVariantsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminVariantKeys.list(query), () => client.admin.variants.list(query), options)
}

export function useAdminVariant(
  id: string,
  query?: AdminGetVariantParams,
  options?: QueryOptions<AdminVariantsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminVariantKeys.detail(id, query),
    () => client.admin.variants.retrieve(id, query),
    options,
  )
}

export function useAdminVariantsInventory(
  id: string,
  options?: QueryOptions<AdminGetVariantsVariantInventoryRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminVariantKeys.detail(id), 'inventory'],
    () => client.admin.variants.getInventory(id),
    options,
  )
}
