import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  FindParams,
  FulfillmentOption,
  ListParams,
  PaginatedResponse,
  Region,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminRegionsRes {
  region: Region
}
export interface AdminRegionsListRes extends PaginatedResponse {
  regions: Region[]
}
export type AdminRegionsDeleteRes = DeleteResponse<'region'>
export interface AdminGetRegionsRegionFulfillmentOptionsRes {
  fulfillment_options: FulfillmentOption[]
}
export interface AdminPostRegionsReq {
  name: string
  currency_code: string
  tax_code?: string
  tax_rate: number
  payment_providers: string[]
  fulfillment_providers: string[]
  /** ISO 3166-1 alpha-2 codes. */
  countries: string[]
  includes_tax?: boolean
  metadata?: Record<string, unknown>
}
export interface AdminPostRegionsRegionReq extends Partial<AdminPostRegionsReq> {
  automatic_taxes?: boolean
  gift_cards_taxable?: boolean
  tax_provider_id?: string | null
}
export type AdminGetRegionsRegionParams = FindParams
export interface AdminGetRegionsParams extends ListParams, DateFilters {
  q?: string
}
export interface AdminPostRegionsRegionCountriesReq {
  country_code: string
}
export interface AdminPostRegionsRegionFulfillmentProvidersReq {
  provider_id: string
}
export type AdminPostRegionsRegionPaymentProvidersReq = AdminPostRegionsRegionFulfillmentProvidersReq

type H = CustomHeaders | undefined
type RegionRes = ResponsePromise<AdminRegionsRes>
const base = (id: string) => `/admin/regions/${id}`

export class AdminRegionsResource extends BaseResource {
  create(payload: AdminPostRegionsReq, customHeaders?: H): RegionRes {
    return this.http.post('/admin/regions', payload, customHeaders)
  }

  update(id: string, payload: AdminPostRegionsRegionReq, customHeaders?: H): RegionRes {
    return this.http.post(base(id), payload, customHeaders)
  }

  delete(id: string, customHeaders?: H): ResponsePromise<AdminRegionsDeleteRes> {
    return this.http.delete(base(id), undefined, customHeaders)
  }

  retrieve(id: string, query?: AdminGetRegionsRegionParams, customHeaders?: H): RegionRes {
    return this.http.get(base(id), query, customHeaders)
  }

  list(query?: AdminGetRegionsParams, customHeaders?: H): ResponsePromise<AdminRegionsListRes> {
    return this.http.get('/admin/regions', query, customHeaders)
  }

  addCountry(id: string, payload: AdminPostRegionsRegionCountriesReq, customHeaders?: H): RegionRes {
    return this.http.post(`${base(id)}/countries`, payload, customHeaders)
  }

  deleteCountry(id: string, country_code: string, customHeaders?: H): RegionRes {
    return this.http.delete(`${base(id)}/countries/${country_code}`, undefined, customHeaders)
  }

  addFulfillmentProvider(
    id: string,
    payload: AdminPostRegionsRegionFulfillmentProvidersReq,
    customHeaders?: H,
  ): RegionRes {
    return this.http.post(`${base(id)}/fulfillment-providers`, payload, customHeaders)
  }

  deleteFulfillmentProvider(id: string, provider_id: string, customHeaders?: H): RegionRes {
    return this.http.delete(`${base(id)}/fulfillment-providers/${provider_id}`, undefined, customHeaders)
  }

  retrieveFulfillmentOptions(
    id: string,
    customHeaders?: H,
  ): ResponsePromise<AdminGetRegionsRegionFulfillmentOptionsRes> {
    return this.http.get(`${base(id)}/fulfillment-options`, undefined, customHeaders)
  }

  addPaymentProvider(
    id: string,
    payload: AdminPostRegionsRegionPaymentProvidersReq,
    customHeaders?: H,
  ): RegionRes {
    return this.http.post(`${base(id)}/payment-providers`, payload, customHeaders)
  }

  deletePaymentProvider(id: string, provider_id: string, customHeaders?: H): RegionRes {
    return this.http.delete(`${base(id)}/payment-providers/${provider_id}`, undefined, customHeaders)
  }
}
