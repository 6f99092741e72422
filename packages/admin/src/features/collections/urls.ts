import type { AdminGetCollectionsParams } from '@mercato/client'
import type { TableState } from '../../components/ui/data-table-state'
import { useUrlState } from '../../lib/url-state'

/** Where the collections list and one collection live, under the router's /app basename. */
export const COLLECTIONS_PATH = '/a/collections'
export const collectionPath = (id: string) => `${COLLECTIONS_PATH}/${id}`

/**
 * The Admin API query for the list's table state (search, sort, page): only the shown fields, with
 * each collection's product count computed by the server for the whole page.
 */
export function collectionsQuery(
  state: Pick<TableState, 'limit' | 'offset' | 'q' | 'order'>,
): AdminGetCollectionsParams {
  const query: AdminGetCollectionsParams = {
    limit: state.limit,
    offset: state.offset,
    fields: 'title,handle,product_count',
  }
  if (state.q) query.q = state.q
  if (state.order) query.order = state.order
  return query
}

/** `?new=1` opens a create modal over a list (shareable, closed by the back button). */
export function useNewParam() {
  const url = useUrlState()
  return {
    isOpen: url.get('new') === '1',
    open: () => url.set({ new: '1' }),
    close: () => url.set({ new: null }),
  }
}
