import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  ListParams,
  PaginatedResponse,
  PublishableApiKey,
  SalesChannel,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminPublishableApiKeysRes {
  publishable_api_key: PublishableApiKey
}
export interface AdminPublishableApiKeysListRes extends PaginatedResponse {
  publishable_api_keys: PublishableApiKey[]
}
export interface AdminPublishableApiKeysListSalesChannelsRes {
  sales_channels: SalesChannel[]
}
export type AdminPublishableApiKeyDeleteRes = DeleteResponse<'publishable_api_key'>
export interface GetPublishableApiKeysParams extends ListParams, DateFilters {
  q?: string
  revoked_at?: DateFilters['created_at']
}
export interface GetPublishableApiKeySalesChannelsParams {
  q?: string
}
export interface AdminPostPublishableApiKeysReq {
  title: string
}
export interface AdminPostPublishableApiKeysPublishableApiKeyReq {
  title?: string
}
export interface AdminPostPublishableApiKeySalesChannelsBatchReq {
  sales_channel_ids: { id: string }[]
}
export type AdminDeletePublishableApiKeySalesChannelsBatchReq =
  AdminPostPublishableApiKeySalesChannelsBatchReq

type KeyRes = ResponsePromise<AdminPublishableApiKeysRes>
const base = (id: string) => `/admin/publishable-api-keys/${id}`

export class AdminPublishableApiKeyResource extends BaseResource {
  retrieve(id: string, customHeaders?: CustomHeaders): KeyRes {
    return this.http.get(base(id), undefined, customHeaders)
  }

  list(
    query?: GetPublishableApiKeysParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPublishableApiKeysListRes> {
    return this.http.get('/admin/publishable-api-keys', query, customHeaders)
  }

  create(payload: AdminPostPublishableApiKeysReq, customHeaders?: CustomHeaders): KeyRes {
    return this.http.post('/admin/publishable-api-keys', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostPublishableApiKeysPublishableApiKeyReq,
    customHeaders?: CustomHeaders,
  ): KeyRes {
    return this.http.post(base(id), payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminPublishableApiKeyDeleteRes> {
    return this.http.delete(base(id), undefined, customHeaders)
  }

  /** A revoked key no longer scopes (or admits) storefront requests. */
  revoke(id: string, customHeaders?: CustomHeaders): KeyRes {
    return this.http.post(`${base(id)}/revoke`, undefined, customHeaders)
  }

  addSalesChannelsBatch(
    id: string,
    payload: AdminPostPublishableApiKeySalesChannelsBatchReq,
    customHeaders?: CustomHeaders,
  ): KeyRes {
    return this.http.post(`${base(id)}/sales-channels/batch`, payload, customHeaders)
  }

  deleteSalesChannelsBatch(
    id: string,
    payload: AdminDeletePublishableApiKeySalesChannelsBatchReq,
    customHeaders?: CustomHeaders,
  ): KeyRes {
    return this.http.delete(`${base(id)}/sales-channels/batch`, payload, customHeaders)
  }

  listSalesChannels(
    id: string,
    query?: GetPublishableApiKeySalesChannelsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPublishableApiKeysListSalesChannelsRes> {
    return this.http.get(`${base(id)}/sales-channels`, query, customHeaders)
  }
}
