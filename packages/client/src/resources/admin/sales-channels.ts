import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  ListParams,
  PaginatedResponse,
  SalesChannel,
  StringFilter,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminSalesChannelsRes {
  sales_channel: SalesChannel
}
export interface AdminSalesChannelsListRes extends PaginatedResponse {
  sales_channels: SalesChannel[]
}
export type AdminSalesChannelsDeleteRes = DeleteResponse<'sales-channel'>
export interface AdminPostSalesChannelsReq {
  name: string
  description?: string
  is_disabled?: boolean
  metadata?: Record<string, unknown>
}
export type AdminPostSalesChannelsSalesChannelReq = Partial<AdminPostSalesChannelsReq>
export interface AdminGetSalesChannelsParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  name?: string
  description?: string
}
export interface AdminPostSalesChannelsChannelProductsBatchReq {
  product_ids: { id: string }[]
}
export type AdminDeleteSalesChannelsChannelProductsBatchReq = AdminPostSalesChannelsChannelProductsBatchReq
export interface AdminPostSalesChannelsChannelStockLocationsReq {
  location_id: string
}
export type AdminDeleteSalesChannelsChannelStockLocationsReq = AdminPostSalesChannelsChannelStockLocationsReq

type ChannelRes = ResponsePromise<AdminSalesChannelsRes>
const base = (id: string) => `/admin/sales-channels/${id}`

export class AdminSalesChannelsResource extends BaseResource {
  retrieve(salesChannelId: string, customHeaders?: CustomHeaders): ChannelRes {
    return this.http.get(base(salesChannelId), undefined, customHeaders)
  }

  create(payload: AdminPostSalesChannelsReq, customHeaders?: CustomHeaders): ChannelRes {
    return this.http.post('/admin/sales-channels', payload, customHeaders)
  }

  update(
    salesChannelId: string,
    payload: AdminPostSalesChannelsSalesChannelReq,
    customHeaders?: CustomHeaders,
  ): ChannelRes {
    return this.http.post(base(salesChannelId), payload, customHeaders)
  }

  list(
    query?: AdminGetSalesChannelsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminSalesChannelsListRes> {
    return this.http.get('/admin/sales-channels', query, customHeaders)
  }

  delete(
    salesChannelId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminSalesChannelsDeleteRes> {
    return this.http.delete(base(salesChannelId), undefined, customHeaders)
  }

  removeProducts(
    salesChannelId: string,
    payload: AdminDeleteSalesChannelsChannelProductsBatchReq,
    customHeaders?: CustomHeaders,
  ): ChannelRes {
    return this.http.delete(`${base(salesChannelId)}/products/batch`, payload, customHeaders)
  }

  addProducts(
    salesChannelId: string,
    payload: AdminPostSalesChannelsChannelProductsBatchReq,
    customHeaders?: CustomHeaders,
  ): ChannelRes {
    return this.http.post(`${base(salesChannelId)}/products/batch`, payload, customHeaders)
  }

  addLocation(
    salesChannelId: string,
    payload: AdminPostSalesChannelsChannelStockLocationsReq,
    customHeaders?: CustomHeaders,
  ): ChannelRes {
    return this.http.post(`${base(salesChannelId)}/stock-locations`, payload, customHeaders)
  }

  removeLocation(
    salesChannelId: string,
    payload: AdminDeleteSalesChannelsChannelStockLocationsReq,
    customHeaders?: CustomHeaders,
  ): ChannelRes {
    return this.http.delete(`${base(salesChannelId)}/stock-locations`, payload, customHeaders)
  }
}
