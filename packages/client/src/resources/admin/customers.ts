import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  AddressCreatePayload,
  AddressPayload,
  Customer,
  DateFilters,
  ListParams,
  PaginatedResponse,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminCustomersRes {
  customer: Customer
}
export interface AdminCustomersListRes extends PaginatedResponse {
  customers: Customer[]
}
export interface AdminPostCustomersReq {
  email: string
  first_name: string
  last_name: string
  password: string
  phone?: string
  metadata?: Record<string, unknown>
}
export interface AdminPostCustomersCustomerReq {
  email?: string
  first_name?: string
  last_name?: string
  phone?: string | null
  password?: string
  groups?: { id: string }[]
  metadata?: Record<string, unknown>
}
export interface AdminGetCustomersParams extends ListParams, DateFilters {
  q?: string
  has_account?: boolean
  groups?: string[]
}

export class AdminCustomersResource extends BaseResource {
  create(payload: AdminPostCustomersReq, customHeaders?: CustomHeaders): ResponsePromise<AdminCustomersRes> {
    return this.http.post('/admin/customers', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostCustomersCustomerReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomersRes> {
    return this.http.post(`/admin/customers/${id}`, payload, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminCustomersRes> {
    return this.http.get(`/admin/customers/${id}`, undefined, customHeaders)
  }

  list(
    query?: AdminGetCustomersParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomersListRes> {
    return this.http.get('/admin/customers', query, customHeaders)
  }

  /** Mercato addition: staff manage a customer's saved addresses (Medusa v1 offers this to shoppers only). */
  addAddress(
    id: string,
    payload: { address: AddressCreatePayload },
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomersRes> {
    return this.http.post(`/admin/customers/${id}/addresses`, payload, customHeaders)
  }

  updateAddress(
    id: string,
    addressId: string,
    payload: AddressPayload,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomersRes> {
    return this.http.post(`/admin/customers/${id}/addresses/${addressId}`, payload, customHeaders)
  }

  deleteAddress(
    id: string,
    addressId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCustomersRes> {
    return this.http.delete(`/admin/customers/${id}/addresses/${addressId}`, undefined, customHeaders)
  }
}
