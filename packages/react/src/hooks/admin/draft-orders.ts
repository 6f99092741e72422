// Admin draft orders: query keys and hooks.
import type {
  AdminDraftOrdersDeleteRes,
  AdminDraftOrdersListRes,
  AdminDraftOrdersRes,
  AdminGetDraftOrdersParams,
  AdminPostDraftOrdersDraftOrderLineItemsItemReq,
  AdminPostDraftOrdersDraftOrderLineItemsReq,
  AdminPostDraftOrdersDraftOrderRegisterPaymentRes,
  AdminPostDraftOrdersDraftOrderReq,
  AdminPostDraftOrdersReq,
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

export const adminDraftOrderKeys = queryKeysFactory('admin_draft_orders')

export function useAdminDraftOrders(
  query?: AdminGetDraftOrdersParams,
  options?: QueryOptions<AdminDraftOrdersListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminDraftOrderKeys.list(query),
    () => client.admin.draftOrders.list(query),
    options,
  )
}

export function useAdminDraftOrder(id: string, options?: QueryOptions<AdminDraftOrdersRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminDraftOrderKeys.detail(id),
    () => client.admin.draftOrders.retrieve(id),
    options,
  )
}

export function useAdminCreateDraftOrder(
  options?: EnvelopeMutationOptions<AdminDraftOrdersRes, AdminPostDraftOrdersReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostDraftOrdersReq) => client.admin.draftOrders.create(payload),
    [adminDraftOrderKeys.lists()],
    options,
  )
}

export function useAdminUpdateDraftOrder(
  id: string,
  options?: EnvelopeMutationOptions<AdminDraftOrdersRes, AdminPostDraftOrdersDraftOrderReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostDraftOrdersDraftOrderReq) => client.admin.draftOrders.update(id, payload),
    [adminDraftOrderKeys.lists(), adminDraftOrderKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteDraftOrder(
  id: string,
  options?: EnvelopeMutationOptions<AdminDraftOrdersDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.draftOrders.delete(id),
    [adminDraftOrderKeys.lists(), adminDraftOrderKeys.detail(id)],
    options,
  )
}

/** Marks the draft paid, which turns it into an order. */
export function useAdminDraftOrderRegisterPayment(
  id: string,
  options?: EnvelopeMutationOptions<AdminPostDraftOrdersDraftOrderRegisterPaymentRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.draftOrders.markPaid(id),
    [adminDraftOrderKeys.lists(), adminDraftOrderKeys.detail(id), adminOrderKeys.lists()],
    options,
  )
}

export function useAdminDraftOrderAddLineItem(
  id: string,
  options?: EnvelopeMutationOptions<AdminDraftOrdersRes, AdminPostDraftOrdersDraftOrderLineItemsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostDraftOrdersDraftOrderLineItemsReq) =>
      client.admin.draftOrders.addLineItem(id, payload),
    [adminDraftOrderKeys.detail(id)],
    options,
  )
}

export function useAdminDraftOrderRemoveLineItem(
  id: string,
  options?: EnvelopeMutationOptions<AdminDraftOrdersRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (itemId: string) => client.admin.draftOrders.removeLineItem(id, itemId),
    [adminDraftOrderKeys.detail(id)],
    options,
  )
}

export function useAdminDraftOrderUpdateLineItem(
  id: string,
  options?: EnvelopeMutationOptions<
    AdminDraftOrdersRes,
    AdminPostDraftOrdersDraftOrderLineItemsItemReq & { item_id: string }
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    ({ item_id, ...payload }: AdminPostDraftOrdersDraftOrderLineItemsItemReq & { item_id: string }) =>
      client.admin.draftOrders.updateLineItem(id, item_id, payload),
    [adminDraftOrderKeys.detail(id)],
    options,
  )
}
