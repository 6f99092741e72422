import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DeleteResponse, FindParams, PaymentCollection } from '../../types'
import { BaseResource } from '../base'

export interface AdminPaymentCollectionsRes {
  payment_collection: PaymentCollection
}
export type AdminPaymentCollectionDeleteRes = DeleteResponse<'payment_collection'>
export type AdminGetPaymentCollectionsParams = FindParams
export interface AdminUpdatePaymentCollectionsReq {
  description?: string
  metadata?: Record<string, unknown>
}

export class AdminPaymentCollectionsResource extends BaseResource {
  retrieve(
    id: string,
    query?: AdminGetPaymentCollectionsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPaymentCollectionsRes> {
    return this.http.get(`/admin/payment-collections/${id}`, query, customHeaders)
  }

  update(
    id: string,
    payload: AdminUpdatePaymentCollectionsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPaymentCollectionsRes> {
    return this.http.post(`/admin/payment-collections/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminPaymentCollectionDeleteRes> {
    return this.http.delete(`/admin/payment-collections/${id}`, undefined, customHeaders)
  }

  markAsAuthorized(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminPaymentCollectionsRes> {
    return this.http.post(`/admin/payment-collections/${id}/authorize`, undefined, customHeaders)
  }
}
