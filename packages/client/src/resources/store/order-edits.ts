import type { CustomHeaders, ResponsePromise } from '../../http'
import type { OrderEdit } from '../../types'
import { BaseResource } from '../base'

export interface StoreOrderEditsRes {
  order_edit: OrderEdit
}
export interface StorePostOrderEditsOrderEditDecline {
  declined_reason?: string
}

export class OrderEditsResource extends BaseResource {
  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreOrderEditsRes> {
    return this.http.get(`/store/order-edits/${id}`, undefined, customHeaders)
  }

  decline(
    id: string,
    payload: StorePostOrderEditsOrderEditDecline,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreOrderEditsRes> {
    return this.http.post(`/store/order-edits/${id}/decline`, payload, customHeaders)
  }

  complete(id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreOrderEditsRes> {
    return this.http.post(`/store/order-edits/${id}/complete`, undefined, customHeaders)
  }
}
