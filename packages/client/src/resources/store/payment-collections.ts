import type { CustomHeaders, ResponsePromise } from '../../http'
import type { FindParams, PaymentCollection, PaymentSession } from '../../types'
import { BaseResource } from '../base'

export interface StorePaymentCollectionsRes {
  payment_collection: PaymentCollection
}
export interface StorePaymentCollectionsSessionRes {
  payment_session: PaymentSession
}
export type StoreGetPaymentCollectionsParams = FindParams
export interface StorePaymentCollectionSessionsReq {
  provider_id: string
}
export interface StorePostPaymentCollectionsBatchSessionsReq {
  sessions: { provider_id: string; amount: number; session_id?: string }[]
}
export interface StorePostPaymentCollectionsBatchSessionsAuthorizeReq {
  session_ids: string[]
}

const base = (id: string) => `/store/payment-collections/${id}`

export class PaymentCollectionsResource extends BaseResource {
  retrieve(
    id: string,
    query?: StoreGetPaymentCollectionsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StorePaymentCollectionsRes> {
    return this.http.get(base(id), query, customHeaders)
  }

  authorizePaymentSession(
    id: string,
    session_id: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StorePaymentCollectionsRes> {
    return this.http.post(`${base(id)}/sessions/${session_id}/authorize`, undefined, customHeaders)
  }

  authorizePaymentSessionsBatch(
    id: string,
    payload: StorePostPaymentCollectionsBatchSessionsAuthorizeReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StorePaymentCollectionsRes> {
    return this.http.post(`${base(id)}/sessions/batch/authorize`, payload, customHeaders)
  }

  /** Creates, updates or removes several sessions at once (sessions left out are deleted). */
  managePaymentSessionsBatch(
    id: string,
    payload: StorePostPaymentCollectionsBatchSessionsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StorePaymentCollectionsRes> {
    return this.http.post(`${base(id)}/sessions/batch`, payload, customHeaders)
  }

  managePaymentSession(
    id: string,
    payload: StorePaymentCollectionSessionsReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StorePaymentCollectionsRes> {
    return this.http.post(`${base(id)}/sessions`, payload, customHeaders)
  }

  refreshPaymentSession(
    id: string,
    session_id: string,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<StorePaymentCollectionsSessionRes> {
    return this.http.post(`${base(id)}/sessions/${session_id}`, undefined, customHeaders)
  }
}
