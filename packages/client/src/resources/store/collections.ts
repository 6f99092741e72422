import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DateFilters, ListParams, PaginatedResponse, ProductCollection } from '../../types'
import { BaseResource } from '../base'

export interface StoreCollectionsRes {
  collection: ProductCollection
}
export interface StoreCollectionsListRes extends PaginatedResponse {
  collections: ProductCollection[]
}
export interface StoreGetCollectionsParams extends ListParams, DateFilters {
  handle?: string[]
}

export class CollectionsResource extends BaseResource {
  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreCollectionsRes> {
    return this.http.get(`/store/collections/${id}`, undefined, customHeaders)
  }

  list(
    query?: StoreGetCollectionsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StoreCollectionsListRes> {
    return this.http.get('/store/collections', query, customHeaders)
  }
}
