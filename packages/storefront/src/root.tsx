import type { Mercato } from '@mercato/client'
import { MercatoProvider } from '@mercato/react'
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { App, type CataloguePages } from './app'
import { ShopProvider } from './shop'

/** Providers shared by the server render and the browser; the router is supplied by each side. */
export function Root({
  client,
  queryClient,
  regionId,
  router,
  pages,
}: {
  client: Mercato
  queryClient: QueryClient
  regionId?: string
  router: (app: ReactNode) => ReactNode
  pages: CataloguePages
}) {
  return (
    <MercatoProvider client={client} queryClientProviderProps={{ client: queryClient }}>
      <ShopProvider initialRegionId={regionId}>{router(<App pages={pages} />)}</ShopProvider>
    </MercatoProvider>
  )
}
