// Store regions: query keys and hooks.
import type { StoreRegionsListRes, StoreRegionsRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const regionKeys = queryKeysFactory('regions')

export function useRegions(options?: QueryOptions<StoreRegionsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(regionKeys.list(), () => client.regions.list(), options)
}

export function useRegion(id: string, options?: QueryOptions<StoreRegionsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(regionKeys.detail(id), () => client.regions.retrieve(id), options)
}
