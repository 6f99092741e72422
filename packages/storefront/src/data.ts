// The queries behind each server-rendered page. Pages call the @mercato/react hooks with these
// parameters, and the server prefetches the same keys, so hydration starts with the data in cache.
import type { MercatoStore, StoreGetProductsParams } from '@mercato/client/store'
import { collectionKeys, productCategoryKeys, regionKeys } from '@mercato/react'
import type { QueryClient } from '@tanstack/react-query'
import { matchPath } from 'react-router'
import { upperAncestorIds } from './category-trail'
import { sortFrom, sortedQuery } from './listing-sort'
import { fetchCatalogue } from './pricing'

export const PAGE_SIZE = 12

/**
 * The newest products, a few more than the home page shows: it leaves out those without a price in
 * the shopper's region (see `sellableProducts`), and should still fill its rows.
 */
export const homeProductsQuery = (regionId: string | undefined): StoreGetProductsParams => ({
  region_id: regionId,
  limit: 12,
  offset: 0,
})

/**
 * Up to four other products of a product's collection, shown under it (one more is asked for, to leave
 * the product out). Loaded in the browser, not rendered on the server: below the fold, they cost a
 * server render a third of its throughput (298 → 190 pages/s in `npm run bench -- storefront`).
 */
export const RELATED_PRODUCTS = 4

export const relatedProductsQuery = (
  collectionId: string,
  regionId: string | undefined,
): StoreGetProductsParams => ({
  collection_id: [collectionId],
  region_id: regionId,
  limit: RELATED_PRODUCTS + 1,
  offset: 0,
})

export const productByHandleQuery = (
  handle: string,
  regionId: string | undefined,
): StoreGetProductsParams => ({
  handle,
  region_id: regionId,
  limit: 1,
})

// All collections in one list (the header and the collection pages share it): the store API's
// `handle` filter takes one string while the client's type declares a list.
export const collectionsQuery = { limit: 100, offset: 0 }

export const categoriesQuery = { limit: 50, offset: 0 }

export const categoryByHandleQuery = (handle: string) => ({ handle, limit: 1 })

/** A category's page lists its own products and those of the categories under it. */
export const categoryFilter = (categoryId: string) => ({
  category_id: [categoryId],
  include_category_children: true,
})

export const listingQuery = (
  filter: {
    collection_id?: string[]
    category_id?: string[]
    include_category_children?: boolean
    q?: string
  },
  regionId: string | undefined,
  page: number,
): StoreGetProductsParams => ({
  ...filter,
  region_id: regionId,
  limit: PAGE_SIZE,
  offset: (page - 1) * PAGE_SIZE,
})

/** Every product the Store API lists for the shop (the `/products` page). */
export const allProductsQuery = (regionId: string | undefined, page: number) =>
  listingQuery({}, regionId, page)

/** Page number from `?page=`, 1 when absent or invalid. */
export function pageFrom(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'))
  return Number.isInteger(n) && n > 0 ? n : 1
}

export const regionsQueryOptions = (client: MercatoStore) => ({
  queryKey: regionKeys.list(),
  queryFn: () => client.regions.list(),
})

/**
 * Loads what the page at `pathname` renders from, with products priced for `pricedFor` (see
 * pricing.ts); answers false when there is no such page.
 */
export async function prefetchPage(
  queryClient: QueryClient,
  client: MercatoStore,
  pathname: string,
  search: string,
  regionId: string | undefined,
  pricedFor: string,
): Promise<boolean> {
  const page = pageFrom(search)
  const products = (query: StoreGetProductsParams) => fetchCatalogue(queryClient, client, query, pricedFor)
  // A list in the order the page asks for (the listing pages sort their query the same way).
  // A page number past the end answers 404 (the page says so and links to the first and last pages).
  const listed = async (query: StoreGetProductsParams) => {
    const { count } = await products(sortedQuery(query, sortFrom(search)))
    return page <= Math.max(1, Math.ceil(count / PAGE_SIZE))
  }
  // Every page's header lists the collections.
  await queryClient.fetchQuery({
    queryKey: collectionKeys.list(collectionsQuery),
    queryFn: () => client.collections.list(collectionsQuery),
  })

  if (pathname === '/') {
    await Promise.all([
      products(homeProductsQuery(regionId)),
      queryClient.fetchQuery({
        queryKey: productCategoryKeys.list(categoriesQuery),
        queryFn: () => client.productCategories.list(categoriesQuery),
      }),
    ])
    return true
  }
  if (matchPath('/products', pathname)) return listed(allProductsQuery(regionId, page))
  const product = matchHandle('/products/:handle', pathname)
  if (product) {
    const found = await products(productByHandleQuery(product.params.handle!, regionId))
    return found.products.length > 0
  }
  const collection = matchHandle('/collections/:handle', pathname)
  if (collection) {
    const { collections } = await queryClient.fetchQuery({
      queryKey: collectionKeys.list(collectionsQuery),
      queryFn: () => client.collections.list(collectionsQuery),
    })
    const found = collections.find((c) => c.handle === collection.params.handle)
    if (!found) return false
    return listed(listingQuery({ collection_id: [found.id] }, regionId, page))
  }
  const category = matchHandle('/categories/:handle', pathname)
  if (category) {
    const query = categoryByHandleQuery(category.params.handle!)
    const { product_categories } = await queryClient.fetchQuery({
      queryKey: productCategoryKeys.list(query),
      queryFn: () => client.productCategories.list(query),
    })
    const found = product_categories[0]
    if (!found) return false
    // The breadcrumbs' ancestors above the parent (the list brings the parent itself).
    const [inRange] = await Promise.all([
      listed(listingQuery(categoryFilter(found.id), regionId, page)),
      ...upperAncestorIds(found).map((id) =>
        queryClient
          .fetchQuery({
            queryKey: productCategoryKeys.detail(id),
            queryFn: () => client.productCategories.retrieve(id),
          })
          .catch(() => undefined),
      ),
    ])
    return inRange
  }
  if (pathname === '/search') {
    const q = new URLSearchParams(search).get('q') ?? ''
    return q ? listed(listingQuery({ q }, regionId, page)) : true
  }
  return browserPage(pathname) !== undefined
}

/**
 * Pages whose content depends on the shopper's cart or session: the server renders the page around
 * them (header and footer, with the collections and regions) and the browser renders the content.
 */
export const BROWSER_PAGES = [
  { path: '/cart', title: 'cart' },
  { path: '/checkout', title: 'checkout' },
  { path: '/order/confirmed/:id', title: 'orderConfirmed' },
  { path: '/account', title: 'account' },
  // The claim link of the e-mail (its own title is set in the browser, from account.json).
  { path: '/account/claim', title: 'account' },
  { path: '/order/:id/return', title: 'requestReturn' },
  { path: '/order/lookup', title: 'findOrder' },
  { path: '/reset-password', title: 'resetPassword' },
  { path: '/swap/:cartId', title: 'confirmExchange' },
  { path: '/gift-card', title: 'giftCard' },
  { path: '/order-edits/:id', title: 'orderEdit' },
] as const

/** The title of a browser page, as `common.pageTitle.<title>` names it. */
export type BrowserPageTitle = (typeof BROWSER_PAGES)[number]['title']

/**
 * `matchPath` on a request's path, with the handle decoded as the browser's router decodes it: the
 * server gets the path percent-encoded, and a handle in another script ("плед-шерстяной") would
 * otherwise be looked up in its encoded form.
 */
export function matchHandle(pattern: string, pathname: string) {
  const match = matchPath(pattern, pathname)
  const handle = match?.params.handle
  if (!match || handle === undefined) return match
  try {
    return { ...match, params: { ...match.params, handle: decodeURIComponent(handle) } }
  } catch {
    return match
  }
}

export const browserPage = (pathname: string) => BROWSER_PAGES.find((p) => matchPath(p.path, pathname))
