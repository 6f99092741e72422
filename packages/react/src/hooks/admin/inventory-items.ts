// Admin inventory items and their stock per location: query keys and hooks.
import type {
  AdminGetInventoryItemsItemLocationLevelsParams,
  AdminGetInventoryItemsItemParams,
  AdminGetInventoryItemsParams,
  AdminInventoryItemsDeleteRes,
  AdminInventoryItemsListWithVariantsAndLocationLevelsRes,
  AdminInventoryItemsLocationLevelsRes,
  AdminInventoryItemsRes,
  AdminPostInventoryItemsInventoryItemReq,
  AdminPostInventoryItemsItemLocationLevelsLevelReq,
  AdminPostInventoryItemsItemLocationLevelsReq,
  AdminPostInventoryItemsReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { adminVariantKeys } from './variants'

export const adminInventoryItemsKeys = queryKeysFactory('admin_inventory_items')

export function useAdminInventoryItems(
  query?: AdminGetInventoryItemsParams,
  options?: QueryOptions<AdminInventoryItemsListWithVariantsAndLocationLevelsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminInventoryItemsKeys.list(query),
    () => client.admin.inventoryItems.list(query),
    options,
  )
}

export function useAdminInventoryItem(
  id: string,
  query?: AdminGetInventoryItemsItemParams,
  options?: QueryOptions<AdminInventoryItemsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminInventoryItemsKeys.detail(id, query),
    () => client.admin.inventoryItems.retrieve(id, query),
    options,
  )
}

export function useAdminInventoryItemLocationLevels(
  id: string,
  query?: AdminGetInventoryItemsItemLocationLevelsParams,
  options?: QueryOptions<AdminInventoryItemsLocationLevelsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminInventoryItemsKeys.detail(id), 'location_levels', { query }],
    () => client.admin.inventoryItems.listLocationLevels(id, query),
    options,
  )
}

export function useAdminCreateInventoryItem(
  options?: EnvelopeMutationOptions<AdminInventoryItemsRes, AdminPostInventoryItemsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostInventoryItemsReq) => client.admin.inventoryItems.create(payload),
    [adminInventoryItemsKeys.lists(), adminVariantKeys.all],
    options,
  )
}

export function useAdminUpdateInventoryItem(
  id: string,
  options?: EnvelopeMutationOptions<AdminInventoryItemsRes, AdminPostInventoryItemsInventoryItemReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostInventoryItemsInventoryItemReq) => client.admin.inventoryItems.update(id, payload),
    [adminInventoryItemsKeys.lists(), adminInventoryItemsKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteInventoryItem(
  id: string,
  options?: EnvelopeMutationOptions<AdminInventoryItemsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.inventoryItems.delete(id),
    [adminInventoryItemsKeys.lists(), adminInventoryItemsKeys.detail(id), adminVariantKeys.all],
    options,
  )
}

export function useAdminCreateLocationLevel(
  id: string,
  options?: EnvelopeMutationOptions<AdminInventoryItemsRes, AdminPostInventoryItemsItemLocationLevelsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostInventoryItemsItemLocationLevelsReq) =>
      client.admin.inventoryItems.createLocationLevel(id, payload),
    [adminInventoryItemsKeys.lists(), adminInventoryItemsKeys.detail(id), adminVariantKeys.all],
    options,
  )
}

export function useAdminUpdateLocationLevel(
  id: string,
  options?: EnvelopeMutationOptions<
    AdminInventoryItemsRes,
    AdminPostInventoryItemsItemLocationLevelsLevelReq & { stockLocationId: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({
      stockLocationId,
      ...payload
    }: AdminPostInventoryItemsItemLocationLevelsLevelReq & { stockLocationId: string }) =>
      client.admin.inventoryItems.updateLocationLevel(id, stockLocationId, payload),
    [adminInventoryItemsKeys.lists(), adminInventoryItemsKeys.detail(id), adminVariantKeys.all],
    options,
  )
}

export function useAdminDeleteLocationLevel(
  id: string,
  options?: EnvelopeMutationOptions<AdminInventoryItemsRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (locationId: string) => client.admin.inventoryItems.deleteLocationLevel(id, locationId),
    [adminInventoryItemsKeys.lists(), adminInventoryItemsKeys.detail(id), adminVariantKeys.all],
    options,
  )
}
