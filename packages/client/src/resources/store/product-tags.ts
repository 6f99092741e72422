import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DateFilters, ListParams, PaginatedResponse, ProductTag, StringFilter } from '../../types'
import { BaseResource } from '../base'

export interface StoreGetProductTagsParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  value?: StringFilter
  discount_condition_id?: string
}
export interface StoreProductTagsListRes extends PaginatedResponse {
  product_tags: ProductTag[]
}

export class ProductTagsResource extends BaseResource {
  list(
    query?: StoreGetProductTagsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreProductTagsListRes> {
    return this.http.get('/store/product-tags', query, customHeaders)
  }
}
