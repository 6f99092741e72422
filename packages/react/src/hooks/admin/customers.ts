// Admin customers: query keys and hooks.
import type {
  AdminCustomersListRes,
  AdminCustomersRes,
  AdminGetCustomersParams,
  AdminPostCustomersCustomerReq,
  AdminPostCustomersReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminCustomerKeys = queryKeysFactory('admin_customers')

export function useAdminCustomers(
  query?: AdminGetCustomersParams,
  options?: QueryOptions<AdminCustomersListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminCustomerKeys.list(query), () => client.admin.customers.list(query), options)
}

export function useAdminCustomer(id: string, options?: QueryOptions<AdminCustomersRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminCustomerKeys.detail(id), () => client.admin.customers.retrieve(id), options)
}

export function useAdminCreateCustomer(
  options?: EnvelopeMutationOptions<AdminCustomersRes, AdminPostCustomersReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostCustomersReq) => client.admin.customers.create(payload),
    [adminCustomerKeys.lists()],
    options,
  )
}

export function useAdminUpdateCustomer(
  id: string,
  options?: EnvelopeMutationOptions<AdminCustomersRes, AdminPostCustomersCustomerReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostCustomersCustomerReq) => client.admin.customers.update(id, payload),
    [adminCustomerKeys.lists(), adminCustomerKeys.detail(id)],
    options,
  )
}
