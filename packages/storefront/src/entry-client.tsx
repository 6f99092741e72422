import './styles.css'
import { MercatoStore } from '@mercato/client/store'
import { createQueryClient } from '@mercato/react'
import { hydrate } from '@tanstack/react-query'
import { StrictMode, lazy } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter, matchPath } from 'react-router'
import { CONFIG_GLOBAL, DEFAULT_STORE_NAME, STATE_GLOBAL, type StorefrontConfig } from './config'
import type { CataloguePages } from './app'
import { loadingErrorMessages } from './i18n/errors'
import { DEFAULT_LOCALE, rememberLocale } from './i18n/locales'
import { Root } from './root'

const home = () => import('./pages/home')
const listing = () => import('./pages/listing')
const lazyPages: CataloguePages = {
  HomePage: lazy(home),
  AllProductsPage: lazy(() => listing().then((m) => ({ default: m.AllProductsPage }))),
  CategoryPage: lazy(() => listing().then((m) => ({ default: m.CategoryPage }))),
  CollectionPage: lazy(() => listing().then((m) => ({ default: m.CollectionPage }))),
  SearchPage: lazy(() => listing().then((m) => ({ default: m.SearchPage }))),
}

/**
 * The pages, with the code of the one being hydrated already loaded: a page that suspends while it
 * hydrates loses its server HTML to the loading fallback as soon as any state above it changes (the
 * restored cart), which shows as a flash and a layout shift.
 */
async function pagesFor(pathname: string): Promise<CataloguePages> {
  if (pathname === '/') return { ...lazyPages, HomePage: (await home()).default }
  const listings = ['/products', '/collections/:handle', '/categories/:handle', '/search']
  if (listings.some((p) => matchPath(p, pathname))) {
    const { AllProductsPage, CategoryPage, CollectionPage, SearchPage } = await listing()
    return { ...lazyPages, AllProductsPage, CategoryPage, CollectionPage, SearchPage }
  }
  return lazyPages
}

const globals = window as unknown as Record<string, unknown>
const config = (globals[CONFIG_GLOBAL] ?? {
  backendUrl: '',
  rendered: false,
  storeName: DEFAULT_STORE_NAME,
  locale: DEFAULT_LOCALE,
  messages: {},
}) as StorefrontConfig
// A link with `?lng=` picks the language for the pages that follow too.
if (new URLSearchParams(window.location.search).has('lng')) rememberLocale(config.locale)
const client = new MercatoStore({
  baseUrl: config.backendUrl || window.location.origin,
  publishableApiKey: config.publishableKey,
  maxRetries: 2,
  // Through a function, so the fetch in use at the time of each request is the one called.
  fetch: loadingErrorMessages((input, init) => fetch(input, init)),
})
const queryClient = createQueryClient()
if (globals[STATE_GLOBAL]) hydrate(queryClient, globals[STATE_GLOBAL])

const app = (pages: CataloguePages) => (
  <StrictMode>
    <Root
      client={client}
      queryClient={queryClient}
      storeName={config.storeName}
      regionId={config.regionId}
      countryCode={config.countryCode}
      pages={pages}
      locale={config.locale}
      messages={config.messages}
      router={(children) => <BrowserRouter>{children}</BrowserRouter>}
    />
  </StrictMode>
)
const container = document.getElementById('root')!
if (config.rendered)
  void pagesFor(window.location.pathname)
    // Should the page's code fail to load here, the lazy pages try again while hydrating.
    .catch(() => lazyPages)
    .then((pages) => hydrateRoot(container, app(pages)))
else createRoot(container).render(app(lazyPages))
