import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  ListParams,
  PaginatedResponse,
  ShippingOption,
  StringFilter,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminShippingOptionsRes {
  shipping_option: ShippingOption
}
export interface AdminShippingOptionsListRes extends PaginatedResponse {
  shipping_options: ShippingOption[]
}
export type AdminShippingOptionsDeleteRes = DeleteResponse<'shipping-option'>
type Requirement = { type: 'min_subtotal' | 'max_subtotal'; amount: number }
export interface AdminPostShippingOptionsReq {
  name: string
  region_id: string
  provider_id: string
  profile_id?: string
  data: Record<string, unknown>
  price_type: 'flat_rate' | 'calculated'
  amount?: number
  requirements?: Requirement[]
  is_return?: boolean
  admin_only?: boolean
  includes_tax?: boolean
  metadata?: Record<string, unknown>
}
export interface AdminPostShippingOptionsOptionReq {
  name?: string
  amount?: number
  price_type?: 'flat_rate' | 'calculated'
  admin_only?: boolean
  requirements: (Requirement & { id?: string })[]
  includes_tax?: boolean
  metadata?: Record<string, unknown>
}
export interface AdminGetShippingOptionsParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  name?: string
  region_id?: string
  is_return?: boolean
  admin_only?: boolean
}

export class AdminShippingOptionsResource extends BaseResource {
  create(
    payload: AdminPostShippingOptionsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminShippingOptionsRes> {
    return this.http.post('/admin/shipping-options', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostShippingOptionsOptionReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminShippingOptionsRes> {
    return this.http.post(`/admin/shipping-options/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminShippingOptionsDeleteRes> {
    return this.http.delete(`/admin/shipping-options/${id}`, undefined, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminShippingOptionsRes> {
    return this.http.get(`/admin/shipping-options/${id}`, undefined, customHeaders)
  }

  list(
    query?: AdminGetShippingOptionsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminShippingOptionsListRes> {
    return this.http.get('/admin/shipping-options', query, customHeaders)
  }
}
