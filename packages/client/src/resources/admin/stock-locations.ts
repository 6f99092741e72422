import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  ListParams,
  PaginatedResponse,
  StockLocation,
  StockLocationAddress,
  StringFilter,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminStockLocationsRes {
  stock_location: StockLocation
}
export interface AdminStockLocationsListRes extends PaginatedResponse {
  stock_locations: StockLocation[]
}
export type AdminStockLocationsDeleteRes = DeleteResponse<'stock_location'>
export interface AdminPostStockLocationsReq {
  name: string
  address_id?: string
  address?: Omit<StockLocationAddress, 'id'>
  metadata?: Record<string, unknown>
}
export type AdminPostStockLocationsLocationReq = Partial<AdminPostStockLocationsReq>
export interface AdminGetStockLocationsParams extends ListParams, DateFilters {
  id?: StringFilter
  name?: StringFilter
}

export class AdminStockLocationsResource extends BaseResource {
  create(
    payload: AdminPostStockLocationsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminStockLocationsRes> {
    return this.http.post('/admin/stock-locations', payload, customHeaders)
  }

  retrieve(itemId: string, customHeaders?: CustomHeaders): ResponsePromise<AdminStockLocationsRes> {
    return this.http.get(`/admin/stock-locations/${itemId}`, undefined, customHeaders)
  }

  update(
    stockLocationId: string,
    payload: AdminPostStockLocationsLocationReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminStockLocationsRes> {
    return this.http.post(`/admin/stock-locations/${stockLocationId}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminStockLocationsDeleteRes> {
    return this.http.delete(`/admin/stock-locations/${id}`, undefined, customHeaders)
  }

  list(
    query?: AdminGetStockLocationsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminStockLocationsListRes> {
    return this.http.get('/admin/stock-locations', query, customHeaders)
  }
}
