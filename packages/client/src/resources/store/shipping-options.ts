import type { CustomHeaders, ResponsePromise } from '../../http'
import type { PricedShippingOption } from '../../types'
import { BaseResource } from '../base'

export interface StoreShippingOptionsListRes {
  shipping_options: PricedShippingOption[]
}
export interface StoreGetShippingOptionsParams {
  /** Comma-separated product ids. */
  product_ids?: string
  region_id?: string
  is_return?: boolean
}

export class ShippingOptionsResource extends BaseResource {
  /** The options valid for a cart, each priced. */
  listCartOptions(
    cart_id: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreShippingOptionsListRes> {
    return this.http.get(`/store/shipping-options/${cart_id}`, undefined, customHeaders)
  }

  list(
    query?: StoreGetShippingOptionsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreShippingOptionsListRes> {
    return this.http.get('/store/shipping-options', query, customHeaders)
  }
}
