// What search engines read besides the pages: robots.txt, and sitemaps listing the home page, the
// all-products page, every collection, category and product, fetched through the Store API like the
// pages themselves.
import { MercatoStore } from '@mercato/client/store'

/** Product URLs per sitemap file (the protocol allows 50,000; smaller files answer faster). */
export const PRODUCTS_PER_SITEMAP = 5_000
/** Rows per Store API request while a sitemap is built (the API's largest page). */
const API_PAGE = 1_000

/** Pages that belong to one shopper: crawlers are asked to keep out. */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/account',
  '/order/',
  '/swap/',
  '/order-edits/',
  '/reset-password',
]

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  )

interface Entry {
  loc: string
  lastmod?: string | null
}

function urlset(entries: Entry[]): string {
  const urls = entries.map(
    (e) =>
      `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod.slice(0, 10))}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`
}

function sitemapIndex(locations: string[]): string {
  const maps = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${maps.join('')}</sitemapindex>\n`
}

export interface SitemapRequest {
  /** `/sitemap.xml` or `/sitemaps/<file>.xml`. */
  path: string
  /** The shop's address as crawlers reach it, without a trailing slash. */
  origin: string
  backendUrl: string
  publishableKey?: string
  fetch?: typeof fetch
}

const segment = (handle: string) => encodeURIComponent(handle)

/**
 * The sitemap at `path`, or null for a path that names none (a 404). `/sitemap.xml` is an index of
 * `/sitemaps/pages.xml` (home, all products, collections, categories) and `/sitemaps/products-<n>.xml`.
 */
export async function renderSitemap(req: SitemapRequest): Promise<string | null> {
  const client = new MercatoStore({
    baseUrl: req.backendUrl,
    publishableApiKey: req.publishableKey,
    fetch: req.fetch,
  })
  const productPage = (offset: number, limit: number) =>
    client.products.list({ offset, limit, fields: 'handle,updated_at', expand: '' })

  if (req.path === '/sitemap.xml') {
    const { count } = await productPage(0, 1)
    const files = Math.ceil(count / PRODUCTS_PER_SITEMAP)
    return sitemapIndex([
      `${req.origin}/sitemaps/pages.xml`,
      ...Array.from({ length: files }, (_, i) => `${req.origin}/sitemaps/products-${i + 1}.xml`),
    ])
  }
  if (req.path === '/sitemaps/pages.xml') {
    const entries: Entry[] = [{ loc: `${req.origin}/` }, { loc: `${req.origin}/products` }]
    for (let offset = 0; ; offset += API_PAGE) {
      const { collections, count } = await client.collections.list({ offset, limit: API_PAGE })
      entries.push(
        ...collections
          .filter((c) => c.handle)
          .map((c) => ({ loc: `${req.origin}/collections/${segment(c.handle!)}`, lastmod: c.updated_at })),
      )
      if (offset + API_PAGE >= count) break
    }
    for (let offset = 0; ; offset += API_PAGE) {
      const { product_categories, count } = await client.productCategories.list({ offset, limit: API_PAGE })
      entries.push(
        ...product_categories
          .filter((c) => c.handle)
          .map((c) => ({ loc: `${req.origin}/categories/${segment(c.handle!)}`, lastmod: c.updated_at })),
      )
      if (offset + API_PAGE >= count) break
    }
    return urlset(entries)
  }
  const file = /^\/sitemaps\/products-([1-9][0-9]*)\.xml$/.exec(req.path)
  if (!file) return null
  const start = (Number(file[1]) - 1) * PRODUCTS_PER_SITEMAP
  const entries: Entry[] = []
  for (let offset = start; offset < start + PRODUCTS_PER_SITEMAP; offset += API_PAGE) {
    const { products, count } = await productPage(offset, API_PAGE)
    if (offset === start && start >= count) return null
    entries.push(
      ...products.map((p) => ({
        loc: `${req.origin}/products/${segment(p.handle!)}`,
        lastmod: p.updated_at,
      })),
    )
    if (offset + API_PAGE >= count) break
  }
  return urlset(entries)
}
