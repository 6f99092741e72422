import type { CustomHeaders, ResponsePromise } from '../../http'
import type { ReturnReason } from '../../types'
import { BaseResource } from '../base'

export interface StoreReturnReasonsRes {
  return_reason: ReturnReason
}
export interface StoreReturnReasonsListRes {
  return_reasons: ReturnReason[]
}

export class ReturnReasonsResource extends BaseResource {
  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<StoreReturnReasonsRes> {
    return this.http.get(`/store/return-reasons/${id}`, undefined, customHeaders)
  }

  list(customHeaders?: CustomHeaders): ResponsePromise<StoreReturnReasonsListRes> {
    return this.http.get('/store/return-reasons', undefined, customHeaders)
  }
}
