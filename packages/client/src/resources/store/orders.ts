import type { CustomHeaders, ResponsePromise } from '../../http'
import type { Order } from '../../types'
import { BaseResource } from '../base'

export interface StoreOrdersRes {
  order: Order
}
export interface StoreGetOrdersParams {
  display_id: number
  email: string
  shipping_address?: { postal_code?: string }
  fields?: string
  expand?: string
}
export interface StorePostCustomersCustomerOrderClaimReq {
  order_ids: string[]
}
export interface StorePostCustomersCustomerAcceptClaimReq {
  token: string
}
export class OrdersResource extends BaseResource {
  /** `query.expand` loads `returns`, `claims`, `swaps` or `sales_channel` besides the default answer. */
  retrieve(
    id: string,
    customHeaders?: CustomHeaders,
    query?: { expand?: string; fields?: string },
  ): ResponsePromise<StoreOrdersRes> {
    return this.http.get(`/store/orders/${id}`, query, customHeaders)
  }

  retrieveByCartId(cart_id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreOrdersRes> {
    return this.http.get(`/store/orders/cart/${cart_id}`, undefined, customHeaders)
  }

  /** Guest look-up by display id and email. */
  lookupOrder(payload: StoreGetOrdersParams, customHeaders?: CustomHeaders): ResponsePromise<StoreOrdersRes> {
    return this.http.get('/store/orders', payload, customHeaders)
  }

  /** Asks for emails that let the logged-in customer claim guest orders. */
  requestCustomerOrders(
    payload: StorePostCustomersCustomerOrderClaimReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise {
    return this.http.post('/store/orders/batch/customer/token', payload, customHeaders)
  }

  confirmRequest(
    payload: StorePostCustomersCustomerAcceptClaimReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise {
    return this.http.post('/store/orders/customer/confirm', payload, customHeaders)
  }
}
