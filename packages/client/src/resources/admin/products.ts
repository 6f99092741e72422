import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  FindParams,
  ListParams,
  NumericalComparison,
  PaginatedResponse,
  PricedProduct,
  Product,
  ProductTag,
  ProductType,
  ProductVariant,
  StringFilter,
} from '../../types'
import type {
  AdminPostProductsProductMetadataReq,
  AdminPostProductsProductOptionsReq,
  AdminPostProductsProductReq,
  AdminPostProductsProductVariantsReq,
  AdminPostProductsProductVariantsVariantReq,
  AdminPostProductsReq,
  AdminProductListFilters,
  ProductVariantPricePayload,
} from '../../types/catalog-requests'
import { BaseResource } from '../base'

export interface AdminProductsRes {
  product: PricedProduct
}
export interface AdminProductsListRes extends PaginatedResponse {
  products: (PricedProduct | Product)[]
}
export type AdminProductsDeleteRes = DeleteResponse<'product'>
export interface AdminProductsDeleteVariantRes {
  variant_id: string
  object: 'product-variant'
  deleted: boolean
  product: PricedProduct
}
export interface AdminProductsDeleteOptionRes {
  option_id: string
  object: 'option'
  deleted: boolean
  product: PricedProduct
}
export interface AdminProductsListTypesRes {
  types: ProductType[]
}
export interface AdminProductsListTagsRes {
  tags: (Pick<ProductTag, 'id' | 'value'> & { usage_count: number })[]
}
export interface AdminProductsListVariantsRes extends PaginatedResponse {
  variants: ProductVariant[]
}
// Request bodies: the domain's schema types (see types/catalog-requests).
export type {
  AdminPostProductsProductMetadataReq,
  AdminPostProductsProductOptionsReq,
  AdminPostProductsProductReq,
  AdminPostProductsProductVariantsReq,
  AdminPostProductsProductVariantsVariantReq,
  AdminPostProductsReq,
  ProductVariantPricePayload,
}
export type AdminPostProductsProductOptionsOption = AdminPostProductsProductOptionsReq
/** The list's filters are the domain's (the server parses the query with the same schema). */
export interface AdminGetProductsParams extends ListParams, DateFilters, AdminProductListFilters {
  q?: string
}
export interface AdminGetProductsVariantsParams extends ListParams, DateFilters {
  q?: string
  id?: StringFilter
  manage_inventory?: boolean
  allow_backorder?: boolean
  inventory_quantity?: number | NumericalComparison
}

type H = CustomHeaders | undefined
type ProductRes = ResponsePromise<AdminProductsRes>
const base = (id: string) => `/admin/products/${id}`

export class AdminProductsResource extends BaseResource {
  create(payload: AdminPostProductsReq, customHeaders?: H): ProductRes {
    return this.http.post('/admin/products', payload, customHeaders)
  }

  /** `query` comes last so that medusa-js calls `retrieve(id, headers)` keep working. */
  retrieve(id: string, customHeaders?: H, query?: FindParams): ProductRes {
    return this.http.get(base(id), query, customHeaders)
  }

  update(id: string, payload: AdminPostProductsProductReq, customHeaders?: H): ProductRes {
    return this.http.post(base(id), payload, customHeaders)
  }

  delete(id: string, customHeaders?: H): ResponsePromise<AdminProductsDeleteRes> {
    return this.http.delete(base(id), undefined, customHeaders)
  }

  list(query?: AdminGetProductsParams, customHeaders?: H): ResponsePromise<AdminProductsListRes> {
    return this.http.get('/admin/products', query, customHeaders)
  }

  /** Deprecated by the API in favour of admin.productTypes.list. */
  listTypes(customHeaders?: H): ResponsePromise<AdminProductsListTypesRes> {
    return this.http.get('/admin/products/types', undefined, customHeaders)
  }

  /** Tags with how many products use each. */
  listTags(customHeaders?: H): ResponsePromise<AdminProductsListTagsRes> {
    return this.http.get('/admin/products/tag-usage', undefined, customHeaders)
  }

  setMetadata(id: string, payload: AdminPostProductsProductMetadataReq, customHeaders?: H): ProductRes {
    return this.http.post(`${base(id)}/metadata`, payload, customHeaders)
  }

  createVariant(id: string, payload: AdminPostProductsProductVariantsReq, customHeaders?: H): ProductRes {
    return this.http.post(`${base(id)}/variants`, payload, customHeaders)
  }

  updateVariant(
    id: string,
    variantId: string,
    payload: AdminPostProductsProductVariantsVariantReq,
    customHeaders?: H,
  ): ProductRes {
    return this.http.post(`${base(id)}/variants/${variantId}`, payload, customHeaders)
  }

  deleteVariant(
    id: string,
    variantId: string,
    customHeaders?: H,
  ): ResponsePromise<AdminProductsDeleteVariantRes> {
    return this.http.delete(`${base(id)}/variants/${variantId}`, undefined, customHeaders)
  }

  listVariants(
    id: string,
    query?: AdminGetProductsVariantsParams,
    customHeaders?: H,
  ): ResponsePromise<AdminProductsListVariantsRes> {
    return this.http.get(`${base(id)}/variants`, query, customHeaders)
  }

  addOption(id: string, payload: AdminPostProductsProductOptionsReq, customHeaders?: H): ProductRes {
    return this.http.post(`${base(id)}/options`, payload, customHeaders)
  }

  updateOption(
    id: string,
    optionId: string,
    payload: AdminPostProductsProductOptionsOption,
    customHeaders?: H,
  ): ProductRes {
    return this.http.post(`${base(id)}/options/${optionId}`, payload, customHeaders)
  }

  deleteOption(
    id: string,
    optionId: string,
    customHeaders?: H,
  ): ResponsePromise<AdminProductsDeleteOptionRes> {
    return this.http.delete(`${base(id)}/options/${optionId}`, undefined, customHeaders)
  }
}
