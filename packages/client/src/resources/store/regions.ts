import type { CustomHeaders, ResponsePromise } from '../../http'
import type { PaginatedResponse, Region } from '../../types'
import { BaseResource } from '../base'

export interface StoreRegionsRes {
  region: Region
}
export interface StoreRegionsListRes extends PaginatedResponse {
  regions: Region[]
}

export class RegionsResource extends BaseResource {
  list(customHeaders?: CustomHeaders): ResponsePromise<StoreRegionsListRes> {
    return this.http.get('/store/regions', undefined, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreRegionsRes> {
    return this.http.get(`/store/regions/${id}`, undefined, customHeaders)
  }
}
