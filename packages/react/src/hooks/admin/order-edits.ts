// Admin order edits: query keys and hooks.
import type {
  AdminOrderEditDeleteRes,
  AdminOrderEditItemChangeDeleteRes,
  AdminOrderEditsListRes,
  AdminOrderEditsRes,
  AdminPostOrderEditsEditLineItemsLineItemReq,
  AdminPostOrderEditsEditLineItemsReq,
  AdminPostOrderEditsOrderEditReq,
  AdminPostOrderEditsReq,
  GetOrderEditsOrderEditParams,
  GetOrderEditsParams,
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

export const adminOrderEditsKeys = queryKeysFactory('admin_order_edits')

export function useAdminOrderEdit(
  id: string,
  query?: GetOrderEditsOrderEditParams,
  options?: QueryOptions<AdminOrderEditsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminOrderEditsKeys.detail(id, query),
    () => client.admin.orderEdits.retrieve(id, query),
    options,
  )
}

export function useAdminOrderEdits(
  query?: GetOrderEditsParams,
  options?: QueryOptions<AdminOrderEditsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminOrderEditsKeys.list(query), () => client.admin.orderEdits.list(query), options)
}

export function useAdminCreateOrderEdit(
  options?: EnvelopeMutationOptions<AdminOrderEditsRes, AdminPostOrderEditsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrderEditsReq) => client.admin.orderEdits.create(payload),
    [adminOrderEditsKeys.lists(), adminOrderKeys.all],
    options,
  )
}

export function useAdminUpdateOrderEdit(
  orderEditId: string,
  options?: EnvelopeMutationOptions<AdminOrderEditsRes, AdminPostOrderEditsOrderEditReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrderEditsOrderEditReq) => client.admin.orderEdits.update(orderEditId, payload),
    [adminOrderEditsKeys.lists(), adminOrderEditsKeys.detail(orderEditId)],
    options,
  )
}

export function useAdminDeleteOrderEdit(
  orderEditId: string,
  options?: EnvelopeMutationOptions<AdminOrderEditDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orderEdits.delete(orderEditId),
    [adminOrderEditsKeys.lists(), adminOrderEditsKeys.detail(orderEditId), adminOrderKeys.all],
    options,
  )
}

export function useAdminOrderEditAddLineItem(
  orderEditId: string,
  options?: EnvelopeMutationOptions<AdminOrderEditsRes, AdminPostOrderEditsEditLineItemsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrderEditsEditLineItemsReq) =>
      client.admin.orderEdits.addLineItem(orderEditId, payload),
    [adminOrderEditsKeys.lists(), adminOrderEditsKeys.detail(orderEditId)],
    options,
  )
}

export function useAdminOrderEditUpdateLineItem(
  orderEditId: string,
  itemId: string,
  options?: EnvelopeMutationOptions<AdminOrderEditsRes, AdminPostOrderEditsEditLineItemsLineItemReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostOrderEditsEditLineItemsLineItemReq) =>
      client.admin.orderEdits.updateLineItem(orderEditId, itemId, payload),
    [adminOrderEditsKeys.lists(), adminOrderEditsKeys.detail(orderEditId)],
    options,
  )
}

export function useAdminOrderEditDeleteLineItem(
  orderEditId: string,
  itemId: string,
  options?: EnvelopeMutationOptions<AdminOrderEditsRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orderEdits.removeLineItem(orderEditId, itemId),
    [adminOrderEditsKeys.lists(), adminOrderEditsKeys.detail(orderEditId)],
    options,
  )
}

export function useAdminDeleteOrderEditItemChange(
  orderEditId: string,
  itemChangeId: string,
  options?: EnvelopeMutationOptions<AdminOrderEditItemChangeDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orderEdits.deleteItemChange(orderEditId, itemChangeId),
    [adminOrderEditsKeys.lists(), adminOrderEditsKeys.detail(orderEditId)],
    options,
  )
}

export function useAdminRequestOrderEditConfirmation(
  orderEditId: string,
  options?: EnvelopeMutationOptions<AdminOrderEditsRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orderEdits.requestConfirmation(orderEditId),
    [adminOrderEditsKeys.lists(), adminOrderEditsKeys.detail(orderEditId), adminOrderKeys.all],
    options,
  )
}

export function useAdminCancelOrderEdit(
  orderEditId: string,
  options?: EnvelopeMutationOptions<AdminOrderEditsRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orderEdits.cancel(orderEditId),
    [adminOrderEditsKeys.lists(), adminOrderEditsKeys.detail(orderEditId), adminOrderKeys.all],
    options,
  )
}

export function useAdminConfirmOrderEdit(
  orderEditId: string,
  options?: EnvelopeMutationOptions<AdminOrderEditsRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.orderEdits.confirm(orderEditId),
    [adminOrderEditsKeys.lists(), adminOrderEditsKeys.detail(orderEditId), adminOrderKeys.all],
    options,
  )
}
