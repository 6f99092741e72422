// Admin gift cards: query keys and hooks.
import type {
  AdminGetGiftCardsParams,
  AdminGiftCardsDeleteRes,
  AdminGiftCardsListRes,
  AdminGiftCardsRes,
  AdminPostGiftCardsGiftCardReq,
  AdminPostGiftCardsReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminGiftCardKeys = queryKeysFactory('admin_gift_cards')

export function useAdminGiftCards(
  query?: AdminGetGiftCardsParams,
  options?: QueryOptions<AdminGiftCardsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminGiftCardKeys.list(query), () => client.admin.giftCards.list(query), options)
}

export function useAdminGiftCard(
  id: string,
  options?: QueryOptions<AdminGiftCardsRes>,
  query?: { expand?: string; fields?: string },
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    query ? [...adminGiftCardKeys.detail(id), query] : adminGiftCardKeys.detail(id),
    () => client.admin.giftCards.retrieve(id, undefined, query),
    options,
  )
}

export function useAdminCreateGiftCard(
  options?: EnvelopeMutationOptions<AdminGiftCardsRes, AdminPostGiftCardsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostGiftCardsReq) => client.admin.giftCards.create(payload),
    [adminGiftCardKeys.lists()],
    options,
  )
}

export function useAdminUpdateGiftCard(
  id: string,
  options?: EnvelopeMutationOptions<AdminGiftCardsRes, AdminPostGiftCardsGiftCardReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostGiftCardsGiftCardReq) => client.admin.giftCards.update(id, payload),
    [adminGiftCardKeys.lists(), adminGiftCardKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteGiftCard(
  id: string,
  options?: EnvelopeMutationOptions<AdminGiftCardsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.giftCards.delete(id),
    [adminGiftCardKeys.lists(), adminGiftCardKeys.detail(id)],
    options,
  )
}
