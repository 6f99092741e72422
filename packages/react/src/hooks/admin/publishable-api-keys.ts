// Admin publishable API keys: query keys and hooks.
import type {
  AdminDeletePublishableApiKeySalesChannelsBatchReq,
  AdminPostPublishableApiKeySalesChannelsBatchReq,
  AdminPostPublishableApiKeysPublishableApiKeyReq,
  AdminPostPublishableApiKeysReq,
  AdminPublishableApiKeyDeleteRes,
  AdminPublishableApiKeysListRes,
  AdminPublishableApiKeysListSalesChannelsRes,
  AdminPublishableApiKeysRes,
  GetPublishableApiKeySalesChannelsParams,
  GetPublishableApiKeysParams,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminPublishableApiKeysKeys = queryKeysFactory('admin_publishable_api_keys')

export function useAdminPublishableApiKeys(
  query?: GetPublishableApiKeysParams,
  options?: QueryOptions<AdminPublishableApiKeysListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminPublishableApiKeysKeys.list(query),
    () => client.admin.publishableApiKeys.list(query),
    options,
  )
}

export function useAdminPublishableApiKey(id: string, options?: QueryOptions<AdminPublishableApiKeysRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminPublishableApiKeysKeys.detail(id),
    () => client.admin.publishableApiKeys.retrieve(id),
    options,
  )
}

export function useAdminPublishableApiKeySalesChannels(
  id: string,
  query?: GetPublishableApiKeySalesChannelsParams,
  options?: QueryOptions<AdminPublishableApiKeysListSalesChannelsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminPublishableApiKeysKeys.detail(id), 'sales_channels', { query }],
    () => client.admin.publishableApiKeys.listSalesChannels(id, query),
    options,
  )
}

export function useAdminCreatePublishableApiKey(
  options?: EnvelopeMutationOptions<AdminPublishableApiKeysRes, AdminPostPublishableApiKeysReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostPublishableApiKeysReq) => client.admin.publishableApiKeys.create(payload),
    [adminPublishableApiKeysKeys.lists()],
    options,
  )
}

export function useAdminUpdatePublishableApiKey(
  id: string,
  options?: EnvelopeMutationOptions<
    AdminPublishableApiKeysRes,
    AdminPostPublishableApiKeysPublishableApiKeyReq
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostPublishableApiKeysPublishableApiKeyReq) =>
      client.admin.publishableApiKeys.update(id, payload),
    [adminPublishableApiKeysKeys.lists(), adminPublishableApiKeysKeys.detail(id)],
    options,
  )
}

export function useAdminDeletePublishableApiKey(
  id: string,
  options?: EnvelopeMutationOptions<AdminPublishableApiKeyDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.publishableApiKeys.delete(id),
    [adminPublishableApiKeysKeys.lists(), adminPublishableApiKeysKeys.detail(id)],
    options,
  )
}

export function useAdminRevokePublishableApiKey(
  id: string,
  options?: EnvelopeMutationOptions<AdminPublishableApiKeysRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.publishableApiKeys.revoke(id),
    [adminPublishableApiKeysKeys.lists(), adminPublishableApiKeysKeys.detail(id)],
    options,
  )
}

export function useAdminAddPublishableKeySalesChannelsBatch(
  id: string,
  options?: EnvelopeMutationOptions<
    AdminPublishableApiKeysRes,
    AdminPostPublishableApiKeySalesChannelsBatchReq
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostPublishableApiKeySalesChannelsBatchReq) =>
      client.admin.publishableApiKeys.addSalesChannelsBatch(id, payload),
    [adminPublishableApiKeysKeys.lists(), adminPublishableApiKeysKeys.detail(id)],
    options,
  )
}

export function useAdminRemovePublishableKeySalesChannelsBatch(
  id: string,
  options?: EnvelopeMutationOptions<
    AdminPublishableApiKeysRes,
    AdminDeletePublishableApiKeySalesChannelsBatchReq
  >,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeletePublishableApiKeySalesChannelsBatchReq) =>
      client.admin.publishableApiKeys.deleteSalesChannelsBatch(id, payload),
    [adminPublishableApiKeysKeys.lists(), adminPublishableApiKeysKeys.detail(id)],
    options,
  )
}
