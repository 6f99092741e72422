import type { PriceListStanding } from '@mercato/domain'
import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  ListParams,
  PaginatedResponse,
  PriceList,
  PriceListStatus,
  PriceListType,
  Product,
  StringFilter,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminPriceListRes {
  price_list: PriceList
}
export interface AdminPriceListsListRes extends PaginatedResponse {
  price_lists: PriceList[]
}
export interface AdminPriceListsProductsListRes extends PaginatedResponse {
  products: Product[]
}
export type AdminPriceListDeleteRes = DeleteResponse<'price-list'>
/** Price deletions answer with the removed price ids. */
export interface AdminPriceListDeleteBatchRes {
  ids: string[]
  object: 'money-amount'
  deleted: boolean
}
export type AdminPriceListDeleteProductPricesRes = AdminPriceListDeleteBatchRes
export type AdminPriceListDeleteVariantPricesRes = AdminPriceListDeleteBatchRes
export interface AdminPriceListPricesReq {
  id?: string
  region_id?: string
  currency_code?: string
  variant_id: string
  amount: number
  min_quantity?: number | null
  max_quantity?: number | null
}
export interface AdminPostPriceListsPriceListReq {
  name: string
  description: string
  starts_at?: string | Date
  ends_at?: string | Date
  type: PriceListType
  status?: PriceListStatus
  prices: Omit<AdminPriceListPricesReq, 'id'>[]
  customer_groups?: { id: string }[]
  includes_tax?: boolean
}
export interface AdminPostPriceListsPriceListPriceListReq
  extends Partial<Omit<AdminPostPriceListsPriceListReq, 'prices' | 'starts_at' | 'ends_at'>> {
  starts_at?: string | Date | null
  ends_at?: string | Date | null
  prices?: AdminPriceListPricesReq[]
}
export interface AdminPostPriceListPricesPricesReq {
  prices: AdminPriceListPricesReq[]
  /** Replace all existing prices of the list. */
  override?: boolean
}
export interface AdminDeletePriceListPricesPricesReq {
  price_ids: string[]
}
export interface AdminDeletePriceListsPriceListProductsPricesBatchReq {
  product_ids: string[]
}
export interface AdminGetPriceListPaginationParams extends ListParams, DateFilters {
  q?: string
  id?: string
  status?: PriceListStatus[]
  name?: string
  customer_groups?: string[]
  type?: PriceListType[]
  /** Mercato's extension: where a list stands now (an active list may be scheduled or expired by its dates). */
  standing?: PriceListStanding[]
}
export interface AdminGetPriceListsPriceListProductsParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  status?: string[]
  collection_id?: string[]
  tags?: string[]
  title?: string
  description?: string
  handle?: string
  is_giftcard?: string
  type?: string
}

const base = (id: string) => `/admin/price-lists/${id}`

export class AdminPriceListResource extends BaseResource {
  create(
    payload: AdminPostPriceListsPriceListReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPriceListRes> {
    return this.http.post('/admin/price-lists', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostPriceListsPriceListPriceListReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPriceListRes> {
    return this.http.post(base(id), payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminPriceListDeleteRes> {
    return this.http.delete(base(id), undefined, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminPriceListRes> {
    return this.http.get(base(id), undefined, customHeaders)
  }

  list(
    query?: AdminGetPriceListPaginationParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPriceListsListRes> {
    return this.http.get('/admin/price-lists', query, customHeaders)
  }

  listProducts(
    id: string,
    query?: AdminGetPriceListsPriceListProductsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPriceListsProductsListRes> {
    return this.http.get(`${base(id)}/products`, query, customHeaders)
  }

  addPrices(
    id: string,
    payload: AdminPostPriceListPricesPricesReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPriceListRes> {
    return this.http.post(`${base(id)}/prices/batch`, payload, customHeaders)
  }

  deletePrices(
    id: string,
    payload: AdminDeletePriceListPricesPricesReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPriceListDeleteBatchRes> {
    return this.http.delete(`${base(id)}/prices/batch`, payload, customHeaders)
  }

  deleteProductPrices(
    priceListId: string,
    productId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPriceListDeleteProductPricesRes> {
    return this.http.delete(`${base(priceListId)}/products/${productId}/prices`, undefined, customHeaders)
  }

  deleteVariantPrices(
    priceListId: string,
    variantId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPriceListDeleteVariantPricesRes> {
    return this.http.delete(`${base(priceListId)}/variants/${variantId}/prices`, undefined, customHeaders)
  }

  deleteProductsPrices(
    priceListId: string,
    payload: AdminDeletePriceListsPriceListProductsPricesBatchReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPriceListDeleteProductPricesRes> {
    return this.http.delete(`${base(priceListId)}/products/prices/batch`, payload, customHeaders)
  }
}
