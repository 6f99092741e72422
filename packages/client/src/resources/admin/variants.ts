import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  FindParams,
  ListParams,
  NumericalComparison,
  PaginatedResponse,
  PricedVariant,
  StringFilter,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminVariantsRes {
  variant: PricedVariant
}
export interface AdminVariantsListRes extends PaginatedResponse {
  variants: PricedVariant[]
}
/** Pricing context: prices are computed for a cart, region or currency, and a customer. */
export interface AdminGetVariantParams extends FindParams {
  cart_id?: string
  region_id?: string
  currency_code?: string
  customer_id?: string
}
export interface AdminGetVariantsParams extends ListParams, Omit<AdminGetVariantParams, keyof FindParams> {
  q?: string
  id?: StringFilter
  title?: StringFilter
  manage_inventory?: boolean
  allow_backorder?: boolean
  inventory_quantity?: number | NumericalComparison
}
export interface AdminGetVariantsVariantInventoryRes {
  variant: {
    id: string
    inventory: Record<string, unknown>[]
    sales_channel_availability: { channel_name: string; channel_id: string; available_quantity: number }[]
  }
}

export class AdminVariantsResource extends BaseResource {
  list(query?: AdminGetVariantsParams, customHeaders?: CustomHeaders): ResponsePromise<AdminVariantsListRes> {
    return this.http.get('/admin/variants', query, customHeaders)
  }

  retrieve(
    id: string,
    query?: AdminGetVariantParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminVariantsRes> {
    return this.http.get(`/admin/variants/${id}`, query, customHeaders)
  }

  /** Stock per location and availability per sales channel. */
  getInventory(
    variantId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminGetVariantsVariantInventoryRes> {
    return this.http.get(`/admin/variants/${variantId}/inventory`, undefined, customHeaders)
  }
}
