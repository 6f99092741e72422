import { inventoryLevel, priceList, product, productVariant, region, shippingOption } from '@mercato/db'
import { toHandle } from '@mercato/domain'
import { and, count, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { seedDemoCatalog } from './seed'
import { DEMO_PRODUCTS } from './seed-data'
import { demoImageSvg } from './seed-images'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const countOf = async (
  table:
    | typeof product
    | typeof productVariant
    | typeof region
    | typeof priceList
    | typeof inventoryLevel
    | typeof shippingOption,
) => {
  const [row] = await t.ctx.db.select({ n: count() }).from(table as typeof product)
  return row!.n
}

describe('seedDemoCatalog', () => {
  it('seeds a browsable catalogue once, and again without duplicating anything', async () => {
    const { publishableKey } = await seedDemoCatalog(t.ctx)
    const first = {
      products: await countOf(product),
      variants: await countOf(productVariant),
      regions: await countOf(region),
      lists: await countOf(priceList),
      levels: await countOf(inventoryLevel),
      shippingOptions: await countOf(shippingOption),
    }
    const [published] = await t.ctx.db
      .select({ n: count() })
      .from(product)
      .where(and(eq(product.status, 'published'), isNull(product.deleted_at)))
    expect(published!.n).toBeGreaterThanOrEqual(50)
    expect(first.regions).toBe(3)
    // The summer sale: dollars before tax, and Europe's prices with VAT inside.
    expect(first.lists).toBe(2)
    expect(first.levels).toBe(first.variants)
    // Two ways to ship and one way back in each of the three regions.
    const options = await t.ctx.db.select().from(shippingOption)
    for (const r of await t.ctx.db.select().from(region)) {
      const mine = options.filter((o) => o.region_id === r.id)
      expect(mine.filter((o) => !o.is_return).length, r.name).toBe(2)
      expect(mine.filter((o) => o.is_return).length, r.name).toBe(1)
      expect(mine.every((o) => o.provider_id === 'manual' && o.price_type === 'flat_rate')).toBe(true)
    }

    expect((await seedDemoCatalog(t.ctx)).publishableKey).toBe(publishableKey)
    expect({
      products: await countOf(product),
      variants: await countOf(productVariant),
      regions: await countOf(region),
      lists: await countOf(priceList),
      levels: await countOf(inventoryLevel),
      shippingOptions: await countOf(shippingOption),
    }).toEqual(first)

    const [eu] = await t.ctx.db.select().from(region).where(eq(region.name, 'Europe'))
    const [jp] = await t.ctx.db.select().from(region).where(eq(region.name, 'Japan'))
    const headers = { 'x-publishable-api-key': publishableKey }
    const list = await t.app.inject({
      method: 'GET',
      url: `/store/products?limit=100&region_id=${eu!.id}`,
      headers,
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().count).toBeGreaterThanOrEqual(50)
    const tee = list.json().products.find((p: { handle: string }) => p.handle === 'classic-tee')
    expect(tee.images.map((i: { url: string }) => i.url)).toEqual(
      [1, 2, 3].map((n) => `${t.ctx.config.backendUrl}/uploads/demo/classic-tee-${n}.svg`),
    )
    expect(tee.thumbnail).toBe(tee.images[0].url)
    expect(tee.variants).toHaveLength(8)
    // Europe's sale is 20 % off the price shown there, and like it includes VAT.
    expect(tee.variants[0]).toMatchObject({
      calculated_price_type: 'sale',
      calculated_price_includes_tax: true,
      original_price_includes_tax: true,
      calculated_price: Math.round(tee.variants[0].original_price * 0.8),
      purchasable: true,
    })
    expect(tee.variants[0].inventory_quantity).toBeGreaterThan(0)

    const jpList = (
      await t.app.inject({ method: 'GET', url: `/store/products?q=classic tee&region_id=${jp!.id}`, headers })
    ).json()
    expect(jpList.products[0].variants[0]).toMatchObject({ original_price: 3800, original_tax: 380 })

    const book = list.json().products.find((p: { handle: string }) => p.handle === 'field-guide-to-birds')
    expect(book.variants[0].tax_rates).toEqual([{ rate: 7, name: 'Reduced rate (books)', code: 'reduced' }])

    const cats = (
      await t.app.inject({
        method: 'GET',
        url: '/store/product-categories?parent_category_id=null&include_descendants_tree=true',
      })
    ).json()
    expect(cats.product_categories.map((c: { name: string }) => c.name)).toContain('Apparel')
  })

  it("makes the storefront's channel the default, so a product made with no channel is on sale there", async () => {
    const { publishableKey } = await seedDemoCatalog(t.ctx)
    const admin = (await createAdmin(t)).headers
    const created = await t.app.inject({
      method: 'POST',
      url: '/admin/products',
      headers: admin,
      payload: { title: 'Zanzibar teapot', status: 'published', options: [{ title: 'Size' }], variants: [] },
    })
    expect(created.statusCode).toBe(200)
    const found = await t.app.inject({
      method: 'GET',
      url: '/store/products?q=zanzibar',
      headers: { 'x-publishable-api-key': publishableKey },
    })
    expect(found.json().products.map((p: { title: string }) => p.title)).toEqual(['Zanzibar teapot'])
    const { store: settings } = (
      await t.app.inject({ method: 'GET', url: '/admin/store', headers: admin })
    ).json()
    expect(settings.default_sales_channel.name).toBe('Web Store')
    // The store's own channel became the storefront's: a new shop has one channel, and it is the default.
    const { sales_channels } = (
      await t.app.inject({ method: 'GET', url: '/admin/sales-channels', headers: admin })
    ).json()
    expect(sales_channels.map((c: { id: string; name: string }) => [c.id, c.name])).toEqual([
      [settings.default_sales_channel.id, 'Web Store'],
    ])
  })

  it('draws the demo images itself and serves them like public uploads, with no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/demo/classic-tee-2.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(res.headers['cache-control']).toBe('public, max-age=86400')
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="800" height="1000"/)
    for (const url of [
      '/uploads/demo/classic-tee-4.svg',
      '/uploads/demo/no-such-thing-1.svg',
      '/uploads/demo/x',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url })
      expect(missing.statusCode, url).toBe(404)
      expect(missing.json()).toEqual({ type: 'not_found', message: 'File not found' })
    }
    // Every product has three different views; none carries a script, a link or an outside reference.
    for (const p of DEMO_PRODUCTS) {
      const views = [1, 2, 3].map((n) => demoImageSvg(`${toHandle(p.title)}-${n}.svg`))
      expect(new Set(views).size, p.title).toBe(3)
      for (const svg of views)
        expect(svg, p.title).not.toMatch(/<script|on\w+=|href|<foreignObject|url\((?!#)/i)
    }
    expect(demoImageSvg('espresso-cup-set-3.svg')).toContain('<title>Espresso Cup Set</title>')
  })
})
