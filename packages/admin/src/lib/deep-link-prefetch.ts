import type { Mercato } from '@mercato/client'
import { adminOrderKeys, adminProductKeys, useMercato } from '@mercato/react'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * A link opened straight onto an order or a product (from an e-mail, a bookmark, a colleague) would
 * otherwise ask for the record only after the session check, the signed-in area's chunk and the page's
 * own chunk: three waits one after the other. This starts the record and the page's chunk as soon as
 * the signed-in area's chunk runs, beside the session check, into the same query entry the page reads.
 * (From the first script it would start sooner, but that script would grow by the pages' chunk lists.)
 * Signed out, the request is refused and the sign-in page shows as before; the page asks again after
 * sign-in.
 */
type PageLoaders = Record<'order' | 'product', () => Promise<unknown>>

const DEEP_LINKS = [
  {
    pattern: /\/a\/orders\/(order_[0-9A-Za-z]+)\/?$/,
    page: 'order',
    prefetch: (queryClient: QueryClient, client: Mercato, id: string) =>
      queryClient.prefetchQuery({
        queryKey: adminOrderKeys.detail(id, undefined),
        queryFn: () => client.admin.orders.retrieve(id),
        retry: false,
      }),
  },
  {
    pattern: /\/a\/products\/(prod_[0-9A-Za-z]+)\/?$/,
    page: 'product',
    prefetch: (queryClient: QueryClient, client: Mercato, id: string) =>
      queryClient.prefetchQuery({
        queryKey: adminProductKeys.detail(id, undefined),
        queryFn: () => client.admin.products.retrieve(id),
        retry: false,
      }),
  },
] as const

/** `pages` are the signed-in area's own chunk loaders, so the chunks' lists are not written twice. */
export function prefetchDeepLink(
  queryClient: QueryClient,
  client: Mercato,
  pathname: string,
  pages: PageLoaders,
) {
  for (const link of DEEP_LINKS) {
    const id = link.pattern.exec(pathname)?.[1]
    if (!id) continue
    // A chunk that fails to load here is loaded again, and reported, when the page renders.
    pages[link.page]().catch(() => {})
    void link.prefetch(queryClient, client, id)
    return id
  }
  return undefined
}

/** Runs `prefetchDeepLink` once, for the address the signed-in area was opened at. */
export function usePrefetchDeepLink(pages: PageLoaders) {
  const queryClient = useQueryClient()
  const { client } = useMercato()
  useState(() => prefetchDeepLink(queryClient, client, window.location.pathname, pages))
}
