// Admin swaps: query keys and hooks.
import type {
  AdminGetSwapsParams,
  AdminOrdersRes,
  AdminPostOrdersOrderSwapsReq,
  AdminPostOrdersOrderSwapsSwapFulfillmentsReq,
  AdminPostOrdersOrderSwapsSwapShipmentsReq,
  AdminSwapsListRes,
  AdminSwapsRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { adminOrderKeys } from './orders'

export const adminSwapKeys = queryKeysFactory('admin_swaps')

export function useAdminSwaps(query?: AdminGetSwapsParams, options?: QueryOptions<AdminSwapsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminSwapKeys.list(query), () => client.admin.swaps.list(query), options)
}

export function useAdminSwap(id: string, options?: QueryOptions<AdminSwapsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminSwapKeys.detail(id), () => client.admin.swaps.retrieve(id), options)
}

export function useAdminCreateSwap(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, AdminPostOrdersOrderSwapsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrdersOrderSwapsReq) => client.admin.orders.createSwap(orderId, payload),
    [adminSwapKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminCancelSwap(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (swapId: string) => client.admin.orders.cancelSwap(orderId, swapId),
    [adminSwapKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminFulfillSwap(
  orderId: string,
  options?: EnvelopeMutationOptions<
    AdminOrdersRes,
    AdminPostOrdersOrderSwapsSwapFulfillmentsReq & { swap_id: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ swap_id, ...payload }: AdminPostOrdersOrderSwapsSwapFulfillmentsReq & { swap_id: string }) =>
      client.admin.orders.fulfillSwap(orderId, swap_id, payload),
    [adminSwapKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminCreateSwapShipment(
  orderId: string,
  options?: EnvelopeMutationOptions<
    AdminOrdersRes,
    AdminPostOrdersOrderSwapsSwapShipmentsReq & { swap_id: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ swap_id, ...payload }: AdminPostOrdersOrderSwapsSwapShipmentsReq & { swap_id: string }) =>
      client.admin.orders.createSwapShipment(orderId, swap_id, payload),
    [adminSwapKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminProcessSwapPayment(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (swapId: string) => client.admin.orders.processSwapPayment(orderId, swapId),
    [adminSwapKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminCancelSwapFulfillment(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, { swap_id: string; fulfillment_id: string }>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ swap_id, fulfillment_id }: { swap_id: string; fulfillment_id: string }) =>
      client.admin.orders.cancelSwapFulfillment(orderId, swap_id, fulfillment_id),
    [adminSwapKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}
