import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DeleteResponse, ReturnReason } from '../../types'
import { BaseResource } from '../base'

export interface AdminReturnReasonsRes {
  return_reason: ReturnReason
}
export interface AdminReturnReasonsListRes {
  return_reasons: ReturnReason[]
}
export type AdminReturnReasonsDeleteRes = DeleteResponse<'return_reason'>
export interface AdminPostReturnReasonsReq {
  label: string
  value: string
  parent_return_reason_id?: string
  description?: string
  metadata?: Record<string, unknown>
}
export interface AdminPostReturnReasonsReasonReq {
  label?: string
  value?: string
  description?: string
  metadata?: Record<string, unknown>
}

export class AdminReturnReasonsResource extends BaseResource {
  create(
    payload: AdminPostReturnReasonsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminReturnReasonsRes> {
    return this.http.post('/admin/return-reasons', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostReturnReasonsReasonReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminReturnReasonsRes> {
    return this.http.post(`/admin/return-reasons/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminReturnReasonsDeleteRes> {
    return this.http.delete(`/admin/return-reasons/${id}`, undefined, customHeaders)
  }

  retrieve(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminReturnReasonsRes> {
    return this.http.get(`/admin/return-reasons/${id}`, undefined, customHeaders)
  }

  list(customHeaders?: CustomHeaders): ResponsePromise<AdminReturnReasonsListRes> {
    return this.http.get('/admin/return-reasons', undefined, customHeaders)
  }
}
