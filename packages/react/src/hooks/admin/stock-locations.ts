// Admin stock locations: query keys and hooks.
import type {
  AdminGetStockLocationsParams,
  AdminPostStockLocationsLocationReq,
  AdminPostStockLocationsReq,
  AdminStockLocationsDeleteRes,
  AdminStockLocationsListRes,
  AdminStockLocationsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminStockLocationsKeys = queryKeysFactory('admin_stock_locations')

export function useAdminStockLocations(
  query?: AdminGetStockLocationsParams,
  options?: QueryOptions<AdminStockLocationsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminStockLocationsKeys.list(query),
    () => client.admin.stockLocations.list(query),
    options,
  )
}

export function useAdminStockLocation(id: string, options?: QueryOptions<AdminStockLocationsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminStockLocationsKeys.detail(id),
    () => client.admin.stockLocations.retrieve(id),
    options,
  )
}

export function useAdminCreateStockLocation(
  options?: EnvelopeMutationOptions<AdminStockLocationsRes, AdminPostStockLocationsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostStockLocationsReq) => client.admin.stockLocations.create(payload),
    [adminStockLocationsKeys.lists()],
    options,
  )
}

export function useAdminUpdateStockLocation(
  id: string,
  options?: EnvelopeMutationOptions<AdminStockLocationsRes, AdminPostStockLocationsLocationReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostStockLocationsLocationReq) => client.admin.stockLocations.update(id, payload),
    [adminStockLocationsKeys.lists(), adminStockLocationsKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteStockLocation(
  id: string,
  options?: EnvelopeMutationOptions<AdminStockLocationsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.stockLocations.delete(id),
    [adminStockLocationsKeys.lists(), adminStockLocationsKeys.detail(id)],
    options,
  )
}
