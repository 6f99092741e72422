import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { publishableApiKey, publishableApiKeySalesChannel, store } from '@mercato/db'
import { notFound } from '@mercato/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { asc, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../context'
import { STORE_COOKIE } from './auth'

// The storefront (packages/storefront) is served at the site root: built assets under /assets/,
// catalogue pages rendered on the server with the built server entry, and the HTML shell for the
// pages that only render in the browser. Only the storefront's own paths are registered, so the
// API (/store, /admin), the dashboard (/app) and /health keep their routes and their JSON 404s.

/** packages/storefront/dist, found from this file or from the server bundle (which sits at another depth). */
function findStorefrontDist(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (let up = 0; up < 4; up++) {
    dir = dirname(dir)
    if (existsSync(join(dir, 'storefront', 'package.json'))) return join(dir, 'storefront', 'dist')
  }
  return join(dir, 'storefront', 'dist')
}

export const DEFAULT_STOREFRONT_DIST = findStorefrontDist()

const PAGE_PATHS = [
  '/',
  '/search',
  '/cart',
  '/checkout',
  '/account',
  // Reached from e-mails: joining guest orders to an account, and reviewing changes the store proposes.
  '/account/claim',
  '/order-edits/:id',
  '/products',
  '/products/:handle',
  '/collections/:handle',
  '/categories/:handle',
  '/order/confirmed/:id',
  '/order/:id/return',
  '/order/lookup',
  '/reset-password',
  '/swap/:cartId',
  '/gift-card',
]

interface RenderRequest {
  url: string
  origin?: string
  cookie?: string
  sessionCookie?: string
  acceptLanguage?: string
  backendUrl: string
  publicBackendUrl: string
  publishableKey?: string
  storeName?: string
  defaultCurrency?: string
  fetch?: typeof fetch
}
type Render = (
  template: string,
  req: RenderRequest,
) => Promise<{ status: number; html: string; error?: unknown }>
type RenderSitemap = (req: {
  path: string
  origin: string
  backendUrl: string
  publishableKey?: string
  fetch?: typeof fetch
}) => Promise<string | null>
/** Compresses a page for the client's Accept-Encoding (the storefront's server entry exports it). */
type EncodePage = (html: string, acceptEncoding?: string) => { body: Buffer | string; encoding?: string }

/** A fetch that answers from this server in-process, so rendering needs no network or known port. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    })
    const headers = new Headers()
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value))
    }
    const empty = res.statusCode === 204 || res.statusCode === 304
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers })
  }
}

/**
 * The shopper's store session cookie (`name=value`, as the browser sent it) from a Cookie header.
 * Only this cookie goes with the page's in-process API calls: the dashboard's session and any other
 * cookie of the site stay out of the storefront's requests.
 */
export function storeSessionCookie(cookieHeader: string | undefined): string | undefined {
  return (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${STORE_COOKIE}=`) && part.length > STORE_COOKIE.length + 1)
}

/**
 * The key the storefront sends: one of the default sales channel's keys, else the oldest active key.
 * Kept once found; looked up again while there is none (the demo seed may run after start).
 */
function publishableKeyFinder(ctx: AppContext) {
  let found: string | undefined
  return async (): Promise<string | undefined> => {
    if (found) return found
    const [storeRow] = await ctx.db.select({ channel: store.default_sales_channel_id }).from(store).limit(1)
    const keys = await ctx.db
      .select({ id: publishableApiKey.id, channel: publishableApiKeySalesChannel.sales_channel_id })
      .from(publishableApiKey)
      .leftJoin(
        publishableApiKeySalesChannel,
        eq(publishableApiKeySalesChannel.publishable_key_id, publishableApiKey.id),
      )
      .where(isNull(publishableApiKey.revoked_at))
      .orderBy(asc(publishableApiKey.created_at))
    found = (keys.find((k) => k.channel && k.channel === storeRow?.channel) ?? keys[0])?.id
    return found
  }
}

/** How long a page may show the store's details after another server process changed the store. */
export const STORE_DETAILS_MAX_AGE_MS = 5_000

/** What the pages take from Settings › Store details. */
export interface StoreDetails {
  /** The shop's name in titles, header and footer. */
  name: string | undefined
  /** Picks the region of a first visit whose browser names no country the store ships to. */
  defaultCurrency: string | undefined
}

const NO_DETAILS: StoreDetails = { name: undefined, defaultCurrency: undefined }

/**
 * The store's name and default currency (Settings › Store details). Kept between requests: read
 * again after this process changes the store (the 'store.updated' tap runs before the write answers,
 * so the next page shows the change), and at least every STORE_DETAILS_MAX_AGE_MS for changes made by
 * other processes sharing the database (events stay within each process).
 */
export function storeDetailsReader(ctx: AppContext, maxAgeMs = STORE_DETAILS_MAX_AGE_MS) {
  let generation = 0
  let cached: { details: StoreDetails; readAt: number; generation: number } | undefined
  let pending: { generation: number; details: Promise<StoreDetails> } | undefined
  ctx.events.tap((_data, eventName) => {
    if (eventName === 'store.updated') generation++
  })
  return (): Promise<StoreDetails> => {
    if (cached && cached.generation === generation && Date.now() - cached.readAt < maxAgeMs)
      return Promise.resolve(cached.details)
    // One read at a time; a read that started before the store changed is not waited for.
    if (!pending || pending.generation !== generation) {
      const started = generation
      const details = ctx.db
        .select({ name: store.name, defaultCurrency: store.default_currency_code })
        .from(store)
        .limit(1)
        .then(([row]) => {
          const read = { name: row?.name, defaultCurrency: row?.defaultCurrency }
          if (started === generation) cached = { details: read, readAt: Date.now(), generation: started }
          return read
        })
        .catch((err: unknown) => {
          ctx.log.warn({ err }, 'storefront: could not read the store details')
          return cached?.details ?? NO_DETAILS
        })
        .finally(() => {
          if (pending?.details === details) pending = undefined
        })
      pending = { generation: started, details }
    }
    return pending.details
  }
}

/** The shop's icons, from the storefront's public folder (Vite copies it to the root of dist/client). */
const ICONS: Record<string, string> = { '/favicon.ico': 'image/x-icon', '/favicon.svg': 'image/svg+xml' }

/** Renders the storefront's not-found page for an unknown address (see storefrontNotFoundHandler). */
export type StorefrontNotFound = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>

/**
 * Serves the storefront; returns its not-found page, or undefined while the storefront is not built
 * (unknown addresses then keep the JSON 404).
 */
export async function serveStorefront(
  app: FastifyInstance,
  ctx: AppContext,
  dist = DEFAULT_STOREFRONT_DIST,
): Promise<StorefrontNotFound | undefined> {
  const templatePath = join(dist, 'client', 'index.html')
  const entryPath = join(dist, 'server', 'entry-server.js')
  if (!existsSync(templatePath) || !existsSync(entryPath)) {
    app.get('/', { config: { auth: 'public' } }, async (_req, reply) =>
      reply.status(503).send({
        type: 'unexpected_state',
        message: 'The storefront is not built. Run `npm run build` and restart.',
      }),
    )
    return undefined
  }
  const template = readFileSync(templatePath, 'utf8')
  const entry = (await import(pathToFileURL(entryPath).href)) as {
    render: Render
    encodePage?: EncodePage
    renderSitemap?: RenderSitemap
    robotsTxt?: (origin: string) => string
  }
  const { render } = entry
  const encodePage: EncodePage = entry.encodePage ?? ((html) => ({ body: html }))
  const publishableKey = publishableKeyFinder(ctx)
  const storeDetails = storeDetailsReader(ctx)
  const fetchInProcess = injectFetch(app)

  await app.register(fastifyStatic, {
    root: join(dist, 'client', 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    wildcard: true,
    index: false,
    // The build writes .br and .gz copies of each script and stylesheet.
    preCompressed: true,
    // File names carry a content hash.
    maxAge: '365d',
    immutable: true,
  })

  // The address crawlers and link previews are given: STOREFRONT_URL when set, else the request's own.
  const originOf = (req: FastifyRequest) => ctx.config.storefrontUrl ?? `${req.protocol}://${req.host}`
  const page = async (req: FastifyRequest, reply: FastifyReply, forceStatus?: number) => {
    const [key, details] = await Promise.all([publishableKey(), storeDetails()])
    const sessionCookie = storeSessionCookie(req.headers.cookie)
    const { status, html, error } = await render(template, {
      url: req.url,
      origin: originOf(req),
      cookie: req.headers.cookie,
      // Goes to the in-process fetch only, which never leaves this server.
      sessionCookie,
      // Picks the shopper's country (and so region and currency) on a first visit.
      acceptLanguage: req.headers['accept-language'],
      backendUrl: 'http://storefront.internal',
      publicBackendUrl: '',
      publishableKey: key,
      storeName: details.name,
      defaultCurrency: details.defaultCurrency,
      fetch: fetchInProcess,
    })
    if (error) req.log.warn({ err: error }, 'storefront page sent without server rendering')
    const { body, encoding } = encodePage(html, req.headers['accept-encoding'])
    if (encoding) reply.header('content-encoding', encoding)
    return (
      reply
        .status(forceStatus ?? status)
        // A signed-in shopper's page carries their prices and session: no shared cache may keep it.
        .header('cache-control', sessionCookie ? 'private, no-cache' : 'no-cache')
        // The language and country come from the cookies and Accept-Language.
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html; charset=utf-8')
        .send(body)
    )
  }
  for (const path of PAGE_PATHS)
    app.get(path, { config: { auth: 'public' } }, (req, reply) => page(req, reply))

  const { renderSitemap, robotsTxt } = entry
  if (robotsTxt)
    app.get('/robots.txt', { config: { auth: 'public' } }, async (req, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(originOf(req))),
    )
  if (renderSitemap) {
    const sitemap = async (req: FastifyRequest, reply: FastifyReply) => {
      const xml = await renderSitemap({
        path: req.url.split('?')[0]!,
        origin: originOf(req),
        backendUrl: 'http://storefront.internal',
        publishableKey: await publishableKey(),
        fetch: fetchInProcess,
      })
      if (xml === null) throw notFound('Sitemap not found')
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(xml)
    }
    app.get('/sitemap.xml', { config: { auth: 'public' } }, sitemap)
    app.get('/sitemaps/:file', { config: { auth: 'public' } }, sitemap)
  }
  // Browsers ask for /favicon.ico whatever the page links; a build without the icon answers a JSON 404
  // rather than a page.
  for (const [path, type] of Object.entries(ICONS)) {
    const file = join(dist, 'client', path)
    const icon = existsSync(file) ? readFileSync(file) : undefined
    app.get(path, { config: { auth: 'public' } }, async (_req, reply) => {
      if (!icon) throw notFound('File not found')
      return reply.type(type).header('cache-control', 'public, max-age=86400').send(icon)
    })
  }

  return async (req, reply) => {
    // `/Cart`, `/Products/shirt`: the page the shopper meant (Fastify's router is case-sensitive,
    // React Router's is not, so rendering it would show the page under a 404).
    const [path = '/', query] = splitUrl(req.url)
    const meant = pagePathIgnoringCase(path)
    if (meant && meant !== path) return reply.redirect(query === undefined ? meant : `${meant}?${query}`, 301)
    // Addresses shoppers guess for a listing the storefront does not have (`/collections`) get the
    // not-found page like any other.
    return page(req, reply, 404)
  }
}

const splitUrl = (url: string): [string, string | undefined] => {
  const at = url.indexOf('?')
  return at < 0 ? [url, undefined] : [url.slice(0, at), url.slice(at + 1)]
}

/** The page path `path` names when letter case is ignored in its fixed segments; parameters kept as given. */
export function pagePathIgnoringCase(path: string): string | undefined {
  const parts = path.replace(/\/+$/, '').split('/')
  for (const pattern of PAGE_PATHS) {
    const fixed = pattern.replace(/\/+$/, '').split('/')
    if (fixed.length !== parts.length) continue
    const ok = fixed.every((seg, i) =>
      seg.startsWith(':') ? parts[i] !== '' : seg.toLowerCase() === parts[i]!.toLowerCase(),
    )
    if (ok) return fixed.map((seg, i) => (seg.startsWith(':') ? parts[i] : seg)).join('/') || '/'
  }
  return undefined
}

/**
 * Paths that are never storefront pages: the APIs, the dashboard, health, uploads, built assets and
 * sitemaps, and any file name (`/apple-touch-icon.png`). Their unknown addresses keep the JSON 404
 * that API clients rely on (contract).
 */
const NOT_PAGES = /^\/(store|admin|app|health|uploads|assets|sitemaps)(\/|$)|\.\w{1,8}$/i

/** Whether an unknown address is one a shopper's browser asks for as a page. */
export function isStorefrontAddress(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  return !NOT_PAGES.test(splitUrl(url)[0])
}

/**
 * The server's not-found handler: an unknown page address gets the storefront's not-found page (404,
 * in the shopper's language) when the storefront is served here; everything else, and every address
 * while it is not built, gets the contract's JSON 404.
 */
export function storefrontNotFoundHandler(storefront: StorefrontNotFound | undefined) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (storefront && isStorefrontAddress(req.method, req.url)) return storefront(req, reply)
    throw notFound(`Route ${req.method}:${splitUrl(req.url)[0]} not found`)
  }
}
