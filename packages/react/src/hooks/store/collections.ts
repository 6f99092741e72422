// Store collections: query keys and hooks.
import type { StoreCollectionsListRes, StoreCollectionsRes, StoreGetCollectionsParams } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const collectionKeys = queryKeysFactory('collections')

export function useCollections(
  query?: StoreGetCollectionsParams,
  options?: QueryOptions<StoreCollectionsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(collectionKeys.list(query), () => client.collections.list(query), options)
}

export function useCollection(id: string, options?: QueryOptions<StoreCollectionsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(collectionKeys.detail(id), () => client.collections.retrieve(id), options)
}
