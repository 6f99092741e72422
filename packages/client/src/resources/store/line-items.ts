import type { CustomHeaders, ResponsePromise } from '../../http'
import type { Cart } from '../../types'
import { BaseResource } from '../base'

export interface StoreCartsRes {
  cart: Cart
}
export interface StorePostCartsCartLineItemsReq {
  variant_id: string
  quantity: number
  metadata?: Record<string, unknown>
}
export interface StorePostCartsCartLineItemsItemReq {
  quantity: number
  metadata?: Record<string, unknown>
}

export class LineItemsResource extends BaseResource {
  create(
    cart_id: string,
    payload: StorePostCartsCartLineItemsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCartsRes> {
    return this.http.post(`/store/carts/${cart_id}/line-items`, payload, customHeaders)
  }

  /** Quantity 0 removes the line. */
  update(
    cart_id: string,
    line_id: string,
    payload: StorePostCartsCartLineItemsItemReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCartsRes> {
    return this.http.post(`/store/carts/${cart_id}/line-items/${line_id}`, payload, customHeaders)
  }

  delete(cart_id: string, line_id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreCartsRes> {
    return this.http.delete(`/store/carts/${cart_id}/line-items/${line_id}`, undefined, customHeaders)
  }
}
