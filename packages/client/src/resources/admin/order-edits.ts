import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DeleteResponse, FindParams, ListParams, OrderEdit, PaginatedResponse } from '../../types'
import { BaseResource } from '../base'

export interface AdminOrderEditsRes {
  order_edit: OrderEdit
}
export interface AdminOrderEditsListRes extends PaginatedResponse {
  order_edits: OrderEdit[]
}
export type AdminOrderEditDeleteRes = DeleteResponse<'order_edit'>
export type AdminOrderEditItemChangeDeleteRes = DeleteResponse<'item_change'>
export type GetOrderEditsOrderEditParams = FindParams
export interface GetOrderEditsParams extends ListParams {
  q?: string
  order_id?: string
}
export interface AdminPostOrderEditsReq {
  order_id: string
  internal_note?: string
}
export interface AdminPostOrderEditsOrderEditReq {
  internal_note?: string
}
export interface AdminPostOrderEditsEditLineItemsReq {
  variant_id: string
  quantity: number
  metadata?: Record<string, unknown>
}
export interface AdminPostOrderEditsEditLineItemsLineItemReq {
  quantity: number
}

const base = (id: string) => `/admin/order-edits/${id}`

export class AdminOrderEditsResource extends BaseResource {
  retrieve(
    id: string,
    query?: GetOrderEditsOrderEditParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminOrderEditsRes> {
    return this.http.get(base(id), query, customHeaders)
  }

  list(query?: GetOrderEditsParams, customHeaders?: CustomHeaders): ResponsePromise<AdminOrderEditsListRes> {
    return this.http.get('/admin/order-edits', query, customHeaders)
  }

  create(
    payload: AdminPostOrderEditsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminOrderEditsRes> {
    return this.http.post('/admin/order-edits', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostOrderEditsOrderEditReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminOrderEditsRes> {
    return this.http.post(base(id), payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminOrderEditDeleteRes> {
    return this.http.delete(base(id), undefined, customHeaders)
  }

  addLineItem(
    id: string,
    payload: AdminPostOrderEditsEditLineItemsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminOrderEditsRes> {
    return this.http.post(`${base(id)}/items`, payload, customHeaders)
  }

  deleteItemChange(
    orderEditId: string,
    itemChangeId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminOrderEditItemChangeDeleteRes> {
    return this.http.delete(`${base(orderEditId)}/changes/${itemChangeId}`, undefined, customHeaders)
  }

  /** Sends the edit to the customer, who completes or declines it from the store API. */
  requestConfirmation(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminOrderEditsRes> {
    return this.http.post(`${base(id)}/request`, undefined, customHeaders)
  }

  cancel(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminOrderEditsRes> {
    return this.http.post(`${base(id)}/cancel`, undefined, customHeaders)
  }

  confirm(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminOrderEditsRes> {
    return this.http.post(`${base(id)}/confirm`, undefined, customHeaders)
  }

  updateLineItem(
    orderEditId: string,
    itemId: string,
    payload: AdminPostOrderEditsEditLineItemsLineItemReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminOrderEditsRes> {
    return this.http.post(`${base(orderEditId)}/items/${itemId}`, payload, customHeaders)
  }

  removeLineItem(
    orderEditId: string,
    itemId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminOrderEditsRes> {
    return this.http.delete(`${base(orderEditId)}/items/${itemId}`, undefined, customHeaders)
  }
}
