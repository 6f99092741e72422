// Admin orders: query keys and hooks. Claims and swaps have their own files.
import type {
  AdminGetOrdersParams,
  AdminOrderReservationsListRes,
  AdminOrdersListRes,
  AdminOrdersRes,
  AdminPostOrdersOrderFulfillmentsReq,
  AdminPostOrdersOrderLineItemReservationReq,
  AdminPostOrdersOrderRefundsReq,
  AdminPostOrdersOrderReq,
  AdminPostOrdersOrderReturnsReq,
  AdminPostOrdersOrderShipmentReq,
  AdminPostOrdersOrderShippingMethodsReq,
  AdminReservationsRes,
  FindParams,
  ListParams,
} from '@mercato/client'
import { useMercato } from '../../provider'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { adminOrderKeys } from './record-keys'
import { adminReservationKeys } from './reservations'
import { adminReturnKeys } from './returns'

export { adminOrderKeys }

export function useAdminOrders(query?: AdminGetOrdersParams, options?: QueryOptions<AdminOrdersListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminOrderKeys.list(query), () => client.admin.orders.list(query), options)
}

export function useAdminOrder(id: string, query?: FindParams, options?: QueryOptions<AdminOrdersRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminOrderKeys.detail(id, query),
    () => client.admin.orders.retrieve(id, query),
    options,
  )
}

/** Stock reserved for the order (Mercato addition). */
export function useAdminOrderReservations(
  id: string,
  query?: ListParams,
  options?: QueryOptions<AdminOrderReservationsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminOrderKeys.detail(id), 'reservations', { query }],
    () => client.admin.orders.listReservations(id, query),
    options,
  )
}

export function useAdminUpdateOrder(
  id: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, AdminPostOrdersOrderReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrdersOrderReq) => client.admin.orders.update(id, payload),
    [adminOrderKeys.lists(), adminOrderKeys.detail(id)],
    options,
  )
}

export function useAdminCancelOrder(id: string, options?: EnvelopeMutationOptions<AdminOrdersRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orders.cancel(id),
    [adminOrderKeys.lists(), adminOrderKeys.detail(id)],
    options,
  )
}

export function useAdminCompleteOrder(id: string, options?: EnvelopeMutationOptions<AdminOrdersRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orders.complete(id),
    [adminOrderKeys.lists(), adminOrderKeys.detail(id)],
    options,
  )
}

export function useAdminCapturePayment(id: string, options?: EnvelopeMutationOptions<AdminOrdersRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orders.capturePayment(id),
    [adminOrderKeys.lists(), adminOrderKeys.detail(id)],
    options,
  )
}

export function useAdminRefundPayment(
  id: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, AdminPostOrdersOrderRefundsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrdersOrderRefundsReq) => client.admin.orders.refundPayment(id, payload),
    [adminOrderKeys.lists(), adminOrderKeys.detail(id)],
    options,
  )
}

export function useAdminArchiveOrder(id: string, options?: EnvelopeMutationOptions<AdminOrdersRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orders.archive(id),
    [adminOrderKeys.lists(), adminOrderKeys.detail(id)],
    options,
  )
}

export function useAdminCreateFulfillment(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, AdminPostOrdersOrderFulfillmentsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrdersOrderFulfillmentsReq) => client.admin.orders.createFulfillment(orderId, payload),
    [adminOrderKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminCancelFulfillment(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (fulfillmentId: string) => client.admin.orders.cancelFulfillment(orderId, fulfillmentId),
    [adminOrderKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminCreateShipment(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, AdminPostOrdersOrderShipmentReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrdersOrderShipmentReq) => client.admin.orders.createShipment(orderId, payload),
    [adminOrderKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}

export function useAdminRequestReturn(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, AdminPostOrdersOrderReturnsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrdersOrderReturnsReq) => client.admin.orders.requestReturn(orderId, payload),
    [adminOrderKeys.lists(), adminOrderKeys.detail(orderId), adminReturnKeys.lists()],
    options,
  )
}

export function useAdminAddShippingMethod(
  orderId: string,
  options?: EnvelopeMutationOptions<AdminOrdersRes, AdminPostOrdersOrderShippingMethodsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrdersOrderShippingMethodsReq) =>
      client.admin.orders.addShippingMethod(orderId, payload),
    [adminOrderKeys.lists(), adminOrderKeys.detail(orderId)],
    options,
  )
}

/** Reserves stock for one line of the order (Mercato addition). */
export function useAdminCreateOrderReservation(
  orderId: string,
  options?: EnvelopeMutationOptions<
    AdminReservationsRes,
    AdminPostOrdersOrderLineItemReservationReq & { line_item_id: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ line_item_id, ...payload }: AdminPostOrdersOrderLineItemReservationReq & { line_item_id: string }) =>
      client.admin.orders.createReservation(orderId, line_item_id, payload),
    [adminOrderKeys.detail(orderId), adminReservationKeys.lists()],
    options,
  )
}
