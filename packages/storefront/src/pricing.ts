// Catalogue prices depend on who asks: a price list can target a customer group, and the Store API
// prices for the signed-in shopper (its session cookie). Product queries are therefore cached per
// shopper, so a page rendered for one never shows a cached answer priced for another.
import type { MercatoStore, StoreGetProductsParams } from '@mercato/client/store'
import { productKeys, queryKeysFactory, useMercato } from '@mercato/react'
import { type QueryClient, useQuery } from '@tanstack/react-query'

/**
 * The cache key of the shopper's session: `storeAuthKeys.details()` of @mercato/react, made here because
 * importing storeAuthKeys brings the sign-in and account hooks into the scripts of every catalogue page.
 * A function, not a constant: a call when the module loads would make the bundler split it off.
 */
export const sessionKey = () => queryKeysFactory('store_auth').details()

/** The pricing context of a shopper who is not signed in. */
export const GUEST_PRICING = 'guest'

/** Whose prices a product query holds: the signed-in customer's id, else the guest context. */
export const pricingContextOf = (customerId: string | null | undefined): string => customerId || GUEST_PRICING

/** The cache key of a product list priced for `pricedFor` (a pricingContextOf value). */
export const catalogueKey = (query: StoreGetProductsParams, pricedFor: string) => [
  ...productKeys.list(query),
  { pricedFor },
]

/**
 * Fetches a product list into the cache under the shopper's key (the server render's prefetch);
 * `fresh` asks the server even when the cache holds the list (what is left after a refused order).
 */
export const fetchCatalogue = (
  queryClient: QueryClient,
  client: MercatoStore,
  query: StoreGetProductsParams,
  pricedFor: string,
  { fresh = false }: { fresh?: boolean } = {},
) =>
  queryClient.fetchQuery({
    queryKey: catalogueKey(query, pricedFor),
    queryFn: () => client.products.list(query),
    ...(fresh ? { staleTime: 0 } : {}),
  })

/**
 * The shopper's pricing context; signing in or out changes it, and so refetches the catalogue. It
 * reads the session that is already known (the server render's, or the one the account and checkout
 * pages fetch) without asking for it: asking on every catalogue page would cost each guest a refused
 * request per visit.
 */
export function usePricingContext(): string {
  const { client } = useMercato()
  const { data } = useQuery({
    queryKey: sessionKey(),
    queryFn: () => client.auth.getSession(),
    enabled: false,
  })
  return pricingContextOf(data?.customer?.id)
}

/** Products as `useProducts` gives them, priced for the shopper looking at the page. */
export function useCatalogue(query: StoreGetProductsParams, options: { enabled?: boolean } = {}) {
  const { client } = useMercato()
  const pricedFor = usePricingContext()
  const { data, ...rest } = useQuery({
    queryKey: catalogueKey(query, pricedFor),
    queryFn: () => client.products.list(query),
    ...options,
  })
  return { ...data, ...rest }
}
