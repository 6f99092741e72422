// Admin product collections: query keys and hooks.
import type {
  AdminCollectionsDeleteRes,
  AdminCollectionsListRes,
  AdminCollectionsRes,
  AdminDeleteProductsFromCollectionReq,
  AdminDeleteProductsFromCollectionRes,
  AdminGetCollectionsParams,
  AdminPostCollectionsCollectionReq,
  AdminPostCollectionsReq,
  AdminPostProductsToCollectionReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { adminProductKeys } from './products'

export const adminCollectionKeys = queryKeysFactory('admin_collections')

export function useAdminCollections(
  query?: AdminGetCollectionsParams,
  options?: QueryOptions<AdminCollectionsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminCollectionKeys.list(query),
    () => client.admin.collections.list(query),
    options,
  )
}

export function useAdminCollection(id: string, options?: QueryOptions<AdminCollectionsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminCollectionKeys.detail(id),
    () => client.admin.collections.retrieve(id),
    options,
  )
}

export function useAdminCreateCollection(
  options?: EnvelopeMutationOptions<AdminCollectionsRes, AdminPostCollectionsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostCollectionsReq) => client.admin.collections.create(payload),
    [adminCollectionKeys.lists()],
    options,
  )
}

export function useAdminUpdateCollection(
  id: string,
  options?: EnvelopeMutationOptions<AdminCollectionsRes, AdminPostCollectionsCollectionReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostCollectionsCollectionReq) => client.admin.collections.update(id, payload),
    [adminCollectionKeys.lists(), adminCollectionKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteCollection(
  id: string,
  options?: EnvelopeMutationOptions<AdminCollectionsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.collections.delete(id),
    [adminCollectionKeys.lists(), adminCollectionKeys.detail(id)],
    options,
  )
}

export function useAdminAddProductsToCollection(
  id: string,
  options?: EnvelopeMutationOptions<AdminCollectionsRes, AdminPostProductsToCollectionReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostProductsToCollectionReq) => client.admin.collections.addProducts(id, payload),
    [adminCollectionKeys.lists(), adminCollectionKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}

export function useAdminRemoveProductsFromCollection(
  id: string,
  options?: EnvelopeMutationOptions<
    AdminDeleteProductsFromCollectionRes,
    AdminDeleteProductsFromCollectionReq
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeleteProductsFromCollectionReq) => client.admin.collections.removeProducts(id, payload),
    [adminCollectionKeys.lists(), adminCollectionKeys.detail(id), adminProductKeys.lists()],
    options,
  )
}
