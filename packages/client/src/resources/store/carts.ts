import type { CustomHeaders, HttpClient, ResponsePromise } from '../../http'
import type { AddressPayload, Cart, Order, Swap } from '../../types'
import { BaseResource, segment } from '../base'
import { LineItemsResource, type StoreCartsRes } from './line-items'

export type { StoreCartsRes }

export interface StorePostCartReq {
  region_id?: string
  sales_channel_id?: string
  country_code?: string
  items?: { variant_id: string; quantity: number }[]
  context?: Record<string, unknown>
}
export interface StorePostCartsCartReq {
  region_id?: string
  country_code?: string
  email?: string
  sales_channel_id?: string
  /** An address, or the id of one of the customer's addresses. */
  billing_address?: AddressPayload | string
  shipping_address?: AddressPayload | string
  gift_cards?: { code: string }[]
  discounts?: { code: string }[]
  customer_id?: string
  context?: Record<string, unknown>
}
export interface StorePostCartsCartShippingMethodReq {
  option_id: string
  data?: Record<string, unknown>
}
export interface StorePostCartsCartPaymentSessionReq {
  provider_id: string
}
export interface StorePostCartsCartPaymentSessionUpdateReq {
  data: Record<string, unknown>
}
/** `order` once placed; `cart` when the payment needs more steps; `swap` for swap carts. */
export type StoreCompleteCartRes =
  | { type: 'order'; data: Order }
  | { type: 'cart'; data: Cart; payment_status?: string }
  | { type: 'swap'; data: Swap }

export class CartsResource extends BaseResource {
  readonly lineItems: LineItemsResource

  constructor(http: HttpClient) {
    super(http)
    this.lineItems = new LineItemsResource(http)
  }

  create(payload?: StorePostCartReq, customHeaders?: CustomHeaders): ResponsePromise<StoreCartsRes> {
    return this.http.post('/store/carts', payload, customHeaders)
  }

  retrieve(cart_id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreCartsRes> {
    return this.http.get(`/store/carts/${cart_id}`, undefined, customHeaders)
  }

  update(
    cart_id: string,
    payload: StorePostCartsCartReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCartsRes> {
    return this.http.post(`/store/carts/${cart_id}`, payload, customHeaders)
  }

  complete(cart_id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreCompleteCartRes> {
    return this.http.post(`/store/carts/${cart_id}/complete`, undefined, customHeaders)
  }

  addShippingMethod(
    cart_id: string,
    payload: StorePostCartsCartShippingMethodReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCartsRes> {
    return this.http.post(`/store/carts/${cart_id}/shipping-methods`, payload, customHeaders)
  }

  /** One session per payment provider of the cart's region. */
  createPaymentSessions(cart_id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreCartsRes> {
    return this.http.post(`/store/carts/${cart_id}/payment-sessions`, undefined, customHeaders)
  }

  /** Selects the session the cart will be paid with. */
  setPaymentSession(
    cart_id: string,
    payload: StorePostCartsCartPaymentSessionReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCartsRes> {
    return this.http.post(`/store/carts/${cart_id}/payment-session`, payload, customHeaders)
  }

  updatePaymentSession(
    cart_id: string,
    provider_id: string,
    payload: StorePostCartsCartPaymentSessionUpdateReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCartsRes> {
    return this.http.post(`/store/carts/${cart_id}/payment-sessions/${provider_id}`, payload, customHeaders)
  }

  refreshPaymentSession(
    cart_id: string,
    provider_id: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCartsRes> {
    return this.http.post(
      `/store/carts/${cart_id}/payment-sessions/${provider_id}/refresh`,
      undefined,
      customHeaders,
    )
  }

  deletePaymentSession(
    cart_id: string,
    provider_id: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCartsRes> {
    return this.http.delete(
      `/store/carts/${cart_id}/payment-sessions/${provider_id}`,
      undefined,
      customHeaders,
    )
  }

  deleteDiscount(
    cart_id: string,
    code: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCartsRes> {
    return this.http.delete(`/store/carts/${cart_id}/discounts/${segment(code)}`, undefined, customHeaders)
  }

  /** Computes tax lines now rather than at completion (not in medusa-js; served by the API). */
  calculateTaxes(cart_id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreCartsRes> {
    return this.http.post(`/store/carts/${cart_id}/taxes`, undefined, customHeaders)
  }
}
