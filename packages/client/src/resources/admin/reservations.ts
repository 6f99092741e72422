import type { CustomHeaders, ResponsePromise } from '../../http'
import type {
  DateFilters,
  DeleteResponse,
  ListParams,
  NumericalComparison,
  PaginatedResponse,
  ReservationItem,
  StringFilter,
} from '../../types'
import { BaseResource } from '../base'

export interface AdminReservationsRes {
  reservation: ReservationItem
}
export interface AdminReservationsListRes extends PaginatedResponse {
  reservations: ReservationItem[]
}
export type AdminReservationsDeleteRes = DeleteResponse<'reservation'>
export interface AdminGetReservationsParams extends ListParams, DateFilters {
  location_id?: StringFilter
  inventory_item_id?: StringFilter
  line_item_id?: StringFilter
  quantity?: number | NumericalComparison
  description?: string | { contains?: string; starts_with?: string; ends_with?: string }
}
export interface AdminPostReservationsReq {
  line_item_id?: string
  location_id: string
  inventory_item_id: string
  quantity: number
  description?: string
  metadata?: Record<string, unknown>
}
export interface AdminPostReservationsReservationReq {
  location_id?: string
  quantity?: number
  description?: string
  metadata?: Record<string, unknown>
}

export class AdminReservationsResource extends BaseResource {
  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminReservationsRes> {
    return this.http.get(`/admin/reservations/${id}`, undefined, customHeaders)
  }

  list(
    query?: AdminGetReservationsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminReservationsListRes> {
    return this.http.get('/admin/reservations', query, customHeaders)
  }

  create(
    payload: AdminPostReservationsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminReservationsRes> {
    return this.http.post('/admin/reservations', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostReservationsReservationReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminReservationsRes> {
    return this.http.post(`/admin/reservations/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminReservationsDeleteRes> {
    return this.http.delete(`/admin/reservations/${id}`, undefined, customHeaders)
  }
}
