import type { AdminGetGiftCardsParams } from '@mercato/client'
import type { TableState } from '../../components/ui/data-table-state'

/** Where the issued gift cards, one card and the gift card product live, under the /app basename. */
export const GIFT_CARDS_PATH = '/a/gift-cards'
export const giftCardPath = (id: string) => `${GIFT_CARDS_PATH}/${id}`
/** Medusa's address of the gift card product page. */
export const GIFT_CARD_PRODUCT_PATH = `${GIFT_CARDS_PATH}/manage`

/** The Admin API query for the list's table state (search on code, sort, page). */
export function giftCardsQuery(
  state: Pick<TableState, 'limit' | 'offset' | 'q' | 'order'>,
): AdminGetGiftCardsParams {
  const query: AdminGetGiftCardsParams = { limit: state.limit, offset: state.offset, expand: 'region' }
  if (state.q) query.q = state.q
  if (state.order) query.order = state.order
  return query
}
