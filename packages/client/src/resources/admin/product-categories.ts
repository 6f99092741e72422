import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DeleteResponse, FindParams, ListParams, PaginatedResponse, ProductCategory } from '../../types'
import type {
  AdminPostProductCategoriesCategoryProductsBatchReq,
  AdminPostProductCategoriesCategoryReq,
  AdminPostProductCategoriesReq,
} from '../../types/catalog-requests'
import { BaseResource } from '../base'

export interface AdminProductCategoriesCategoryRes {
  product_category: ProductCategory
}
export interface AdminProductCategoriesListRes extends PaginatedResponse {
  product_categories: ProductCategory[]
}
export type AdminProductCategoriesCategoryDeleteRes = DeleteResponse<'product-category'>
export type AdminGetProductCategoryParams = FindParams
export interface AdminGetProductCategoriesParams extends ListParams {
  q?: string
  handle?: string
  is_internal?: boolean
  is_active?: boolean
  include_descendants_tree?: boolean
  parent_category_id?: string | null
}
// Request bodies: the domain's schema types (see types/catalog-requests).
export type {
  AdminPostProductCategoriesCategoryProductsBatchReq,
  AdminPostProductCategoriesCategoryReq,
  AdminPostProductCategoriesReq,
}
export type AdminDeleteProductCategoriesCategoryProductsBatchReq =
  AdminPostProductCategoriesCategoryProductsBatchReq

type CategoryRes = ResponsePromise<AdminProductCategoriesCategoryRes>
const base = (id: string) => `/admin/product-categories/${id}`

export class AdminProductCategoriesResource extends BaseResource {
  retrieve(
    productCategoryId: string,
    query?: AdminGetProductCategoryParams,
    customHeaders?: CustomHeaders,
  ): CategoryRes {
    return this.http.get(base(productCategoryId), query, customHeaders)
  }

  create(payload: AdminPostProductCategoriesReq, customHeaders?: CustomHeaders): CategoryRes {
    return this.http.post('/admin/product-categories', payload, customHeaders)
  }

  update(
    productCategoryId: string,
    payload: AdminPostProductCategoriesCategoryReq,
    customHeaders?: CustomHeaders,
  ): CategoryRes {
    return this.http.post(base(productCategoryId), payload, customHeaders)
  }

  list(
    query?: AdminGetProductCategoriesParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminProductCategoriesListRes> {
    return this.http.get('/admin/product-categories', query, customHeaders)
  }

  delete(
    productCategoryId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminProductCategoriesCategoryDeleteRes> {
    return this.http.delete(base(productCategoryId), undefined, customHeaders)
  }

  removeProducts(
    productCategoryId: string,
    payload: AdminDeleteProductCategoriesCategoryProductsBatchReq,
    customHeaders?: CustomHeaders,
  ): CategoryRes {
    return this.http.delete(`${base(productCategoryId)}/products/batch`, payload, customHeaders)
  }

  addProducts(
    productCategoryId: string,
    payload: AdminPostProductCategoriesCategoryProductsBatchReq,
    customHeaders?: CustomHeaders,
  ): CategoryRes {
    return this.http.post(`${base(productCategoryId)}/products/batch`, payload, customHeaders)
  }
}
