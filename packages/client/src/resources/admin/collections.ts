import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  ListParams,
  PaginatedResponse,
  ProductCollection,
} from '../../types'
import type {
  AdminPostCollectionsCollectionReq,
  AdminPostCollectionsReq,
  AdminPostProductsToCollectionReq,
} from '../../types/catalog-requests'
import { BaseResource } from '../base'

export interface AdminCollectionsRes {
  collection: ProductCollection
}
export interface AdminCollectionsListRes extends PaginatedResponse {
  collections: ProductCollection[]
}
export type AdminCollectionsDeleteRes = DeleteResponse<'product-collection'>
// Request bodies: the domain's schema types (see types/catalog-requests).
export type { AdminPostCollectionsCollectionReq, AdminPostCollectionsReq, AdminPostProductsToCollectionReq }
export interface AdminGetCollectionsParams extends ListParams, DateFilters {
  q?: string
  title?: string
  handle?: string
  discount_condition_id?: string
}
export type AdminDeleteProductsFromCollectionReq = AdminPostProductsToCollectionReq
export interface AdminDeleteProductsFromCollectionRes {
  id: string
  object: 'product-collection'
  removed_products: string[]
}

export class AdminCollectionsResource extends BaseResource {
  create(
    payload: AdminPostCollectionsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCollectionsRes> {
    return this.http.post('/admin/collections', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostCollectionsCollectionReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCollectionsRes> {
    return this.http.post(`/admin/collections/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminCollectionsDeleteRes> {
    return this.http.delete(`/admin/collections/${id}`, undefined, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminCollectionsRes> {
    return this.http.get(`/admin/collections/${id}`, undefined, customHeaders)
  }

  list(
    query?: AdminGetCollectionsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCollectionsListRes> {
    return this.http.get('/admin/collections', query, customHeaders)
  }

  addProducts(
    id: string,
    payload: AdminPostProductsToCollectionReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminCollectionsRes> {
    return this.http.post(`/admin/collections/${id}/products/batch`, payload, customHeaders)
  }

  removeProducts(
    id: string,
    payload: AdminDeleteProductsFromCollectionReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminDeleteProductsFromCollectionRes> {
    return this.http.delete(`/admin/collections/${id}/products/batch`, payload, customHeaders)
  }
}
