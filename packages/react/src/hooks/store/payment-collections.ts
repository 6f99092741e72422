// Store payment collections: query keys and hooks.
import type {
  StoreGetPaymentCollectionsParams,
  StorePaymentCollectionSessionsReq,
  StorePaymentCollectionsRes,
  StorePaymentCollectionsSessionRes,
  StorePostPaymentCollectionsBatchSessionsAuthorizeReq,
  StorePostPaymentCollectionsBatchSessionsReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const paymentCollectionKeys = queryKeysFactory('payment_collections')

export function usePaymentCollection(
  id: string,
  query?: StoreGetPaymentCollectionsParams,
  options?: QueryOptions<StorePaymentCollectionsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    paymentCollectionKeys.detail(id, query),
    () => client.paymentCollections.retrieve(id, query),
    options,
  )
}

export function useManageMultiplePaymentSessions(
  id: string,
  options?: EnvelopeMutationOptions<StorePaymentCollectionsRes, StorePostPaymentCollectionsBatchSessionsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostPaymentCollectionsBatchSessionsReq) =>
      client.paymentCollections.managePaymentSessionsBatch(id, payload),
    [paymentCollectionKeys.detail(id)],
    options,
  )
}

export function useManagePaymentSession(
  id: string,
  options?: EnvelopeMutationOptions<StorePaymentCollectionsRes, StorePaymentCollectionSessionsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePaymentCollectionSessionsReq) =>
      client.paymentCollections.managePaymentSession(id, payload),
    [paymentCollectionKeys.detail(id)],
    options,
  )
}

export function useAuthorizePaymentSession(
  id: string,
  options?: EnvelopeMutationOptions<StorePaymentCollectionsRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (sessionId: string) => client.paymentCollections.authorizePaymentSession(id, sessionId),
    [paymentCollectionKeys.detail(id)],
    options,
  )
}

export function useAuthorizePaymentSessionsBatch(
  id: string,
  options?: EnvelopeMutationOptions<
    StorePaymentCollectionsRes,
    StorePostPaymentCollectionsBatchSessionsAuthorizeReq
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: StorePostPaymentCollectionsBatchSessionsAuthorizeReq) =>
      client.paymentCollections.authorizePaymentSessionsBatch(id, payload),
    [paymentCollectionKeys.detail(id)],
    options,
  )
}

export function usePaymentCollectionRefreshPaymentSession(
  id: string,
  options?: EnvelopeMutationOptions<StorePaymentCollectionsSessionRes, string>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (sessionId: string) => client.paymentCollections.refreshPaymentSession(id, sessionId),
    [paymentCollectionKeys.detail(id)],
    options,
  )
}
