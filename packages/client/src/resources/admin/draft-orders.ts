import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  AddressPayload,
  DateFilters,
  DeleteResponse,
  DraftOrder,
  ListParams,
  Order,
  PaginatedResponse,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminDraftOrdersRes {
  draft_order: DraftOrder
}
export interface AdminDraftOrdersListRes extends PaginatedResponse {
  draft_orders: DraftOrder[]
}
export type AdminDraftOrdersDeleteRes = DeleteResponse<'draft-order'>
export interface AdminPostDraftOrdersDraftOrderRegisterPaymentRes {
  order: Order
}
export interface AdminPostDraftOrdersDraftOrderLineItemsReq {
  variant_id?: string
  unit_price?: number
  title?: string
  quantity: number
  metadata?: Record<string, unknown>
}
export type AdminPostDraftOrdersDraftOrderLineItemsItemReq =
  Partial<AdminPostDraftOrdersDraftOrderLineItemsReq>
export interface AdminPostDraftOrdersReq {
  status?: 'open' | 'completed'
  email: string
  billing_address?: AddressPayload | string
  shipping_address?: AddressPayload | string
  items?: AdminPostDraftOrdersDraftOrderLineItemsReq[]
  region_id: string
  discounts?: { code: string }[]
  customer_id?: string
  no_notification_order?: boolean
  shipping_methods: { option_id: string; data?: Record<string, unknown>; price?: number }[]
  metadata?: Record<string, unknown>
}
export interface AdminPostDraftOrdersDraftOrderReq {
  region_id?: string
  country_code?: string
  email?: string
  billing_address?: AddressPayload | string
  shipping_address?: AddressPayload | string
  discounts?: { code: string }[]
  no_notification_order?: boolean
  customer_id?: string
}
export interface AdminGetDraftOrdersParams extends ListParams, DateFilters {
  q?: string
  status?: string
}

const base = (id: string) => `/admin/draft-orders/${id}`

export class AdminDraftOrdersResource extends BaseResource {
  create(
    payload: AdminPostDraftOrdersReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDraftOrdersRes> {
    return this.http.post('/admin/draft-orders', payload, customHeaders)
  }

  addLineItem(
    id: string,
    payload: AdminPostDraftOrdersDraftOrderLineItemsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDraftOrdersRes> {
    return this.http.post(`${base(id)}/line-items`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminDraftOrdersDeleteRes> {
    return this.http.delete(base(id), undefined, customHeaders)
  }

  removeLineItem(
    id: string,
    itemId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDraftOrdersRes> {
    return this.http.delete(`${base(id)}/line-items/${itemId}`, undefined, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminDraftOrdersRes> {
    return this.http.get(base(id), undefined, customHeaders)
  }

  list(
    query?: AdminGetDraftOrdersParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDraftOrdersListRes> {
    return this.http.get('/admin/draft-orders', query, customHeaders)
  }

  /** Registers a payment and turns the draft into an order. */
  markPaid(
    id: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPostDraftOrdersDraftOrderRegisterPaymentRes> {
    return this.http.post(`${base(id)}/pay`, undefined, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostDraftOrdersDraftOrderReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDraftOrdersRes> {
    return this.http.post(base(id), payload, customHeaders)
  }

  updateLineItem(
    id: string,
    itemId: string,
    payload: AdminPostDraftOrdersDraftOrderLineItemsItemReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDraftOrdersRes> {
    return this.http.post(`${base(id)}/line-items/${itemId}`, payload, customHeaders)
  }
}
