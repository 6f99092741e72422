import type { CustomHeaders, ResponsePromise } from '../../http'
import type { ListParams, Order, PaginatedResponse, Return } from '../../types'
import { BaseResource } from '../base'

export interface AdminReturnsRes {
  return: Return
}
/** Cancelling a return answers with the order. */
export interface AdminReturnsCancelRes {
  order: Order
}
export interface AdminReturnsListRes extends PaginatedResponse {
  returns: Return[]
}
export interface AdminPostReturnsReturnReceiveReq {
  items: { item_id: string; quantity: number }[]
  refund?: number
  location_id?: string
}
export type AdminGetReturnsParams = ListParams

export class AdminReturnsResource extends BaseResource {
  cancel(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminReturnsCancelRes> {
    return this.http.post(`/admin/returns/${id}/cancel`, undefined, customHeaders)
  }

  receive(
    id: string,
    payload: AdminPostReturnsReturnReceiveReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminReturnsRes> {
    return this.http.post(`/admin/returns/${id}/receive`, payload, customHeaders)
  }

  list(query?: AdminGetReturnsParams, customHeaders?: CustomHeaders): ResponsePromise<AdminReturnsListRes> {
    return this.http.get('/admin/returns', query, customHeaders)
  }
}
