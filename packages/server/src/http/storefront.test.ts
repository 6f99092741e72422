import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Fastify from 'fastify'
import { describe, expect, it, vi } from 'vitest'
import type { AppContext } from '../context'
import { EventBus } from '../events/bus'
import { errorHandler } from './errors'
import {
  isStorefrontAddress,
  pagePathIgnoringCase,
  serveStorefront,
  storeDetailsReader,
  storeSessionCookie,
  storefrontNotFoundHandler,
} from './storefront'

describe('serveStorefront', () => {
  it('answers the site root with a JSON 503 while the storefront is not built, and claims nothing else', async () => {
    const app = Fastify({ logger: false })
    app.get('/store/products', async () => ({ products: [] }))
    const emptyDist = mkdtempSync(join(tmpdir(), 'storefront-dist-'))
    // The context is only read when a page is rendered.
    await serveStorefront(app, {} as AppContext, emptyDist)
    await app.ready()

    const root = await app.inject({ method: 'GET', url: '/' })
    expect(root.statusCode).toBe(503)
    expect(root.json()).toEqual({
      type: 'unexpected_state',
      message: 'The storefront is not built. Run `npm run build` and restart.',
    })
    expect((await app.inject({ method: 'GET', url: '/store/products' })).json()).toEqual({ products: [] })
    expect((await app.inject({ method: 'GET', url: '/products/anything' })).statusCode).toBe(404)
    await app.close()
  })
})

/** A database whose every select answers `rows(fields)`, counting the reads of the store's details. */
function fakeContext(rows: (fields: Record<string, unknown>) => unknown[]) {
  const events = new EventBus()
  let nameReads = 0
  const db = {
    select(fields: Record<string, unknown>) {
      if ('name' in fields) nameReads++
      const query = {
        from: () => query,
        leftJoin: () => query,
        where: () => query,
        orderBy: () => query,
        limit: () => query,
        // biome-ignore lint/suspicious/noThenProperty: stands in for a Drizzle query, which is awaited
        then: (resolve: (rows: unknown[]) => unknown, reject: (err: unknown) => unknown) =>
          Promise.resolve()
            .then(() => rows(fields))
            .then(resolve, reject),
      }
      return query
    },
  }
  const log = { warn: vi.fn() }
  const ctx = { db, events, log, config: {} } as unknown as AppContext
  return { ctx, events, log, reads: () => nameReads }
}

describe('storeDetailsReader', () => {
  it('reads the name once, again right after the store changes, and again once it is older than the limit', async () => {
    let name = 'First Shop'
    const { ctx, events, reads } = fakeContext(() => [{ name, defaultCurrency: 'eur' }])
    const reader = storeDetailsReader(ctx, 1_000)
    const read = () => reader().then((details) => details.name)
    expect(await reader()).toEqual({ name: 'First Shop', defaultCurrency: 'eur' })
    expect(await Promise.all([read(), read(), read()])).toEqual(['First Shop', 'First Shop', 'First Shop'])
    expect(reads()).toBe(1)
    name = 'Second Shop'
    expect(await read()).toBe('First Shop')
    expect(reads()).toBe(1)
    // This process renamed the store: the next page has the new name.
    events.emit('store.updated', { id: 'store_1' })
    expect(await read()).toBe('Second Shop')
    expect(reads()).toBe(2)
    events.emit('product.updated', { id: 'prod_1' })
    expect(await read()).toBe('Second Shop')
    expect(reads()).toBe(2)
    // Another process renamed it: seen once the kept name is older than the limit.
    name = 'Third Shop'
    vi.useFakeTimers({ now: Date.now() + 1_001, toFake: ['Date'] })
    try {
      expect(await read()).toBe('Third Shop')
      expect(reads()).toBe(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not keep a name read before the store changed, and keeps the last name when a read fails', async () => {
    let name = 'Old'
    let fail = false
    const { ctx, events, log } = fakeContext(() => {
      if (fail) throw new Error('database down')
      return [{ name }]
    })
    const reader = storeDetailsReader(ctx, 60_000)
    const read = () => reader().then((details) => details.name)
    const before = read()
    name = 'New'
    events.emit('store.updated', {})
    // The read in flight may see either name, but the next one reads again.
    await before
    expect(await read()).toBe('New')
    fail = true
    events.emit('store.updated', {})
    expect(await read()).toBe('New')
    expect(log.warn).toHaveBeenCalledOnce()
  })
})

/** A built storefront (template and server entry) in a temporary folder. */
function storefrontWithEntry(entry: string, withIcon = false) {
  const dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'))
  mkdirSync(join(dist, 'client', 'assets'), { recursive: true })
  mkdirSync(join(dist, 'server'))
  writeFileSync(join(dist, 'client', 'index.html'), '<title><!--ssr-head--></title>')
  writeFileSync(join(dist, 'server', 'entry-server.js'), entry)
  if (withIcon) {
    writeFileSync(join(dist, 'client', 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]))
    writeFileSync(join(dist, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  }
  return dist
}

describe('serveStorefront with a built storefront', () => {
  function builtStorefront(
    withIcon: boolean,
    // A server entry that renders the shop's name it is given.
    entry = 'export async function render(template, req) { return { status: 200, html: template.replace("<!--ssr-head-->", req.storeName) } }',
  ) {
    return storefrontWithEntry(entry, withIcon)
  }

  it('renders pages with the store name and serves the shop icon at /favicon.ico', async () => {
    let name = 'Corner Goods'
    const { ctx, events } = fakeContext((fields) => ('name' in fields ? [{ name }] : []))
    const app = Fastify({ logger: false })
    await serveStorefront(app, ctx, builtStorefront(true))
    await app.ready()
    expect((await app.inject({ method: 'GET', url: '/' })).body).toBe('<title>Corner Goods</title>')
    name = 'Corner Goods & Co'
    events.emit('store.updated', {})
    expect((await app.inject({ method: 'GET', url: '/cart' })).body).toBe('<title>Corner Goods & Co</title>')

    const ico = await app.inject({ method: 'GET', url: '/favicon.ico' })
    expect(ico.statusCode).toBe(200)
    expect(ico.headers['content-type']).toBe('image/x-icon')
    expect(ico.rawPayload).toEqual(Buffer.from([0, 0, 1, 0, 1, 0]))
    const svg = await app.inject({ method: 'GET', url: '/favicon.svg' })
    expect(svg.statusCode).toBe(200)
    expect(svg.headers['content-type']).toBe('image/svg+xml')
    await app.close()
  })

  it('answers /favicon.ico with a JSON 404 when the build has no icon', async () => {
    const { ctx } = fakeContext(() => [])
    const app = Fastify({ logger: false })
    app.setErrorHandler(errorHandler)
    await serveStorefront(app, ctx, builtStorefront(false))
    await app.ready()
    const res = await app.inject({ method: 'GET', url: '/favicon.ico' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ type: 'not_found', message: 'File not found' })
    await app.close()
  })

  it('gives the render the store session cookie only, and keeps a signed-in page out of shared caches', async () => {
    const { ctx } = fakeContext(() => [])
    const app = Fastify({ logger: false })
    const echoSession =
      'export async function render(template, req) { return { status: 200, html: String(req.sessionCookie) } }'
    await serveStorefront(app, ctx, builtStorefront(false, echoSession))
    await app.ready()
    const signedIn = await app.inject({
      method: 'GET',
      url: '/products/jacket',
      headers: {
        cookie: 'mercato_admin_sid=s%3Aadmin; mercato_store_sid=s%3Ashopper.sig; mercato_country=us',
      },
    })
    expect(signedIn.body).toBe('mercato_store_sid=s%3Ashopper.sig')
    expect(signedIn.headers['cache-control']).toBe('private, no-cache')
    const guest = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'mercato_admin_sid=s%3Aadmin' },
    })
    expect(guest.body).toBe('undefined')
    expect(guest.headers['cache-control']).toBe('no-cache')
    await app.close()
  })
})

describe('unknown addresses', () => {
  // A server entry that answers as the storefront does: its not-found page (404) for paths it has no
  // route for, in the language Accept-Language names.
  const notFoundEntry = `export async function render(template, req) {
    const de = (req.acceptLanguage ?? '').startsWith('de')
    const known = req.url === '/' || req.url.startsWith('/cart')
    return {
      status: known ? 200 : 404,
      html: '<html lang="' + (de ? 'de' : 'en') + '"><h1>' + (known ? 'Shop' : de ? 'Seite nicht gefunden' : 'Page not found') + '</h1></html>',
    }
  }`

  async function site(built: boolean) {
    const { ctx } = fakeContext(() => [])
    const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } })
    app.setErrorHandler(errorHandler)
    app.get('/store/products', async () => ({ products: [] }))
    const dist = built ? storefrontWithEntry(notFoundEntry) : mkdtempSync(join(tmpdir(), 'storefront-dist-'))
    app.setNotFoundHandler(storefrontNotFoundHandler(await serveStorefront(app, ctx, dist)))
    await app.ready()
    return app
  }

  it("renders the storefront's not-found page (404, the shopper's language) for unknown page addresses", async () => {
    const app = await site(true)
    for (const url of ['/about', '/collections', '/foo/bar', '/about?ref=mail']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(res.body, url).toBe('<html lang="en"><h1>Page not found</h1></html>')
    }
    const german = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-language': 'de-DE' } })
    expect(german.statusCode).toBe(404)
    expect(german.body).toContain('Seite nicht gefunden')
    expect((await app.inject({ method: 'HEAD', url: '/about' })).statusCode).toBe(404)
    await app.close()
  })

  it('serves the pages e-mails link to as pages, not as the not-found page', async () => {
    const app = await site(true)
    for (const url of ['/account/claim', '/order-edits/:id'])
      expect(app.hasRoute({ method: 'GET', url }), url).toBe(true)
    await app.close()
  })

  it('sends an address that differs from a page only in letter case to the page', async () => {
    const app = await site(true)
    const cart = await app.inject({ method: 'GET', url: '/Cart?lng=de' })
    expect(cart.statusCode).toBe(301)
    expect(cart.headers.location).toBe('/cart?lng=de')
    // Parameters (ids are case-sensitive) are kept as given.
    const order = await app.inject({ method: 'GET', url: '/ORDER/Confirmed/order_01ABC' })
    expect(order.headers.location).toBe('/order/confirmed/order_01ABC')
    await app.close()
  })

  it('keeps the JSON 404 for the API, the dashboard, assets, files and other methods', async () => {
    const app = await site(true)
    const cases: Array<['GET' | 'HEAD' | 'POST' | 'DELETE', string]> = [
      ['GET', '/store/nothing'],
      ['GET', '/store'],
      ['GET', '/admin/nothing'],
      ['GET', '/health/x'],
      ['GET', '/uploads/none'],
      ['GET', '/sitemaps/x'],
      ['GET', '/apple-touch-icon.png'],
      ['POST', '/about'],
      ['DELETE', '/foo'],
    ]
    for (const [method, url] of cases) {
      const res = await app.inject({ method, url })
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), `${method} ${url}`).toEqual({
        type: 'not_found',
        message: `Route ${method}:${url} not found`,
      })
    }
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).json()).toMatchObject({
      type: 'not_found',
    })
    expect((await app.inject({ method: 'GET', url: '/store/products' })).json()).toEqual({ products: [] })
    await app.close()
  })

  it('keeps the JSON 404 everywhere while the storefront is not built', async () => {
    const app = await site(false)
    const res = await app.inject({ method: 'GET', url: '/about' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ type: 'not_found', message: 'Route GET:/about not found' })
    await app.close()
  })

  it('tells page addresses from the rest', () => {
    expect(isStorefrontAddress('GET', '/about')).toBe(true)
    expect(isStorefrontAddress('HEAD', '/a/b?x=1')).toBe(true)
    expect(isStorefrontAddress('GET', '/storefront-news')).toBe(true)
    expect(isStorefrontAddress('GET', '/Store/x')).toBe(false)
    expect(isStorefrontAddress('GET', '/application')).toBe(true)
    expect(isStorefrontAddress('GET', '/app/x')).toBe(false)
    expect(isStorefrontAddress('PUT', '/about')).toBe(false)
    expect(pagePathIgnoringCase('/Cart/')).toBe('/cart')
    expect(pagePathIgnoringCase('/cart')).toBe('/cart')
    expect(pagePathIgnoringCase('/Products')).toBe('/products')
    expect(pagePathIgnoringCase('/collections')).toBeUndefined()
    expect(pagePathIgnoringCase('/about')).toBeUndefined()
  })
})

describe('storeSessionCookie', () => {
  it('picks the store session out of a Cookie header', () => {
    expect(storeSessionCookie('a=1; mercato_store_sid=s%3Aabc.def; b=2')).toBe(
      'mercato_store_sid=s%3Aabc.def',
    )
    expect(storeSessionCookie('mercato_store_sid_old=x; mercato_admin_sid=y')).toBeUndefined()
    expect(storeSessionCookie('mercato_store_sid=')).toBeUndefined()
    expect(storeSessionCookie(undefined)).toBeUndefined()
  })
})
