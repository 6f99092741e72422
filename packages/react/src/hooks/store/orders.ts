// Store orders: query keys and hooks.
import type {
  EmptyResponse,
  StoreGetOrdersParams,
  StoreOrdersRes,
  StorePostCustomersCustomerAcceptClaimReq,
  StorePostCustomersCustomerOrderClaimReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { customerKeys } from './customers'

export const orderKeys = queryKeysFactory('orders')

/** One order by id; `query.expand` loads `returns`, `claims`, `swaps` or `sales_channel` as well. */
export function useOrder(
  id: string,
  options?: QueryOptions<StoreOrdersRes>,
  query?: { expand?: string; fields?: string },
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    query ? [...orderKeys.detail(id), query] : orderKeys.detail(id),
    () => client.orders.retrieve(id, undefined, query),
    options,
  )
}

export function useCartOrder(cartId: string, options?: QueryOptions<StoreOrdersRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...orderKeys.all, 'cart', cartId],
    () => client.orders.retrieveByCartId(cartId),
    options,
  )
}

/** Guest look-up by display id and email. */
export function useOrders(query: StoreGetOrdersParams, options?: QueryOptions<StoreOrdersRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(orderKeys.list(query), () => client.orders.lookupOrder(query), options)
}

export function useRequestOrderAccess(
  options?: EnvelopeMutationOptions<EmptyResponse, StorePostCustomersCustomerOrderClaimReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCustomersCustomerOrderClaimReq) => client.orders.requestCustomerOrders(payload),
    [orderKeys.all],
    options,
  )
}

export function useGrantOrderAccess(
  options?: EnvelopeMutationOptions<EmptyResponse, StorePostCustomersCustomerAcceptClaimReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostCustomersCustomerAcceptClaimReq) => client.orders.confirmRequest(payload),
    [orderKeys.all, customerKeys.all],
    options,
  )
}
