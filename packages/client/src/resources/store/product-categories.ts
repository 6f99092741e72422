import type { CustomHeaders, ResponsePromise } from '../../http'
import type { FindParams, ListParams, PaginatedResponse, ProductCategory } from '../../types'
import { BaseResource } from '../base'

export interface StoreGetProductCategoriesCategoryRes {
  product_category: ProductCategory
}
export interface StoreGetProductCategoriesRes extends PaginatedResponse {
  product_categories: ProductCategory[]
}
export type StoreGetProductCategoriesCategoryParams = FindParams
export interface StoreGetProductCategoriesParams extends ListParams {
  q?: string
  handle?: string
  parent_category_id?: string | null
  include_descendants_tree?: boolean
}

export class ProductCategoriesResource extends BaseResource {
  retrieve(
    id: string,
    query?: StoreGetProductCategoriesCategoryParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreGetProductCategoriesCategoryRes> {
    return this.http.get(`/store/product-categories/${id}`, query, customHeaders)
  }

  list(
    query?: StoreGetProductCategoriesParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreGetProductCategoriesRes> {
    return this.http.get('/store/product-categories', query, customHeaders)
  }
}
