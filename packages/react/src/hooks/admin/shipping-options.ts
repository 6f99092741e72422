// Admin shipping options: query keys and hooks.
import type {
  AdminGetShippingOptionsParams,
  AdminPostShippingOptionsOptionReq,
  AdminPostShippingOptionsReq,
  AdminShippingOptionsDeleteRes,
  AdminShippingOptionsListRes,
  AdminShippingOptionsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminShippingOptionKeys = queryKeysFactory('admin_shipping_options')

export function useAdminShippingOptions(
  query?: AdminGetShippingOptionsParams,
  options?: QueryOptions<AdminShippingOptionsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminShippingOptionKeys.list(query),
    () => client.admin.shippingOptions.list(query),
    options,
  )
}

export function useAdminShippingOption(id: string, options?: QueryOptions<AdminShippingOptionsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminShippingOptionKeys.detail(id),
    () => client.admin.shippingOptions.retrieve(id),
    options,
  )
}

export function useAdminCreateShippingOption(
  options?: EnvelopeMutationOptions<AdminShippingOptionsRes, AdminPostShippingOptionsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostShippingOptionsReq) => client.admin.shippingOptions.create(payload),
    [adminShippingOptionKeys.lists()],
    options,
  )
}

export function useAdminUpdateShippingOption(
  id: string,
  options?: EnvelopeMutationOptions<AdminShippingOptionsRes, AdminPostShippingOptionsOptionReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostShippingOptionsOptionReq) => client.admin.shippingOptions.update(id, payload),
    [adminShippingOptionKeys.lists(), adminShippingOptionKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteShippingOption(
  id: string,
  options?: EnvelopeMutationOptions<AdminShippingOptionsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.shippingOptions.delete(id),
    [adminShippingOptionKeys.lists(), adminShippingOptionKeys.detail(id)],
    options,
  )
}
