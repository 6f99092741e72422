// Store swaps: query keys and hooks.
import type { StorePostSwapsReq, StoreSwapsRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { orderKeys } from './orders'

export const swapKeys = queryKeysFactory('swaps')

export function useCartSwap(cartId: string, options?: QueryOptions<StoreSwapsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...swapKeys.all, 'cart', cartId],
    () => client.swaps.retrieveByCartId(cartId),
    options,
  )
}

export function useCreateSwap(options?: EnvelopeMutationOptions<StoreSwapsRes, StorePostSwapsReq>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostSwapsReq) => client.swaps.create(payload),
    (variables) => [orderKeys.detail(variables.order_id)],
    options,
  )
}
