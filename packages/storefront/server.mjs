// Runs the built storefront on its own, against any Mercato (or Medusa v1) backend:
//   MERCATO_BACKEND_URL=https://shop-api.example.com MERCATO_PUBLISHABLE_KEY=pk_… PORT=8000 node server.mjs
// STOREFRONT_DEFAULT_COUNTRY (e.g. `us`) is the country of a first visit whose browser languages name
// none the store ships to. STOREFRONT_NAME is the shop's name in the pages' titles, header and footer
// (default "Mercato shop"; inside the Mercato server the pages show the store's name instead).
// STOREFRONT_URL is the shop's public address for canonical links, robots.txt and sitemaps (default:
// the address each request came to).
// The browser calls the backend directly, so the backend's store CORS must allow this server's origin.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const dist = fileURLToPath(new URL('./dist/', import.meta.url))
const backendUrl = (process.env.MERCATO_BACKEND_URL ?? 'http://localhost:9000').replace(/\/+$/, '')
const publishableKey = process.env.MERCATO_PUBLISHABLE_KEY || undefined
const port = Number(process.env.PORT ?? 8000)
const defaultCountry = process.env.STOREFRONT_DEFAULT_COUNTRY || undefined
const storeName = process.env.STOREFRONT_NAME || undefined
const publicUrl = process.env.STOREFRONT_URL?.replace(/\/+$/, '') || undefined

if (!existsSync(join(dist, 'server', 'entry-server.js'))) {
  console.error('The storefront is not built: run `npm run build` in packages/storefront first.')
  process.exit(1)
}
const template = readFileSync(join(dist, 'client', 'index.html'), 'utf8')
const { render, encodePage, acceptedCodings, renderSitemap, robotsTxt } = await import(
  pathToFileURL(join(dist, 'server', 'entry-server.js')).href
)

const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.ico': 'image/x-icon',
}

/** The shop's icons, copied from public/ to the root of dist/client by the build. */
const ICONS = new Set(['/favicon.ico', '/favicon.svg'])

function sendIcon(pathname, res) {
  const file = join(dist, 'client', pathname)
  if (!existsSync(file)) return false
  res.writeHead(200, { 'content-type': TYPES[extname(file)], 'cache-control': 'public, max-age=86400' })
  createReadStream(file).pipe(res)
  return true
}

/** The build's .br or .gz copy of an asset when the client accepts it, else the file itself. */
function compressedCopy(file, acceptEncoding) {
  const accepted = acceptedCodings(acceptEncoding)
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (accepted.has(encoding) && existsSync(file + suffix)) return { path: file + suffix, encoding }
  }
  return { path: file }
}

function sendAsset(pathname, req, res) {
  const file = normalize(join(dist, 'client', pathname))
  if (!file.startsWith(join(dist, 'client', 'assets')) || !existsSync(file) || !statSync(file).isFile())
    return false
  const { path, encoding } = compressedCopy(file, req.headers['accept-encoding'])
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  })
  createReadStream(path).pipe(res)
  return true
}

createServer(async (req, res) => {
  try {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0]
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ type: 'not_allowed', message: 'Only GET is served here' }))
    }
    if (pathname.startsWith('/assets/') || ICONS.has(pathname)) {
      if (ICONS.has(pathname) ? sendIcon(pathname, res) : sendAsset(pathname, req, res)) return
      res.writeHead(404, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ type: 'not_found', message: 'File not found' }))
    }
    const origin = publicUrl ?? `http://${req.headers.host ?? `localhost:${port}`}`
    if (pathname === '/robots.txt') {
      res.writeHead(200, {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      })
      return res.end(robotsTxt(origin))
    }
    if (pathname === '/sitemap.xml' || pathname.startsWith('/sitemaps/')) {
      const xml = await renderSitemap({ path: pathname, origin, backendUrl, publishableKey })
      if (xml === null) {
        res.writeHead(404, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ type: 'not_found', message: 'Sitemap not found' }))
      }
      res.writeHead(200, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'public, max-age=3600',
      })
      return res.end(xml)
    }
    const { status, html, error } = await render(template, {
      url,
      origin,
      cookie: req.headers.cookie,
      acceptLanguage: req.headers['accept-language'],
      defaultCountry,
      storeName,
      backendUrl,
      publicBackendUrl: backendUrl,
      publishableKey,
    })
    if (error) console.warn('Page sent without server rendering:', error)
    const { body, encoding } = encodePage(html, req.headers['accept-encoding'])
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      // The language and country come from the cookies and Accept-Language.
      vary: 'accept-encoding, accept-language, cookie',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    })
    res.end(body)
  } catch (error) {
    console.error(error)
    res.writeHead(500, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ type: 'unexpected_state', message: 'The page could not be rendered' }))
  }
}).listen(port, () => console.log(`Storefront on http://localhost:${port} (backend ${backendUrl})`))
