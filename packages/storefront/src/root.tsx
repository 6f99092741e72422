import type { MercatoStore } from '@mercato/client/store'
import { MercatoClientProvider } from '@mercato/react'
import type { QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { App, type CataloguePages } from './app'
import { I18nProvider } from './i18n/context'
import type { Messages } from './i18n/messages'
import { ShopProvider } from './shop'

/** Providers shared by the server render and the browser; the router is supplied by each side. */
export function Root({
  client,
  queryClient,
  storeName,
  regionId,
  countryCode,
  router,
  pages,
  locale,
  messages,
}: {
  client: MercatoStore
  queryClient: QueryClient
  storeName: string
  regionId?: string
  countryCode?: string
  router: (app: ReactNode) => ReactNode
  pages: CataloguePages
  locale: string
  messages: Messages
}) {
  return (
    <I18nProvider locale={locale} messages={messages}>
      <MercatoClientProvider client={client} queryClientProviderProps={{ client: queryClient }}>
        <ShopProvider storeName={storeName} initialRegionId={regionId} initialCountryCode={countryCode}>
          {router(<App pages={pages} />)}
        </ShopProvider>
      </MercatoClientProvider>
    </I18nProvider>
  )
}
