// Admin regions: query keys and hooks.
import type {
  AdminGetRegionsParams,
  AdminGetRegionsRegionFulfillmentOptionsRes,
  AdminGetRegionsRegionParams,
  AdminPostRegionsRegionCountriesReq,
  AdminPostRegionsRegionFulfillmentProvidersReq,
  AdminPostRegionsRegionPaymentProvidersReq,
  AdminPostRegionsRegionReq,
  AdminPostRegionsReq,
  AdminRegionsDeleteRes,
  AdminRegionsListRes,
  AdminRegionsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminRegionKeys = queryKeysFactory('admin_regions')

export function useAdminRegions(query?: AdminGetRegionsParams, options?: QueryOptions<AdminRegionsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminRegionKeys.list(query), () => client.admin.regions.list(query), options)
}

export function useAdminRegion(
  id: string,
  query?: AdminGetRegionsRegionParams,
  options?: QueryOptions<AdminRegionsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminRegionKeys.detail(id, query),
    () => client.admin.regions.retrieve(id, query),
    options,
  )
}

export function useAdminCreateRegion(
  options?: EnvelopeMutationOptions<AdminRegionsRes, AdminPostRegionsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostRegionsReq) => client.admin.regions.create(payload),
    [adminRegionKeys.lists()],
    options,
  )
}

export function useAdminUpdateRegion(
  id: string,
  options?: EnvelopeMutationOptions<AdminRegionsRes, AdminPostRegionsRegionReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostRegionsRegionReq) => client.admin.regions.update(id, payload),
    [adminRegionKeys.lists(), adminRegionKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteRegion(id: string, options?: EnvelopeMutationOptions<AdminRegionsDeleteRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.regions.delete(id),
    [adminRegionKeys.lists(), adminRegionKeys.detail(id)],
    options,
  )
}

export function useAdminRegionFulfillmentOptions(
  regionId: string,
  options?: QueryOptions<AdminGetRegionsRegionFulfillmentOptionsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminRegionKeys.detail(regionId), 'fulfillment_options'],
    () => client.admin.regions.retrieveFulfillmentOptions(regionId),
    options,
  )
}

export function useAdminRegionAddCountry(
  id: string,
  options?: EnvelopeMutationOptions<AdminRegionsRes, AdminPostRegionsRegionCountriesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostRegionsRegionCountriesReq) => client.admin.regions.addCountry(id, payload),
    [adminRegionKeys.lists(), adminRegionKeys.detail(id)],
    options,
  )
}

export function useAdminRegionRemoveCountry(
  id: string,
  options?: EnvelopeMutationOptions<AdminRegionsRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (countryCode: string) => client.admin.regions.deleteCountry(id, countryCode),
    [adminRegionKeys.lists(), adminRegionKeys.detail(id)],
    options,
  )
}

export function useAdminRegionAddFulfillmentProvider(
  id: string,
  options?: EnvelopeMutationOptions<AdminRegionsRes, AdminPostRegionsRegionFulfillmentProvidersReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostRegionsRegionFulfillmentProvidersReq) =>
      client.admin.regions.addFulfillmentProvider(id, payload),
    [adminRegionKeys.lists(), adminRegionKeys.detail(id)],
    options,
  )
}

export function useAdminRegionDeleteFulfillmentProvider(
  id: string,
  options?: EnvelopeMutationOptions<AdminRegionsRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (providerId: string) => client.admin.regions.deleteFulfillmentProvider(id, providerId),
    [adminRegionKeys.lists(), adminRegionKeys.detail(id)],
    options,
  )
}

export function useAdminRegionAddPaymentProvider(
  id: string,
  options?: EnvelopeMutationOptions<AdminRegionsRes, AdminPostRegionsRegionPaymentProvidersReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostRegionsRegionPaymentProvidersReq) =>
      client.admin.regions.addPaymentProvider(id, payload),
    [adminRegionKeys.lists(), adminRegionKeys.detail(id)],
    options,
  )
}

export function useAdminRegionDeletePaymentProvider(
  id: string,
  options?: EnvelopeMutationOptions<AdminRegionsRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (providerId: string) => client.admin.regions.deletePaymentProvider(id, providerId),
    [adminRegionKeys.lists(), adminRegionKeys.detail(id)],
    options,
  )
}
