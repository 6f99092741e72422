import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DateFilters, ListParams, PaginatedResponse, ProductType, StringFilter } from '../../types'
import { BaseResource } from '../base'

export interface AdminProductTypesListRes extends PaginatedResponse {
  product_types: ProductType[]
}
export interface AdminGetProductTypesParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  value?: StringFilter
  discount_condition_id?: string
}

export class AdminProductTypesResource extends BaseResource {
  list(
    query?: AdminGetProductTypesParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminProductTypesListRes> {
    return this.http.get('/admin/product-types', query, customHeaders)
  }
}
