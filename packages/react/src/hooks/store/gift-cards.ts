// Store gift cards: query keys and hooks.
import type { StoreGiftCardsRes } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const giftCardKeys = queryKeysFactory('gift_cards')

export function useGiftCard(code: string, options?: QueryOptions<StoreGiftCardsRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(giftCardKeys.detail(code), () => client.giftCards.retrieve(code), options)
}
