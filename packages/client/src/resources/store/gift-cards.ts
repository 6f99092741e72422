import type { CustomHeaders, ResponsePromise } from '../../http'
import type { GiftCard } from '../../types'
import { BaseResource, segment } from '../base'

export interface StoreGiftCardsRes {
  gift_card: GiftCard
}

export class GiftCardsResource extends BaseResource {
  retrieve(code: string, customHeaders?: CustomHeaders): ResponsePromise<StoreGiftCardsRes> {
    return this.http.get(`/store/gift-cards/${segment(code)}`, undefined, customHeaders)
  }
}
