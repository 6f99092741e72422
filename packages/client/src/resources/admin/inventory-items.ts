import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DeleteResponse,
  FindParams,
  InventoryItem,
  InventoryLevel,
  ListParams,
  NumericalComparison,
  PaginatedResponse,
  PhysicalAttributes,
  ProductVariant,
  StringFilter,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminInventoryItemsRes {
  inventory_item: InventoryItem
}
export interface AdminInventoryItemsListWithVariantsAndLocationLevelsRes extends PaginatedResponse {
  inventory_items: (InventoryItem & { location_levels?: InventoryLevel[]; variants?: ProductVariant[] })[]
}
export interface AdminInventoryItemsLocationLevelsRes {
  inventory_item: { id: string; location_levels: InventoryLevel[] }
}
export type AdminInventoryItemsDeleteRes = DeleteResponse<'inventory_item'>
interface InventoryItemFields extends PhysicalAttributes {
  sku?: string
  title?: string
  description?: string
  thumbnail?: string
  metadata?: Record<string, unknown>
}
export interface AdminPostInventoryItemsReq extends InventoryItemFields {
  variant_id: string
}
export interface AdminPostInventoryItemsInventoryItemReq extends InventoryItemFields {
  requires_shipping?: boolean
}
export type AdminGetInventoryItemsItemParams = FindParams
export type AdminPostInventoryItemsParams = FindParams
export type AdminPostInventoryItemsInventoryItemParams = FindParams
export type AdminPostInventoryItemsItemLocationLevelsParams = FindParams
export type AdminPostInventoryItemsItemLocationLevelsLevelParams = FindParams
export interface AdminGetInventoryItemsItemLocationLevelsParams {
  location_id?: string[]
}
export interface AdminGetInventoryItemsParams extends ListParams {
  q?: string
  location_id?: string[]
  id?: StringFilter
  sku?: StringFilter
  origin_country?: StringFilter
  mid_code?: StringFilter
  material?: StringFilter
  hs_code?: StringFilter
  weight?: number | NumericalComparison
  length?: number | NumericalComparison
  height?: number | NumericalComparison
  width?: number | NumericalComparison
  requires_shipping?: boolean
  /** Mercato extension: only items whose available quantity (stocked − reserved) is at most this. */
  low_stock?: number
}
export interface AdminPostInventoryItemsItemLocationLevelsReq {
  location_id: string
  stocked_quantity: number
  incoming_quantity?: number
}
export interface AdminPostInventoryItemsItemLocationLevelsLevelReq {
  stocked_quantity?: number
  incoming_quantity?: number
}

const base = (id: string) => `/admin/inventory-items/${id}`

export class AdminInventoryItemsResource extends BaseResource {
  retrieve(
    inventoryItemId: string,
    query?: AdminGetInventoryItemsItemParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminInventoryItemsRes> {
    return this.http.get(base(inventoryItemId), query, customHeaders)
  }

  update(
    inventoryItemId: string,
    payload: AdminPostInventoryItemsInventoryItemReq,
    query?: AdminPostInventoryItemsInventoryItemParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminInventoryItemsRes> {
    return this.http.post(base(inventoryItemId), payload, customHeaders, query)
  }

  delete(
    inventoryItemId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminInventoryItemsDeleteRes> {
    return this.http.delete(base(inventoryItemId), undefined, customHeaders)
  }

  create(
    payload: AdminPostInventoryItemsReq,
    query?: AdminPostInventoryItemsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminInventoryItemsRes> {
    return this.http.post('/admin/inventory-items', payload, customHeaders, query)
  }

  list(
    query?: AdminGetInventoryItemsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminInventoryItemsListWithVariantsAndLocationLevelsRes> {
    return this.http.get('/admin/inventory-items', query, customHeaders)
  }

  updateLocationLevel(
    inventoryItemId: string,
    locationId: string,
    payload: AdminPostInventoryItemsItemLocationLevelsLevelReq,
    query?: AdminPostInventoryItemsItemLocationLevelsLevelParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminInventoryItemsRes> {
    return this.http.post(
      `${base(inventoryItemId)}/location-levels/${locationId}`,
      payload,
      customHeaders,
      query,
    )
  }

  createLocationLevel(
    inventoryItemId: string,
    payload: AdminPostInventoryItemsItemLocationLevelsReq,
    query?: AdminPostInventoryItemsItemLocationLevelsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminInventoryItemsRes> {
    return this.http.post(`${base(inventoryItemId)}/location-levels`, payload, customHeaders, query)
  }

  deleteLocationLevel(
    inventoryItemId: string,
    locationId: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminInventoryItemsRes> {
    return this.http.delete(
      `${base(inventoryItemId)}/location-levels/${locationId}`,
      undefined,
      customHeaders,
    )
  }

  listLocationLevels(
    inventoryItemId: string,
    query?: AdminGetInventoryItemsItemLocationLevelsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminInventoryItemsLocationLevelsRes> {
    return this.http.get(`${base(inventoryItemId)}/location-levels`, query, customHeaders)
  }
}
