import type { CustomHeaders, ResponsePromise } from '../../http'
import type { DeleteResponse, GiftCard, ListParams, PaginatedResponse } from '../../types'
import { BaseResource } from '../base'

export interface AdminGiftCardsRes {
  gift_card: GiftCard
}
export interface AdminGiftCardsListRes extends PaginatedResponse {
  gift_cards: GiftCard[]
}
export type AdminGiftCardsDeleteRes = DeleteResponse<'gift-card'>
export interface AdminPostGiftCardsReq {
  value?: number
  is_disabled?: boolean
  ends_at?: string | Date
  region_id: string
  metadata?: Record<string, unknown>
}
export interface AdminPostGiftCardsGiftCardReq {
  balance?: number
  is_disabled?: boolean
  ends_at?: string | Date | null
  region_id?: string
  metadata?: Record<string, unknown>
}
export interface AdminGetGiftCardsParams extends ListParams {
  q?: string
}

export class AdminGiftCardsResource extends BaseResource {
  create(payload: AdminPostGiftCardsReq, customHeaders?: CustomHeaders): ResponsePromise<AdminGiftCardsRes> {
    return this.http.post('/admin/gift-cards', payload, customHeaders)
  }

  update(
    id: string,
    payload: AdminPostGiftCardsGiftCardReq,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminGiftCardsRes> {
    return this.http.post(`/admin/gift-cards/${id}`, payload, customHeaders)
  }

  delete(id: string, customHeaders?: CustomHeaders): ResponsePromise<AdminGiftCardsDeleteRes> {
    return this.http.delete(`/admin/gift-cards/${id}`, undefined, customHeaders)
  }

  /**
   * `query.expand` may add `gift_card_transactions` and `balance_changes` (Mercato extensions) to the
   * default relations.
   */
  retrieve(
    id: string,
    customHeaders?: CustomHeaders,
    query?: { expand?: string; fields?: string },
  ): ResponsePromise<AdminGiftCardsRes> {
    return this.http.get(`/admin/gift-cards/${id}`, query, customHeaders)
  }

  list(
    query?: AdminGetGiftCardsParams,
    customHeaders?: CustomHeaders,
  ): ResponsePromise<AdminGiftCardsListRes> {
    return this.http.get('/admin/gift-cards', query, customHeaders)
  }
}
