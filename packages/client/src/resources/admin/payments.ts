import type { CustomHeaders, ResponsePromise } from '../../http'
import type { FindParams, Payment, Refund } from '../../types'
import { BaseResource } from '../base'

export interface AdminPaymentRes {
  payment: Payment
}
export interface AdminRefundRes {
  refund: Refund
}
export type GetPaymentsParams = FindParams
export interface AdminPostPaymentRefundsReq {
  amount: number
  reason: 'discount' | 'return' | 'swap' | 'claim' | 'other'
  note?: string
}

export class AdminPaymentsResource extends BaseResource {
  retrieve(
    id: string,
    query?: GetPaymentsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminPaymentRes> {
    return this.http.get(`/admin/payments/${id}`, query, customHeaders)
  }

  capturePayment(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminPaymentRes> {
    return this.http.post(`/admin/payments/${id}/capture`, undefined, customHeaders)
  }

  refundPayment(
    id: string,
    payload: AdminPostPaymentRefundsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminRefundRes> {
    return this.http.post(`/admin/payments/${id}/refund`, payload, customHeaders)
  }
}
