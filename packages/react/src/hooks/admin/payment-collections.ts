// Admin payment collections: query keys and hooks.
import type {
  AdminGetPaymentCollectionsParams,
  AdminPaymentCollectionDeleteRes,
  AdminPaymentCollectionsRes,
  AdminUpdatePaymentCollectionsReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminPaymentCollectionQueryKeys = queryKeysFactory('admin_payment_collections')

export function useAdminPaymentCollection(
  id: string,
  query?: AdminGetPaymentCollectionsParams,
  options?: QueryOptions<AdminPaymentCollectionsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminPaymentCollectionQueryKeys.detail(id, query),
    () => client.admin.paymentCollections.retrieve(id, query),
    options,
  )
}

export function useAdminUpdatePaymentCollection(
  id: string,
  options?: EnvelopeMutationOptions<AdminPaymentCollectionsRes, AdminUpdatePaymentCollectionsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminUpdatePaymentCollectionsReq) => client.admin.paymentCollections.update(id, payload),
    [adminPaymentCollectionQueryKeys.lists(), adminPaymentCollectionQueryKeys.detail(id)],
    options,
  )
}

export function useAdminDeletePaymentCollection(
  id: string,
  options?: EnvelopeMutationOptions<AdminPaymentCollectionDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.paymentCollections.delete(id),
    [adminPaymentCollectionQueryKeys.lists(), adminPaymentCollectionQueryKeys.detail(id)],
    options,
  )
}

export function useAdminMarkPaymentCollectionAsAuthorized(
  id: string,
  options?: EnvelopeMutationOptions<AdminPaymentCollectionsRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.paymentCollections.markAsAuthorized(id),
    [adminPaymentCollectionQueryKeys.lists(), adminPaymentCollectionQueryKeys.detail(id)],
    options,
  )
}
