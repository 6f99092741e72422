import type { CustomHeaders, ResponsePromise } from '../../http'
import type { Return } from '../../types'
import { BaseResource } from '../base'

export interface StoreReturnsRes {
  return: Return
}
export interface StorePostReturnsReq {
  order_id: string
  items: { item_id: string; quantity: number; reason_id?: string; note?: string }[]
  return_shipping?: { option_id: string }
}

export class ReturnsResource extends BaseResource {
  create(payload: StorePostReturnsReq, customHeaders?: CustomHeaders): ResponsePromise<StoreReturnsRes> {
    return this.http.post('/store/returns', payload, customHeaders)
  }
}
