import type { CustomHeaders, HttpClient, ResponsePromise } from '../../http'
import type {
  AddressPayload,
  Customer,
  DateFilters,
  ListParams,
  Order,
  PaginatedResponse,
  StringFilter,
} from '../../types'
import { BaseResource } from '../base'
import { AddressesResource } from './addresses'
import { PaymentMethodsResource } from './payment-methods'

export type {
  StorePostCustomersCustomerAddressesReq,
  StorePostCustomersCustomerAddressesAddressReq,
} from './addresses'
export type { StoreCustomersListPaymentMethodsRes } from './payment-methods'

export interface StoreCustomersRes {
  customer: Customer
}
export interface StorePostCustomersReq {
  email: string
  password: string
  first_name?: string
  last_name?: string
  phone?: string
}
export interface StorePostCustomersCustomerReq {
  first_name?: string
  last_name?: string
  billing_address?: AddressPayload | string
  password?: string
  phone?: string
  email?: string
  metadata?: Record<string, unknown>
}
export interface StoreGetCustomersCustomerOrdersParams extends ListParams, DateFilters {
  q?: string
  id?: string
  status?: StringFilter
  fulfillment_status?: StringFilter
  payment_status?: StringFilter
  display_id?: string
  cart_id?: string
  email?: string
  region_id?: string
  currency_code?: string
  tax_rate?: string
  canceled_at?: DateFilters['created_at']
}
export interface StoreCustomersListOrdersRes extends PaginatedResponse {
  orders: Order[]
}
export interface StorePostCustomersResetPasswordReq {
  email: string
  password: string
  token: string
}
export interface StorePostCustomersCustomerPasswordTokenReq {
  email: string
}

export class CustomersResource extends BaseResource {
  readonly paymentMethods: PaymentMethodsResource
  readonly addresses: AddressesResource

  constructor(http: HttpClient) {
    super(http)
    this.paymentMethods = new PaymentMethodsResource(http)
    this.addresses = new AddressesResource(http)
  }

  /** Registers a customer and logs them in. */
  create(payload: StorePostCustomersReq, customHeaders?: CustomHeaders): ResponsePromise<StoreCustomersRes> {
    return this.http.post('/store/customers', payload, customHeaders)
  }

  retrieve(customHeaders?: CustomHeaders): ResponsePromise<StoreCustomersRes> {
    return this.http.get('/store/customers/me', undefined, customHeaders)
  }

  update(
    payload: StorePostCustomersCustomerReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCustomersRes> {
    return this.http.post('/store/customers/me', payload, customHeaders)
  }

  listOrders(
    params?: StoreGetCustomersCustomerOrdersParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCustomersListOrdersRes> {
    return this.http.get('/store/customers/me/orders', params, customHeaders)
  }

  resetPassword(
    payload: StorePostCustomersResetPasswordReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCustomersRes> {
    return this.http.post('/store/customers/password-reset', payload, customHeaders)
  }

  /** Always answers 204, whether or not the email belongs to a customer. */
  generatePasswordToken(
    payload: StorePostCustomersCustomerPasswordTokenReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise {
    return this.http.post('/store/customers/password-token', payload, customHeaders)
  }
}
