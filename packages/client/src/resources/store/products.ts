import type { CustomHeaders, HttpClient, ResponsePromise } from '../../http'
import type { DateFilters, ListParams, PaginatedResponse, PricedProduct, StringFilter } from '../../types'
import { BaseResource } from '../base'
import { ProductVariantsResource, type StorePricingContext } from './variants'

export interface StoreProductsRes {
  product: PricedProduct
}
export interface StoreProductsListRes extends PaginatedResponse {
  products: PricedProduct[]
}
export interface StoreGetProductsParams extends ListParams, DateFilters, StorePricingContext {
  q?: string
  id?: StringFilter
  collection_id?: string[]
  type_id?: string[]
  tags?: string[]
  title?: string
  description?: string
  handle?: string
  is_giftcard?: boolean
  category_id?: string[]
  include_category_children?: boolean
}
export interface StorePostSearchReq {
  q?: string
  offset?: number
  limit?: number
  filter?: unknown
}
/** The search provider's raw answer. */
export interface StorePostSearchRes {
  hits: unknown[]
  [key: string]: unknown
}

export class ProductsResource extends BaseResource {
  readonly variants: ProductVariantsResource

  constructor(http: HttpClient) {
    super(http)
    this.variants = new ProductVariantsResource(http)
  }

  /** `query` comes last so that medusa-js calls `retrieve(id, headers)` keep working. */
  retrieve(
    id: string,
    customHeaders?: CustomHeaders,
    query?: StorePricingContext,
  ): ResponsePromise<StoreProductsRes> {
    return this.http.get(`/store/products/${id}`, query, customHeaders)
  }

  search(
    searchOptions: StorePostSearchReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StorePostSearchRes> {
    return this.http.post('/store/products/search', searchOptions, customHeaders)
  }

  list(query?: StoreGetProductsParams, customHeaders?: CustomHeaders): ResponsePromise<StoreProductsListRes> {
    return this.http.get('/store/products', query, customHeaders)
  }
}
