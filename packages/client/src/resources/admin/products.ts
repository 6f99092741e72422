import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  FindParams,
  ListParams,
  NumericalComparison,
  PaginatedResponse,
  PhysicalAttributes,
  PricedProduct,
  Product,
  ProductStatus,
  ProductTag,
  ProductType,
  ProductVariant,
  StringFilter,
} from '../../types'
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
export interface ProductVariantPricePayload {
  id?: string
  region_id?: string
  currency_code?: string
  amount: number
  min_quantity?: number
  max_quantity?: number
}
export interface AdminPostProductsProductVariantsReq extends PhysicalAttributes {
  title: string
  sku?: string
  ean?: string
  upc?: string
  barcode?: string
  inventory_quantity?: number
  allow_backorder?: boolean
  manage_inventory?: boolean
  prices: ProductVariantPricePayload[]
  options?: { option_id: string; value: string }[]
  metadata?: Record<string, unknown>
}
export interface AdminPostProductsProductVariantsVariantReq
  extends Partial<AdminPostProductsProductVariantsReq> {}
export interface AdminPostProductsReq extends PhysicalAttributes {
  title: string
  subtitle?: string
  description?: string
  is_giftcard?: boolean
  discountable?: boolean
  images?: string[]
  thumbnail?: string
  handle?: string
  status?: ProductStatus
  type?: { id?: string; value: string }
  collection_id?: string
  tags?: { id?: string; value: string }[]
  sales_channels?: { id: string }[]
  categories?: { id: string }[]
  options?: { title: string }[]
  /** Variant `options` are positional: one value per product option, in order. */
  variants?: (Omit<AdminPostProductsProductVariantsReq, 'options' | 'prices'> & {
    prices?: ProductVariantPricePayload[]
    options?: { value: string }[]
  })[]
  external_id?: string
  metadata?: Record<string, unknown>
}
export interface AdminPostProductsProductReq
  extends Partial<Omit<AdminPostProductsReq, 'is_giftcard' | 'options' | 'variants'>> {
  /** When sent, variants left out are deleted and the array order sets their rank. */
  variants?: (Partial<AdminPostProductsProductVariantsReq> & { id?: string })[]
}
export interface AdminPostProductsProductMetadataReq {
  key: string
  value: string
}
export interface AdminPostProductsProductOptionsReq {
  title: string
}
export type AdminPostProductsProductOptionsOption = AdminPostProductsProductOptionsReq
export interface AdminGetProductsParams extends ListParams, DateFilters {
  q?: string
  discount_condition_id?: string
  id?: StringFilter
  status?: ProductStatus[]
  collection_id?: string[]
  tags?: string[]
  price_list_id?: string[]
  sales_channel_id?: string[]
  type_id?: string[]
  category_id?: string[]
  include_category_children?: boolean
  title?: string
  description?: string
  handle?: string
  is_giftcard?: boolean
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
