import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DateFilters, ListParams, PaginatedResponse, ProductType, StringFilter } from '../../types'
import { BaseResource } from '../base'

export interface StoreGetProductTypesParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  value?: StringFilter
  discount_condition_id?: string
}
export interface StoreProductTypesListRes extends PaginatedResponse {
  product_types: ProductType[]
}

export class ProductTypesResource extends BaseResource {
  list(
    query?: StoreGetProductTypesParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreProductTypesListRes> {
    return this.http.get('/store/product-types', query, customHeaders)
  }
}
