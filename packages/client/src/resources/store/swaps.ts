import type { CustomHeaders, ResponsePromise } from '../../http'
import type { Swap } from '../../types'
import { BaseResource } from '../base'

export interface StoreSwapsRes {
  swap: Swap
}
export interface StorePostSwapsReq {
  order_id: string
  return_items: { item_id: string; quantity: number; reason_id?: string; note?: string }[]
  return_shipping_option?: string
  additional_items: { variant_id: string; quantity: number }[]
}

export class SwapsResource extends BaseResource {
  create(payload: StorePostSwapsReq, customHeaders?: CustomHeaders): ResponsePromise<StoreSwapsRes> {
    return this.http.post('/store/swaps', payload, customHeaders)
  }

  retrieveByCartId(cart_id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreSwapsRes> {
    return this.http.get(`/store/swaps/${cart_id}`, undefined, customHeaders)
  }
}
