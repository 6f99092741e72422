// Admin sales channels: query keys and hooks.
import type {
  AdminDeleteSalesChannelsChannelProductsBatchReq,
  AdminGetSalesChannelsParams,
  AdminPostSalesChannelsChannelProductsBatchReq,
  AdminPostSalesChannelsReq,
  AdminPostSalesChannelsSalesChannelReq,
  AdminSalesChannelsDeleteRes,
  AdminSalesChannelsListRes,
  AdminSalesChannelsRes,
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
import { adminStockLocationsKeys } from './stock-locations'

export const adminSalesChannelsKeys = queryKeysFactory('admin_sales_channels')

export function useAdminSalesChannels(
  query?: AdminGetSalesChannelsParams,
  options?: QueryOptions<AdminSalesChannelsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminSalesChannelsKeys.list(query),
    () => client.admin.salesChannels.list(query),
    options,
  )
}

export function useAdminSalesChannel(id: string, options?: QueryOptions<AdminSalesChannelsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminSalesChannelsKeys.detail(id),
    () => client.admin.salesChannels.retrieve(id),
    options,
  )
}

export function useAdminCreateSalesChannel(
  options?: EnvelopeMutationOptions<AdminSalesChannelsRes, AdminPostSalesChannelsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostSalesChannelsReq) => client.admin.salesChannels.create(payload),
    [adminSalesChannelsKeys.lists()],
    options,
  )
}

export function useAdminUpdateSalesChannel(
  id: string,
  options?: EnvelopeMutationOptions<AdminSalesChannelsRes, AdminPostSalesChannelsSalesChannelReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostSalesChannelsSalesChannelReq) => client.admin.salesChannels.update(id, payload),
    [adminSalesChannelsKeys.lists(), adminSalesChannelsKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteSalesChannel(
  id: string,
  options?: EnvelopeMutationOptions<AdminSalesChannelsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.salesChannels.delete(id),
    [adminSalesChannelsKeys.lists(), adminSalesChannelsKeys.detail(id)],
    options,
  )
}

export function useAdminAddProductsToSalesChannel(
  id: string,
  options?: EnvelopeMutationOptions<AdminSalesChannelsRes, AdminPostSalesChannelsChannelProductsBatchReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostSalesChannelsChannelProductsBatchReq) =>
      client.admin.salesChannels.addProducts(id, payload),
    [adminSalesChannelsKeys.lists(), adminSalesChannelsKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}

export function useAdminDeleteProductsFromSalesChannel(
  id: string,
  options?: EnvelopeMutationOptions<AdminSalesChannelsRes, AdminDeleteSalesChannelsChannelProductsBatchReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeleteSalesChannelsChannelProductsBatchReq) =>
      client.admin.salesChannels.removeProducts(id, payload),
    [adminSalesChannelsKeys.lists(), adminSalesChannelsKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}

export function useAdminAddLocationToSalesChannel(
  options?: EnvelopeMutationOptions<AdminSalesChannelsRes, { sales_channel_id: string; location_id: string }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ sales_channel_id, location_id }: { sales_channel_id: string; location_id: string }) =>
      client.admin.salesChannels.addLocation(sales_channel_id, { location_id }),
    (variables) => [
      adminSalesChannelsKeys.lists(),
      adminSalesChannelsKeys.detail(variables.sales_channel_id),
      adminStockLocationsKeys.all,
    ],
    options,
  )
}

export function useAdminRemoveLocationFromSalesChannel(
  options?: EnvelopeMutationOptions<AdminSalesChannelsRes, { sales_channel_id: string; location_id: string }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ sales_channel_id, location_id }: { sales_channel_id: string; location_id: string }) =>
      client.admin.salesChannels.removeLocation(sales_channel_id, { location_id }),
    (variables) => [
      adminSalesChannelsKeys.lists(),
      adminSalesChannelsKeys.detail(variables.sales_channel_id),
      adminStockLocationsKeys.all,
    ],
    options,
  )
}
