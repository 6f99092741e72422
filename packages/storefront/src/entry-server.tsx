// Server entry: renders a page to HTML with its data fetched through @mercato/client and
// dehydrated for the browser. Used by the Mercato server and by the standalone server.mjs.
import { MercatoStore, type StoreRegionsListRes } from '@mercato/client/store'
import { createQueryClient, storeAuthKeys } from '@mercato/react'
import { type QueryClient, dehydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import {
  CONFIG_GLOBAL,
  DEFAULT_STORE_NAME,
  STATE_GLOBAL,
  type StorefrontConfig,
  readCookie,
  scriptJson,
} from './config'
import { primeCountryOptions } from './components/country-options'
import { COUNTRY_COOKIE, chooseCountry } from './country'
import { prefetchPage, regionsQueryOptions } from './data'
import { headFor } from './head'
import { messagesFor, messagesScriptJson } from './i18n/catalog'
import { createI18n } from './i18n/context'
import { loadingErrorMessages } from './i18n/errors'
import { LOCALE_COOKIE, chooseLocale, textDirection } from './i18n/locales'
import HomePage from './pages/home'
import { AllProductsPage, CategoryPage, CollectionPage, SearchPage } from './pages/listing'
import { GUEST_PRICING, pricingContextOf } from './pricing'
import { Root } from './root'
import { withSessionCookie } from './session-fetch'

export { type EncodedPage, acceptedCodings, encodePage } from './compress'
export { type SitemapRequest, renderSitemap, robotsTxt } from './seo'

const pages = { HomePage, AllProductsPage, CategoryPage, CollectionPage, SearchPage }

export interface RenderRequest {
  /** Path and query of the page. */
  url: string
  cookie?: string
  /**
   * The shopper's store session cookie (`name=value`), sent with the server-side client's calls to
   * `backendUrl` only, so pages show the prices of the shopper's customer group.
   */
  sessionCookie?: string
  /** The browser's Accept-Language, which picks the language and the country of a first visit. */
  acceptLanguage?: string
  /** The country shown when neither a cookie nor the browser's languages name one the store ships to. */
  defaultCountry?: string
  /** The store's default currency: a first visit naming no known country sees a region in it. */
  defaultCurrency?: string
  /** The shop's address as crawlers reach it (`https://shop.example.com`), for canonical links. */
  origin?: string
  /** Where the server-side client sends its calls. */
  backendUrl: string
  /** The backend address given to the browser; '' for the page's own origin. */
  publicBackendUrl: string
  publishableKey?: string
  /** The shop's name in the title, header and footer (the Mercato server passes the store's name). */
  storeName?: string
  /** A fetch for the server-side client (e.g. one that calls the API in-process). */
  fetch?: typeof fetch
}

export interface RenderResult {
  status: number
  html: string
  /** Why the page fell back to the shell (the backend failed), for the server's log. */
  error?: unknown
}

/**
 * The pricing context of the shopper whose session cookie came with the page. The session is kept in
 * the query state, so the browser starts with the same context (and the same product keys); an
 * expired session prices as a guest.
 */
async function signedInPricing(queryClient: QueryClient, client: MercatoStore): Promise<string> {
  try {
    const { customer } = await queryClient.fetchQuery({
      queryKey: storeAuthKeys.details(),
      queryFn: () => client.auth.getSession(),
    })
    return pricingContextOf(customer?.id)
  } catch {
    queryClient.removeQueries({ queryKey: storeAuthKeys.details() })
    return GUEST_PRICING
  }
}

/** Fills the built index.html with the page, its head tags, the config and the query state. */
export async function render(template: string, req: RenderRequest): Promise<RenderResult> {
  const { pathname, search } = new URL(req.url, 'http://storefront.local')
  const client = new MercatoStore({
    baseUrl: req.backendUrl,
    publishableApiKey: req.publishableKey,
    fetch: loadingErrorMessages(withSessionCookie(req.fetch ?? fetch, req.backendUrl, req.sessionCookie)),
  })
  const queryClient = createQueryClient()
  const storeName = req.storeName?.trim() || DEFAULT_STORE_NAME
  const locale = chooseLocale({
    query: new URLSearchParams(search).get('lng'),
    chosen: readCookie(req.cookie, LOCALE_COOKIE),
    acceptLanguage: req.acceptLanguage,
  })
  const messages = messagesFor(locale)

  let status = 200
  let rendered = false
  let regionId: string | undefined
  let countryCode: string | undefined
  let currency: string | undefined
  let pricedFor = GUEST_PRICING
  let error: unknown
  try {
    const [{ regions }, shopperPricing] = await Promise.all([
      queryClient.fetchQuery<StoreRegionsListRes>(regionsQueryOptions(client)),
      req.sessionCookie ? signedInPricing(queryClient, client) : GUEST_PRICING,
    ])
    pricedFor = shopperPricing
    const choice = chooseCountry(regions, {
      chosen: readCookie(req.cookie, COUNTRY_COOKIE),
      acceptLanguage: req.acceptLanguage,
      defaultCountry: req.defaultCountry,
      defaultCurrency: req.defaultCurrency,
    })
    primeCountryOptions(queryClient, regions, locale)
    const region = choice.region
    regionId = region?.id
    countryCode = choice.countryCode
    currency = region?.currency_code
    const found = await prefetchPage(queryClient, client, pathname, search, regionId, pricedFor)
    if (!found) status = 404
    rendered = true
  } catch (e) {
    // The backend did not answer: send the shell and let the browser try again.
    error = e
    rendered = false
    queryClient.clear()
  }

  // The catalogue goes in as JSON serialised once per locale (it is most of the config's bytes).
  const config: Omit<StorefrontConfig, 'messages'> = {
    backendUrl: req.publicBackendUrl,
    publishableKey: req.publishableKey,
    regionId,
    countryCode,
    rendered,
    storeName,
    locale,
  }
  const configJson = `${scriptJson(config).slice(0, -1)},"messages":${messagesScriptJson(locale, scriptJson)}}`
  const body = rendered
    ? renderToString(
        <StrictMode>
          <Root
            client={client}
            queryClient={queryClient}
            storeName={storeName}
            regionId={regionId}
            countryCode={countryCode}
            pages={pages}
            locale={locale}
            messages={messages}
            router={(app) => <StaticRouter location={req.url}>{app}</StaticRouter>}
          />
        </StrictMode>,
      )
    : ''
  const state = [
    `<script>window.${CONFIG_GLOBAL}=${configJson}</script>`,
    rendered ? `<script>window.${STATE_GLOBAL}=${scriptJson(dehydrate(queryClient))}</script>` : '',
  ].join('')
  const { t } = createI18n(locale, messages)
  const html = template
    .replace('<html lang="en">', `<html lang="${locale}" dir="${textDirection(locale)}">`)
    .replace(
      '<!--ssr-head-->',
      headFor({
        pathname,
        search,
        queryClient,
        storeName,
        regionId,
        currency,
        pricedFor,
        t,
        origin: req.origin,
      }),
    )
    .replace('<!--ssr-outlet-->', () => body)
    .replace('<!--ssr-state-->', () => state)
  return { status, html, error }
}
