// Store customer account: query keys and hooks (addresses, payment methods and password reset are Mercato additions).
import type {
  EmptyResponse,
  StoreCustomersListOrdersRes,
  StoreCustomersListPaymentMethodsRes,
  StoreCustomersRes,
  StoreGetCustomersCustomerOrdersParams,
  StorePostCustomersCustomerAddressesAddressReq,
  StorePostCustomersCustomerAddressesReq,
  StorePostCustomersCustomerPasswordTokenReq,
  StorePostCustomersCustomerReq,
  StorePostCustomersReq,
  StorePostCustomersResetPasswordReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const customerKeys = queryKeysFactory('customers')

export function useMeCustomer(options?: QueryOptions<StoreCustomersRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(customerKeys.detail('me'), () => client.customers.retrieve(), options)
}

/** Orders of the logged-in customer; 10 per page by default. */
export function useCustomerOrders(
  query: StoreGetCustomersCustomerOrdersParams = { limit: 10, offset: 0 },
  options?: QueryOptions<StoreCustomersListOrdersRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...customerKeys.all, 'me', 'orders', { query }],
    () => client.customers.listOrders(query),
    options,
  )
}

export function useCustomerPaymentMethods(options?: QueryOptions<StoreCustomersListPaymentMethodsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...customerKeys.all, 'me', 'payment_methods'],
    () => client.customers.paymentMethods.list(),
    options,
  )
}

export function useCreateCustomer(
  options?: EnvelopeMutationOptions<StoreCustomersRes, StorePostCustomersReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCustomersReq) => client.customers.create(payload),
    [customerKeys.detail('me')],
    options,
  )
}

/** Updates the logged-in customer (an `id` in the variables is accepted for medusa-react parity and ignored). */
export function useUpdateMe(
  options?: EnvelopeMutationOptions<StoreCustomersRes, StorePostCustomersCustomerReq & { id?: string }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ id: _id, ...payload }: StorePostCustomersCustomerReq & { id?: string }) =>
      client.customers.update(payload),
    [customerKeys.detail('me')],
    options,
  )
}

export function useAddShippingAddress(
  options?: EnvelopeMutationOptions<StoreCustomersRes, StorePostCustomersCustomerAddressesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCustomersCustomerAddressesReq) => client.customers.addresses.addAddress(payload),
    [customerKeys.detail('me')],
    options,
  )
}

export function useUpdateShippingAddress(
  options?: EnvelopeMutationOptions<
    StoreCustomersRes,
    StorePostCustomersCustomerAddressesAddressReq & { addressId: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ addressId, ...payload }: StorePostCustomersCustomerAddressesAddressReq & { addressId: string }) =>
      client.customers.addresses.updateAddress(addressId, payload),
    [customerKeys.detail('me')],
    options,
  )
}

export function useDeleteShippingAddress(options?: EnvelopeMutationOptions<StoreCustomersRes, string>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (addressId: string) => client.customers.addresses.deleteAddress(addressId),
    [customerKeys.detail('me')],
    options,
  )
}

export function useResetPassword(
  options?: EnvelopeMutationOptions<StoreCustomersRes, StorePostCustomersResetPasswordReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCustomersResetPasswordReq) => client.customers.resetPassword(payload),
    [],
    options,
  )
}

export function useGeneratePasswordToken(
  options?: EnvelopeMutationOptions<EmptyResponse, StorePostCustomersCustomerPasswordTokenReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCustomersCustomerPasswordTokenReq) => client.customers.generatePasswordToken(payload),
    [],
    options,
  )
}
