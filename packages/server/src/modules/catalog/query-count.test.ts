import { productTaxRate, store, taxRate } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { insertBulkCatalog } from './bulk-seed'
import { countQueries } from './query-counter'
import { storeCacheOf } from './store-cache-install'
import { insertPriceList, insertRegion } from './test-helpers'

// No N+1: a page of products loads each relation with one `= ANY($ids)` query, so the number of SQL
// statements per request does not grow with the page size.

let t: TestApp
let admin: AdminCredentials
let region: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  const [s] = await t.ctx.db.select().from(store)
  await insertBulkCatalog(t.database, {
    products: 120,
    salesChannelId: s!.default_sales_channel_id!,
    prefix: 'QC',
  })
  region = await insertRegion(t, { currency_code: 'usd', tax_rate: 8 })
  await insertPriceList(t, {
    prices: [{ variant_id: 'variant_QC000000000000000000000004', amount: 500 }],
  })
})
afterAll(() => t.close())

/** Statements of one request, after a first identical request warmed the store list cache. */
async function queriesFor(url: string, headers: Record<string, string> = {}) {
  await t.app.inject({ method: 'GET', url, headers })
  const counter = countQueries(t.database)
  try {
    const res = await t.app.inject({ method: 'GET', url, headers })
    expect(res.statusCode, res.body).toBe(200)
    return { count: counter.count, body: res.json(), statements: [...counter.statements] }
  } finally {
    counter.stop()
  }
}

describe('SQL queries per request', () => {
  it('lists 100 store products with variants and prices in a fixed, small number of queries', async () => {
    const big = await queriesFor(`/store/products?limit=100&region_id=${region}`)
    const small = await queriesFor(`/store/products?limit=5&region_id=${region}`)
    expect(big.body.products).toHaveLength(100)
    expect(big.body.products[0].variants).toHaveLength(3)
    expect(big.body.products[0].variants[0].calculated_price).toBeGreaterThan(0)
    expect(big.count).toBe(small.count)
    expect(big.count).toBeLessThanOrEqual(16)
  })

  it('does the same for the admin list, a search and a single product', async () => {
    const admin100 = await queriesFor('/admin/products?limit=100', admin.headers)
    const admin5 = await queriesFor('/admin/products?limit=5', admin.headers)
    expect(admin100.count).toBe(admin5.count)
    // Authentication (one user look-up) plus the page, the count and one query per relation.
    expect(admin100.count).toBeLessThanOrEqual(16)
    const search = await queriesFor('/store/products?q=linen&limit=100')
    expect(search.body.count).toBeGreaterThan(0)
    expect(search.count).toBeLessThanOrEqual(16)
    const one = await queriesFor(`/store/products/prod_QC000000000000000000000001?region_id=${region}`)
    expect(one.count).toBeLessThanOrEqual(16)
    const variants = await queriesFor('/store/variants?limit=100&currency_code=usd')
    expect(variants.body.variants).toHaveLength(100)
    expect(variants.count).toBeLessThanOrEqual(10)
  })

  it('serves warm store lists, searches and product pages with one statement: the stock', async () => {
    const list = await queriesFor(`/store/products?limit=20&region_id=${region}`)
    expect(list.body.products).toHaveLength(20)
    expect(list.count).toBe(1)
    const one = await queriesFor(`/store/products/prod_QC000000000000000000000001?region_id=${region}`)
    expect(one.body.product.variants[0].calculated_price).toBeGreaterThan(0)
    expect(one.count).toBe(1)
    const search = await queriesFor('/store/products?q=linen&limit=20')
    expect(search.body.products.length).toBeGreaterThan(0)
    expect(search.count).toBe(1)
    // A cart's region and its customer's groups come from one more statement.
    const cart = await t.app.inject({ method: 'POST', url: '/store/carts', payload: { region_id: region } })
    const withCart = await queriesFor(`/store/products?limit=20&cart_id=${cart.json().cart.id}`)
    expect(withCart.body.products[0].variants[0].calculated_price).toBeGreaterThan(0)
    expect(withCart.count).toBe(2)
  })

  it('reads a product not yet in the read cache in one statement, its stock included', async () => {
    const url = '/store/products/prod_QC000000000000000000000007'
    storeCacheOf(t.ctx).invalidate()
    // Another product first: the generation's look-ups (scope, price list dates) are then known.
    await t.app.inject({ method: 'GET', url: '/store/products/prod_QC000000000000000000000001' })
    const counter = countQueries(t.database)
    const cold = await t.app.inject({ method: 'GET', url })
    counter.stop()
    expect(cold.statusCode).toBe(200)
    expect(counter.statements).toHaveLength(1)
    expect(counter.statements[0]).toMatch(/product_variant_inventory_item/)
    const warm = await queriesFor(url)
    expect(warm.count).toBe(1)
    expect(cold.json()).toEqual(warm.body)
    // A cold page: its ids, then the graph of its products with their stock; no stock statement.
    const page = await queriesFor('/store/products?limit=5&offset=5&order=title')
    expect(page.body.products).toHaveLength(5)
    storeCacheOf(t.ctx).invalidate()
    await t.app.inject({ method: 'GET', url: '/store/products/prod_QC000000000000000000000001' })
    const pageCounter = countQueries(t.database)
    const coldPage = await t.app.inject({
      method: 'GET',
      url: '/store/products?limit=5&offset=5&order=title',
    })
    pageCounter.stop()
    expect(coldPage.json()).toEqual(page.body)
    expect(pageCounter.statements.filter((s) => /product_variant_inventory_item/.test(s))).toHaveLength(1)
    // The stock a cold read takes from the graph's statement is the stock a warm read shows.
    const variant = 'variant_QC000000000000000000000022'
    await t.database.query('UPDATE product_variant SET inventory_quantity = 42 WHERE id = $1', [variant])
    storeCacheOf(t.ctx).invalidate()
    const stock = async () => {
      const { product } = (await t.app.inject({ method: 'GET', url })).json()
      return product.variants.find((v: { id: string }) => v.id === variant).inventory_quantity
    }
    expect(await stock()).toBe(42)
    expect(await stock()).toBe(42)
  })

  it('reads the own tax rates of a product built cold with it, as a warm read shows them', async () => {
    const rateId = generateId('txr')
    await t.ctx.db
      .insert(taxRate)
      .values({ id: rateId, region_id: region, rate: 20, name: 'Special', code: 'S' })
    await t.ctx.db
      .insert(productTaxRate)
      .values({ product_id: 'prod_QC000000000000000000000009', rate_id: rateId })
    const url = `/store/products/prod_QC000000000000000000000009?region_id=${region}`
    storeCacheOf(t.ctx).invalidate()
    await t.app.inject({
      method: 'GET',
      url: `/store/products/prod_QC000000000000000000000001?region_id=${region}`,
    })
    const counter = countQueries(t.database)
    const cold = await t.app.inject({ method: 'GET', url })
    counter.stop()
    expect(counter.statements).toHaveLength(1)
    const variant = cold.json().product.variants[0]
    expect(variant.calculated_tax).toBe(Math.round(variant.calculated_price * 0.2))
    // A product without rates of its own keeps the region's (8 %).
    const other = (
      await t.app.inject({
        method: 'GET',
        url: `/store/products/prod_QC000000000000000000000008?region_id=${region}`,
      })
    ).json()
    const plain = other.product.variants[0]
    expect(plain.calculated_tax).toBe(Math.round(plain.calculated_price * 0.08))
    expect(cold.json()).toEqual((await queriesFor(url)).body)
  })

  it('counts statements inside transactions too', async () => {
    const counter = countQueries(t.database)
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/products',
        headers: admin.headers,
        payload: {
          title: 'Counted',
          variants: [{ title: 'V', prices: [{ currency_code: 'usd', amount: 1 }] }],
        },
      })
      expect(res.statusCode).toBe(200)
      expect(counter.statements.some((s) => /insert into "product"/i.test(s))).toBe(true)
    } finally {
      counter.stop()
    }
  })
})
