import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DateFilters, ListParams, PaginatedResponse, ProductTag, StringFilter } from '../../types'
import { BaseResource } from '../base'

export interface AdminProductTagsListRes extends PaginatedResponse {
  product_tags: ProductTag[]
}
export interface AdminGetProductTagsParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  value?: StringFilter
  discount_condition_id?: string
}

export class AdminProductTagsResource extends BaseResource {
  list(
    query?: AdminGetProductTagsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminProductTagsListRes> {
    return this.http.get('/admin/product-tags', query, customHeaders)
  }
}
