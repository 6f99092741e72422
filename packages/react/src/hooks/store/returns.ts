// Store returns: query keys and hooks.
import type { StorePostReturnsReq, StoreReturnsRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type EnvelopeMutationOptions, useInvalidatingMutation } from '../utils'
import { orderKeys } from './orders'

export const returnKeys = queryKeysFactory('returns')

export function useCreateReturn(options?: EnvelopeMutationOptions<StoreReturnsRes, StorePostReturnsReq>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostReturnsReq) => client.returns.create(payload),
    (variables) => [orderKeys.detail(variables.order_id)],
    options,
  )
}
