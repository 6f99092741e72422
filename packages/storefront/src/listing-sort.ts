// How a shop list is sorted: `?order=` in the page address, mapped to the Store API's `order`. The
// Store API orders products by creation date, title or handle only (no price), so the shop offers
// the orders it can answer.
import type { StoreGetProductsParams } from '@mercato/client/store'

/** The sorts a shopper can pick, in the order the control lists them; the first is the default. */
export const LISTING_SORTS = ['newest', 'name-asc', 'name-desc'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

// Newest sends no order: the Store API's default (newest first) keeps the cached default lists shared.
const API_ORDER: Record<ListingSort, string | undefined> = {
  newest: undefined,
  'name-asc': 'title',
  'name-desc': '-title',
}

/** The sort from `?order=`; the default for a missing or unknown one. */
export function sortFrom(search: string): ListingSort {
  const value = new URLSearchParams(search).get('order')
  return LISTING_SORTS.find((s) => s === value) ?? LISTING_SORTS[0]
}

/** The list query with the Store API's order for `sort` (unchanged for the default). */
export function sortedQuery(query: StoreGetProductsParams, sort: ListingSort): StoreGetProductsParams {
  const order = API_ORDER[sort]
  return order ? { ...query, order } : query
}

/**
 * The address of the list sorted by `sort`: other parameters (a search text) stay, the page goes back
 * to the first, and the default sort leaves `order` out.
 */
export function sortedSearch(search: string, sort: ListingSort): string {
  const params = new URLSearchParams(search)
  params.delete('page')
  if (sort === LISTING_SORTS[0]) params.delete('order')
  else params.set('order', sort)
  const text = params.toString()
  return text ? `?${text}` : ''
}
