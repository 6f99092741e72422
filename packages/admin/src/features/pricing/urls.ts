import type { AdminGetPriceListPaginationParams, PriceList } from '@mercato/client'
import { PRICE_LIST_STANDINGS, PRICE_LIST_TYPES, type PriceListStanding } from '@mercato/domain'
import type { TableState } from '../../components/ui/data-table-state'

/** Where the price lists live, under the router's /app basename. */
export const PRICE_LISTS_PATH = '/a/pricing'
export const priceListPath = (id: string) => `${PRICE_LISTS_PATH}/${id}`

/**
 * The list's URL filters. `status` holds standings (draft, scheduled, active, expired), the words of the
 * status badge; an older link's `status=active` or `status=draft` reads as the standing of that name.
 */
export const PRICE_LIST_FILTER_KEYS = ['status', 'type'] as const

/** The Admin API query for the list's table state (search, filters, sort, page). */
export function priceListsQuery(
  state: Pick<TableState, 'limit' | 'offset' | 'q' | 'order' | 'filters'>,
): AdminGetPriceListPaginationParams {
  const query: AdminGetPriceListPaginationParams = { limit: state.limit, offset: state.offset }
  if (state.q) query.q = state.q
  if (state.order) query.order = state.order
  const standing = (state.filters.status ?? []).filter((s): s is PriceListStanding =>
    (PRICE_LIST_STANDINGS as readonly string[]).includes(s),
  )
  // All four standings are every list: no filter.
  if (standing.length > 0 && standing.length < PRICE_LIST_STANDINGS.length) query.standing = standing
  const type = state.filters.type?.filter((s) => (PRICE_LIST_TYPES as readonly string[]).includes(s))
  if (type?.length) query.type = type as PriceList['type'][]
  return query
}
