import type { AdminGetProductsParams, ProductStatus } from '@mercato/client'
import { type TableState, useTableState } from '../../components/ui/data-table-state'
import { useUrlState } from '../../lib/url-state'

/** Where the products list and one product live, under the router's /app basename. */
export const PRODUCTS_PATH = '/a/products'
export const productPath = (id: string) => `${PRODUCTS_PATH}/${id}`

export const PRODUCT_STATUSES: readonly ProductStatus[] = ['draft', 'proposed', 'published', 'rejected']

/** The list's filters: each URL key is the Admin API's list filter of the same name. */
export const PRODUCT_FILTER_KEYS = [
  'status',
  'collection_id',
  'type_id',
  'tags',
  'sales_channel_id',
  'category_id',
] as const
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number]

/**
 * What the list's columns read (product-columns.tsx), asked of the Admin API so a page loads only
 * that: the product's own columns, its collection and its variants (their stock); no prices,
 * options, images or tags.
 */
export const PRODUCT_LIST_SELECTION = {
  fields: 'id,title,subtitle,thumbnail,status',
  expand: 'collection,variants',
} as const

/** The products list's table state (page, size, search, sort and filters) from the URL. */
export const useProductsListState = () => useTableState(PRODUCT_FILTER_KEYS)

/**
 * The Admin API query for a table state, selecting what the list shows; unknown status values in a
 * hand-edited URL are dropped, and a category filter takes in the categories below the chosen ones.
 */
export function productsQuery(
  state: Pick<TableState, 'limit' | 'offset' | 'q' | 'order' | 'filters'>,
): AdminGetProductsParams {
  const query: AdminGetProductsParams = {
    limit: state.limit,
    offset: state.offset,
    ...PRODUCT_LIST_SELECTION,
  }
  if (state.q) query.q = state.q
  if (state.order) query.order = state.order
  const statuses = (state.filters.status ?? []).filter((s): s is ProductStatus =>
    PRODUCT_STATUSES.includes(s as ProductStatus),
  )
  if (statuses.length) query.status = statuses
  for (const key of PRODUCT_FILTER_KEYS) {
    const values = state.filters[key] ?? []
    if (key !== 'status' && values.length) query[key] = values
  }
  // A category stands for its subcategories too: "Apparel" finds the shirts filed under "Apparel › Tops".
  if (query.category_id) query.include_category_children = true
  return query
}

/** `?new=1` opens the new-product modal over the list (shareable, closed by the back button). */
export function useNewProductParam() {
  const url = useUrlState()
  return {
    isOpen: url.get('new') === '1',
    open: () => url.set({ new: '1' }),
    close: () => url.set({ new: null }),
  }
}
