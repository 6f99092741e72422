import type { CustomHeaders, ResponsePromise } from '../../http'
import type { ListParams, PaginatedResponse, Swap } from '../../types'
import { BaseResource } from '../base'

export interface AdminSwapsRes {
  swap: Swap
}
export interface AdminSwapsListRes extends PaginatedResponse {
  swaps: Swap[]
}
export type AdminGetSwapsParams = ListParams

export class AdminSwapsResource extends BaseResource {
  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminSwapsRes> {
    return this.http.get(`/admin/swaps/${id}`, undefined, customHeaders)
  }

  list(query?: AdminGetSwapsParams, customHeaders?: CustomHeaders): ResponsePromise<AdminSwapsListRes> {
    return this.http.get('/admin/swaps', query, customHeaders)
  }
}
