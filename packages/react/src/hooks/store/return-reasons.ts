// Store return reasons: query keys and hooks.
import type { StoreReturnReasonsListRes, StoreReturnReasonsRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const returnReasonKeys = queryKeysFactory('return_reasons')

export function useReturnReasons(options?: QueryOptions<StoreReturnReasonsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(returnReasonKeys.list(), () => client.returnReasons.list(), options)
}

export function useReturnReason(id: string, options?: QueryOptions<StoreReturnReasonsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(returnReasonKeys.detail(id), () => client.returnReasons.retrieve(id), options)
}
