import type { CustomHeaders, ResponsePromise } from '../../http'
import type { ListParams, NumericalComparison, PricedVariant, StringFilter } from '../../types'
import { BaseResource } from '../base'

/** Pricing and stock context for store reads. */
export interface StorePricingContext {
  sales_channel_id?: string
  cart_id?: string
  region_id?: string
  currency_code?: string
}
export interface StoreVariantsRes {
  variant: PricedVariant
}
/** Not paginated: the store variant list carries only `variants`. */
export interface StoreVariantsListRes {
  variants: PricedVariant[]
}
export interface StoreGetVariantsParams extends ListParams, StorePricingContext {
  /** Comma-separated ids (legacy form). */
  ids?: string
  id?: StringFilter
  title?: StringFilter
  inventory_quantity?: number | NumericalComparison
}

export class ProductVariantsResource extends BaseResource {
  retrieve(
    id: string,
    customHeaders?: CustomHeaders,
    query?: StorePricingContext,
  ): ResponsePromise<StoreVariantsRes> {
    return this.http.get(`/store/variants/${id}`, query, customHeaders)
  }

  list(query?: StoreGetVariantsParams, customHeaders?: CustomHeaders): ResponsePromise<StoreVariantsListRes> {
    return this.http.get('/store/variants', query, customHeaders)
  }
}
