// Store order edits: query keys and hooks.
import type { StoreOrderEditsRes, StorePostOrderEditsOrderEditDecline } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { orderKeys } from './orders'

export const orderEditKeys = queryKeysFactory('order_edits')

export function useOrderEdit(id: string, options?: QueryOptions<StoreOrderEditsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(orderEditKeys.detail(id), () => client.orderEdits.retrieve(id), options)
}

export function useDeclineOrderEdit(
  id: string,
  options?: EnvelopeMutationOptions<StoreOrderEditsRes, StorePostOrderEditsOrderEditDecline>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostOrderEditsOrderEditDecline) => client.orderEdits.decline(id, payload),
    [orderEditKeys.detail(id)],
    options,
  )
}

export function useCompleteOrderEdit(id: string, options?: EnvelopeMutationOptions<StoreOrderEditsRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.orderEdits.complete(id),
    [orderEditKeys.detail(id), orderKeys.all],
    options,
  )
}
