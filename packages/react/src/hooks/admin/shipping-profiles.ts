// Admin shipping profiles: query keys and hooks.
import type {
  AdminDeleteShippingProfileRes,
  AdminPostShippingProfilesProfileReq,
  AdminPostShippingProfilesReq,
  AdminShippingProfilesListRes,
  AdminShippingProfilesRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { adminProductKeys } from './products'
import { adminShippingOptionKeys } from './shipping-options'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminShippingProfileKeys = queryKeysFactory('admin_shippingProfiles')

export function useAdminShippingProfiles(options?: QueryOptions<AdminShippingProfilesListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminShippingProfileKeys.list(),
    () => client.admin.shippingProfiles.list(),
    options,
  )
}

export function useAdminShippingProfile(id: string, options?: QueryOptions<AdminShippingProfilesRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminShippingProfileKeys.detail(id),
    () => client.admin.shippingProfiles.retrieve(id),
    options,
  )
}

export function useAdminCreateShippingProfile(
  options?: EnvelopeMutationOptions<AdminShippingProfilesRes, AdminPostShippingProfilesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostShippingProfilesReq) => client.admin.shippingProfiles.create(payload),
    [adminShippingProfileKeys.lists()],
    options,
  )
}

export function useAdminUpdateShippingProfile(
  id: string,
  options?: EnvelopeMutationOptions<AdminShippingProfilesRes, AdminPostShippingProfilesProfileReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostShippingProfilesProfileReq) => client.admin.shippingProfiles.update(id, payload),
    // Products and options moved here leave their former profile.
    [adminShippingProfileKeys.all, adminShippingOptionKeys.all, adminProductKeys.all],
    options,
  )
}

export function useAdminDeleteShippingProfile(
  id: string,
  options?: EnvelopeMutationOptions<AdminDeleteShippingProfileRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.shippingProfiles.delete(id),
    [adminShippingProfileKeys.lists(), adminShippingProfileKeys.detail(id)],
    options,
  )
}
