import { describe, expect, it } from 'vitest'
import { renderSitemap } from './seo'

/** A Store API with one collection and one category. */
const storeApi: typeof fetch = async (input) => {
  const path = new URL(String(input instanceof Request ? input.url : input)).pathname
  const body =
    path === '/store/collections'
      ? { collections: [{ handle: 'summer', updated_at: '2026-01-02T00:00:00Z' }], count: 1 }
      : path === '/store/product-categories'
        ? { product_categories: [{ handle: 'shirts', updated_at: null }], count: 1 }
        : {}
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
}

describe('the pages sitemap', () => {
  it('lists the home page, the all-products page, the collections and the categories', async () => {
    const xml = await renderSitemap({
      path: '/sitemaps/pages.xml',
      origin: 'https://shop.example.com',
      backendUrl: 'http://api.local',
      fetch: storeApi,
    })
    const locs = [...(xml ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual([
      'https://shop.example.com/',
      'https://shop.example.com/products',
      'https://shop.example.com/collections/summer',
      'https://shop.example.com/categories/shirts',
    ])
  })
})
