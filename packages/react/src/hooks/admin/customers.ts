// Admin customers: query keys and hooks.
import type {
  AddressCreatePayload,
  AddressPayload,
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

/**
 * One customer with the named relations (`expand`, e.g. 'groups,shipping_addresses'); cached under the
 * customer's detail key, so every customer mutation refreshes it.
 */
export function useAdminCustomerWith(id: string, expand: string, options?: QueryOptions<AdminCustomersRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminCustomerKeys.detail(id, { expand }),
    () =>
      client.admin.custom.get<{ expand: string }, AdminCustomersRes>(`/admin/customers/${id}`, { expand }),
    options,
  )
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

// Addresses (a Mercato addition to the Admin API): each refreshes the customer it changed.

export function useAdminAddCustomerAddress(
  id: string,
  options?: EnvelopeMutationOptions<AdminCustomersRes, { address: AddressCreatePayload }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: { address: AddressCreatePayload }) => client.admin.customers.addAddress(id, payload),
    [adminCustomerKeys.detail(id)],
    options,
  )
}

export function useAdminUpdateCustomerAddress(
  id: string,
  options?: EnvelopeMutationOptions<AdminCustomersRes, { addressId: string; address: AddressPayload }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ addressId, address }: { addressId: string; address: AddressPayload }) =>
      client.admin.customers.updateAddress(id, addressId, address),
    [adminCustomerKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteCustomerAddress(
  id: string,
  options?: EnvelopeMutationOptions<AdminCustomersRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (addressId: string) => client.admin.customers.deleteAddress(id, addressId),
    [adminCustomerKeys.detail(id)],
    options,
  )
}
