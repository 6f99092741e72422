import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { publishableApiKey, publishableApiKeySalesChannel, store } from '@mercato/db'
import { notFound } from '@mercato/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { asc, eq, isNull } from 'drizzle-orm'
import type { AppContext } from '../context'

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
  '/products/:handle',
  '/collections/:handle',
  '/categories/:handle',
  '/order/confirmed/:id',
  '/order/:id/return',
  '/order/lookup',
  '/reset-password',
]

interface RenderRequest {
  url: string
  cookie?: string
  acceptLanguage?: string
  backendUrl: string
  publicBackendUrl: string
  publishableKey?: string
  fetch?: typeof fetch
}
type Render = (
  template: string,
  req: RenderRequest,
) => Promise<{ status: number; html: string; error?: unknown }>
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

export async function serveStorefront(app: FastifyInstance, ctx: AppContext, dist = DEFAULT_STOREFRONT_DIST) {
  const templatePath = join(dist, 'client', 'index.html')
  const entryPath = join(dist, 'server', 'entry-server.js')
  if (!existsSync(templatePath) || !existsSync(entryPath)) {
    app.get('/', { config: { auth: 'public' } }, async (_req, reply) =>
      reply.status(503).send({
        type: 'unexpected_state',
        message: 'The storefront is not built. Run `npm run build` and restart.',
      }),
    )
    return
  }
  const template = readFileSync(templatePath, 'utf8')
  const entry = (await import(pathToFileURL(entryPath).href)) as { render: Render; encodePage?: EncodePage }
  const { render } = entry
  const encodePage: EncodePage = entry.encodePage ?? ((html) => ({ body: html }))
  const publishableKey = publishableKeyFinder(ctx)
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

  const page = async (req: FastifyRequest, reply: FastifyReply) => {
    const { status, html, error } = await render(template, {
      url: req.url,
      cookie: req.headers.cookie,
      // Picks the shopper's country (and so region and currency) on a first visit.
      acceptLanguage: req.headers['accept-language'],
      backendUrl: 'http://storefront.internal',
      publicBackendUrl: '',
      publishableKey: await publishableKey(),
      fetch: fetchInProcess,
    })
    if (error) req.log.warn({ err: error }, 'storefront page sent without server rendering')
    const { body, encoding } = encodePage(html, req.headers['accept-encoding'])
    if (encoding) reply.header('content-encoding', encoding)
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(body)
  }
  for (const path of PAGE_PATHS) app.get(path, { config: { auth: 'public' } }, page)
  app.get('/favicon.ico', { config: { auth: 'public' } }, async () => {
    throw notFound('File not found')
  })
}
