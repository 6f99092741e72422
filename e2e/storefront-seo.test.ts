import type { PricedProduct, Region } from '@mercato/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasChromium } from './chromium'
import type { E2E } from './harness'
import { type ShopApi, startShop } from './storefront-shop'

// What the storefront tells search engines: robots.txt, the sitemaps, canonical links and product data.

let e: E2E
let region: Region
let api: ShopApi
let homeProducts: () => Promise<PricedProduct[]>

beforeAll(async () => {
  if (!hasChromium) return
  ;({ e, region, api, homeProducts } = await startShop())
})
afterAll(() => e?.close())

describe.skipIf(!hasChromium)('storefront for search engines', () => {
  it('tells search engines what to index: robots.txt, sitemaps, canonical links and product data', async () => {
    const get = async (path: string) => {
      const res = await fetch(`${e.baseUrl}${path}`, { headers: { 'accept-language': 'en-US' } })
      return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() }
    }
    const robots = await get('/robots.txt')
    expect(robots.type).toContain('text/plain')
    expect(robots.text).toContain('Disallow: /checkout')
    expect(robots.text).toContain(`Sitemap: ${e.baseUrl}/sitemap.xml`)

    const index = await get('/sitemap.xml')
    expect(index.type).toContain('application/xml')
    const maps = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(maps).toEqual([`${e.baseUrl}/sitemaps/pages.xml`, `${e.baseUrl}/sitemaps/products-1.xml`])

    // Every product the shop sells, once, as the Store API lists them.
    const listed: string[] = []
    for (let offset = 0; ; offset += 100) {
      const { products, count } = await api<{ products: PricedProduct[]; count: number }>(
        `/store/products?limit=100&offset=${offset}`,
      )
      listed.push(...products.map((p) => `${e.baseUrl}/products/${p.handle}`))
      if (offset + 100 >= count) break
    }
    const productMap = await get('/sitemaps/products-1.xml')
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
    expect(locs(productMap.text).sort()).toEqual(listed.sort())
    expect(productMap.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
    const { collections } = await api<{ collections: { handle: string }[] }>('/store/collections?limit=100')
    const pages = locs((await get('/sitemaps/pages.xml')).text)
    expect(pages[0]).toBe(`${e.baseUrl}/`)
    for (const c of collections) expect(pages).toContain(`${e.baseUrl}/collections/${c.handle}`)
    expect(pages.some((loc) => loc.includes('/categories/'))).toBe(true)
    expect((await get('/sitemaps/products-2.xml')).status).toBe(404)
    expect((await get('/sitemaps/secrets.xml')).status).toBe(404)

    // A product page: its canonical address and schema.org data with the region's price range.
    const [product] = await homeProducts()
    const html = (await get(`/products/${product!.handle}`)).text
    const canonical = `${e.baseUrl}/products/${product!.handle}`
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`)
    const data = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!)
    const prices = product!.variants.map((v) => v.calculated_price!).filter((p) => p != null)
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product!.title,
      url: canonical,
      offers: {
        priceCurrency: region.currency_code.toUpperCase(),
        lowPrice: String(Math.min(...prices) / 100),
        highPrice: String(Math.max(...prices) / 100),
        availability: 'https://schema.org/InStock',
      },
    })
    // Listing pages keep their page in the canonical address; shopper pages ask not to be indexed.
    expect((await get('/collections/' + collections[0]!.handle + '?page=2')).text).toContain(
      `<link rel="canonical" href="${e.baseUrl}/collections/${collections[0]!.handle}?page=2" />`,
    )
    const cart = (await get('/cart')).text
    expect(cart).toContain('<meta name="robots" content="noindex" />')
    expect(cart).not.toContain('rel="canonical"')
  })
})
