import type { AdminGetDraftOrdersParams } from '@mercato/client'
import type { TableState } from '../../components/ui/data-table-state'
import { useUrlState } from '../../lib/url-state'

/** Where the draft orders list and one draft live, under the router's /app basename. */
export const DRAFT_ORDERS_PATH = '/a/draft-orders'
export const draftOrderPath = (id: string) => `${DRAFT_ORDERS_PATH}/${id}`
export const orderPath = (id: string) => `/a/orders/${id}`

/** The list's filter keys in the URL. */
export const DRAFT_FILTER_KEYS = ['status'] as const

/** The Admin API query for the list's table state (search, status, sort, page). */
export function draftOrdersQuery(
  state: Pick<TableState, 'limit' | 'offset' | 'q' | 'order' | 'filters'>,
): AdminGetDraftOrdersParams {
  const query: AdminGetDraftOrdersParams = {
    limit: state.limit,
    offset: state.offset,
    order: state.order || '-created_at',
  }
  if (state.q) query.q = state.q
  const status = state.filters.status?.filter((s) => s === 'open' || s === 'completed') ?? []
  if (status.length === 1) query.status = status[0]
  return query
}

/** `?new=1` opens the create wizard over the list (shareable, closed by the back button). */
export function useNewDraftParam() {
  const url = useUrlState()
  return {
    isOpen: url.get('new') === '1',
    open: () => url.set({ new: '1' }),
    close: () => url.set({ new: null }),
  }
}
