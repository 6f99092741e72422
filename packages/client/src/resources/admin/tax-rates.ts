import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  ListParams,
  NumericalComparison,
  PaginatedResponse,
  TaxRate,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminTaxRatesRes {
  tax_rate: TaxRate
}
export interface AdminTaxRatesListRes extends PaginatedResponse {
  tax_rates: TaxRate[]
}
export type AdminTaxRatesDeleteRes = DeleteResponse<'tax-rate'>
/** Tax-rate reads and writes take `fields` and `expand` as arrays. */
export interface AdminGetTaxRatesTaxRateParams {
  fields?: string[]
  expand?: string[]
}
export type AdminPostTaxRatesParams = AdminGetTaxRatesTaxRateParams
export type AdminPostTaxRatesTaxRateParams = AdminGetTaxRatesTaxRateParams
export type AdminPostTaxRatesTaxRateProductsParams = AdminGetTaxRatesTaxRateParams
export type AdminPostTaxRatesTaxRateShippingOptionsParams = AdminGetTaxRatesTaxRateParams
export type AdminDeleteTaxRatesTaxRateProductsParams = AdminGetTaxRatesTaxRateParams
export type AdminDeleteTaxRatesTaxRateProductTypesParams = AdminGetTaxRatesTaxRateParams
export type AdminDeleteTaxRatesTaxRateShippingOptionsParams = AdminGetTaxRatesTaxRateParams
export interface AdminGetTaxRatesParams
  extends Omit<ListParams, 'fields' | 'expand'>,
    AdminGetTaxRatesTaxRateParams {
  q?: string
  name?: string
  region_id?: string | string[]
  code?: string
  rate?: number | NumericalComparison
  created_at?: DateFilters['created_at']
  updated_at?: DateFilters['updated_at']
}
export interface AdminPostTaxRatesReq {
  code: string
  name: string
  region_id: string
  rate?: number | null
  products?: string[]
  shipping_options?: string[]
  product_types?: string[]
}
export type AdminPostTaxRatesTaxRateReq = Partial<AdminPostTaxRatesReq>
export interface AdminPostTaxRatesTaxRateProductsReq {
  products: string[]
}
export interface AdminPostTaxRatesTaxRateProductTypesReq {
  product_types: string[]
}
export interface AdminPostTaxRatesTaxRateShippingOptionsReq {
  shipping_options: string[]
}
export type AdminDeleteTaxRatesTaxRateProductsReq = AdminPostTaxRatesTaxRateProductsReq
export type AdminDeleteTaxRatesTaxRateProductTypesReq = AdminPostTaxRatesTaxRateProductTypesReq
export type AdminDeleteTaxRatesTaxRateShippingOptionsReq = AdminPostTaxRatesTaxRateShippingOptionsReq

type H = CustomHeaders | undefined
type Q = AdminGetTaxRatesTaxRateParams | undefined
type RateRes = ResponsePromise<AdminTaxRatesRes>
const base = (id: string) => `/admin/tax-rates/${id}`

export class AdminTaxRatesResource extends BaseResource {
  retrieve(id: string, query?: Q, customHeaders?: H): RateRes {
    return this.http.get(base(id), query, customHeaders)
  }

  list(query?: AdminGetTaxRatesParams, customHeaders?: H): ResponsePromise<AdminTaxRatesListRes> {
    return this.http.get('/admin/tax-rates', query, customHeaders)
  }

  create(payload: AdminPostTaxRatesReq, query?: Q, customHeaders?: H): RateRes {
    return this.http.post('/admin/tax-rates', payload, customHeaders, query)
  }

  update(id: string, payload: AdminPostTaxRatesTaxRateReq, query?: Q, customHeaders?: H): RateRes {
    return this.http.post(base(id), payload, customHeaders, query)
  }

  addProducts(
    id: string,
    payload: AdminPostTaxRatesTaxRateProductsReq,
    query?: Q,
    customHeaders?: H,
  ): RateRes {
    return this.http.post(`${base(id)}/products/batch`, payload, customHeaders, query)
  }

  addProductTypes(
    id: string,
    payload: AdminPostTaxRatesTaxRateProductTypesReq,
    query?: Q,
    customHeaders?: H,
  ): RateRes {
    return this.http.post(`${base(id)}/product-types/batch`, payload, customHeaders, query)
  }

  addShippingOptions(
    id: string,
    payload: AdminPostTaxRatesTaxRateShippingOptionsReq,
    query?: Q,
    customHeaders?: H,
  ): RateRes {
    return this.http.post(`${base(id)}/shipping-options/batch`, payload, customHeaders, query)
  }

  removeProducts(
    id: string,
    payload: AdminDeleteTaxRatesTaxRateProductsReq,
    query?: Q,
    customHeaders?: H,
  ): RateRes {
    return this.http.delete(`${base(id)}/products/batch`, payload, customHeaders, query)
  }

  removeProductTypes(
    id: string,
    payload: AdminDeleteTaxRatesTaxRateProductTypesReq,
    query?: Q,
    customHeaders?: H,
  ): RateRes {
    return this.http.delete(`${base(id)}/product-types/batch`, payload, customHeaders, query)
  }

  removeShippingOptions(
    id: string,
    payload: AdminDeleteTaxRatesTaxRateShippingOptionsReq,
    query?: Q,
    customHeaders?: H,
  ): RateRes {
    return this.http.delete(`${base(id)}/shipping-options/batch`, payload, customHeaders, query)
  }

  delete(id: string, customHeaders?: H): ResponsePromise<AdminTaxRatesDeleteRes> {
    return this.http.delete(base(id), undefined, customHeaders)
  }
}
