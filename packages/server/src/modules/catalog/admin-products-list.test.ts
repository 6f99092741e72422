import { store } from '@mercato/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { adminProductJson, adminProductSpec } from './admin-read'
import { insertBulkCatalog } from './bulk-seed'
import { countQueries } from './query-counter'
import { parseSelection } from './selection'
import { createProduct, insertPriceList, insertSalesChannel, shirtBody } from './test-helpers'

// The admin product list is written by PostgreSQL (admin-product-json.ts). Whatever `expand` and
// `fields` select, each product must read exactly as the Drizzle loader and `productJson` render it
// (the single-product route still uses them), and a page is a fixed, small number of statements.

let t: TestApp
let admin: AdminCredentials
let rich: { id: string; variants: Array<{ id: string }> }

beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  const [s] = await t.ctx.db.select().from(store)
  await insertBulkCatalog(t.database, {
    products: 60,
    salesChannelId: s!.default_sales_channel_id!,
    prefix: 'AL',
  })
  const call = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, headers: admin.headers, payload })
    expect(res.statusCode, res.body).toBe(200)
    return res.json()
  }
  const { collection } = await call('/admin/collections', { title: 'Summer "24"', metadata: { a: [1, 2] } })
  const { product_category } = await call('/admin/product-categories', { name: 'Shirts' })
  const channel = await insertSalesChannel(t, 'Outlet')
  rich = await createProduct(
    t,
    admin,
    shirtBody({
      title: 'Rich Shirt — ünïcode\n"quoted"',
      collection_id: collection.id,
      type: { value: 'Apparel' },
      tags: [{ value: 'zeta' }, { value: 'alpha' }],
      images: ['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg'],
      sales_channels: [{ id: s!.default_sales_channel_id! }, { id: channel }],
      categories: [{ id: product_category.id }],
      metadata: { nested: { x: 1.5, y: null }, list: ['a'] },
      weight: 300,
    }),
  )
  // A price-list price: admin product pages leave it out (it is managed with its list).
  await insertPriceList(t, { prices: [{ variant_id: rich.variants[0]!.id, amount: 99 }] })
})
afterAll(() => t.close())

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: admin.headers })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  return res.json()
}

/** Each product of a list against the loader's rendering of it under the same selection. */
async function expectLoaderShape(query: Record<string, string>) {
  const search = new URLSearchParams({ limit: '100', ...query })
  const body = await get(`/admin/products?${search}`)
  expect(body.products.length).toBeGreaterThan(0)
  const sel = parseSelection(
    { expand: query.expand?.split(',').filter(Boolean), fields: query.fields?.split(',').filter(Boolean) },
    adminProductSpec,
    { list: true },
  )
  for (const p of body.products) {
    const reference = JSON.parse(JSON.stringify(await adminProductJson(t.ctx, p.id, sel)))
    // Same keys in the same order, same values.
    expect(JSON.stringify(p)).toBe(JSON.stringify(reference))
  }
  return body
}

describe('GET /admin/products', () => {
  it('answers the default relations exactly as the product loader renders them', async () => {
    const body = await expectLoaderShape({})
    expect(body).toMatchObject({ count: 61, offset: 0, limit: 100 })
    const p = body.products.find((x: { id: string }) => x.id === rich.id)
    expect(p.tags.map((x: { value: string }) => x.value)).toEqual(['alpha', 'zeta'])
    expect(p.sales_channels).toHaveLength(2)
    expect(p.categories).toHaveLength(1)
    expect(p.variants[0].prices.map((x: { amount: number }) => x.amount)).not.toContain(99)
    expect(Object.keys(body)).toEqual(['products', 'count', 'offset', 'limit'])
  })

  it('follows expand and fields (columns, +/-, relations named in fields)', async () => {
    await expectLoaderShape({ expand: 'collection,variants' })
    await expectLoaderShape({ fields: 'title,status,thumbnail', expand: 'collection,variants' })
    await expectLoaderShape({ fields: 'title', expand: 'variants.options,variants.inventory_items,profile' })
    await expectLoaderShape({ fields: '-metadata,-description,+tags', expand: 'type,images' })
    await expectLoaderShape({ fields: 'handle,*sales_channels,categories' })
    await expectLoaderShape({ expand: '' })
    const slim = await expectLoaderShape({ fields: 'title', expand: 'variants' })
    expect(Object.keys(slim.products[0]).sort()).toEqual(['created_at', 'id', 'title', 'variants'])
  })

  it('keeps paging, order and filters', async () => {
    const page = await get('/admin/products?limit=5&offset=3&order=title&fields=title')
    const all = await get('/admin/products?limit=100&order=title&fields=title')
    expect(page.products).toEqual(all.products.slice(3, 8))
    expect(page).toMatchObject({ count: 61, offset: 3, limit: 5 })
    const none = await get('/admin/products?limit=0')
    expect(none).toEqual({ products: [], count: 61, offset: 0, limit: 0 })
    const found = await get(`/admin/products?q=${encodeURIComponent('rich shirt')}&expand=`)
    expect(found.products.map((x: { id: string }) => x.id)).toEqual([rich.id])
  })

  it('reads a page in a fixed number of statements, whatever it holds', async () => {
    const statementsOf = async (url: string) => {
      await get(url)
      const counter = countQueries(t.database)
      try {
        await get(url)
        return counter.count
      } finally {
        counter.stop()
      }
    }
    // Warm: the user with its tokens' revocation, then the page with every relation as JSON; the
    // page's ids and the count come from the list cursors until the next catalogue write.
    expect(await statementsOf('/admin/products?limit=50')).toBe(2)
    expect(await statementsOf('/admin/products?limit=5')).toBe(2)
    expect(await statementsOf('/admin/products?fields=title&expand=collection,variants')).toBe(2)
    expect(await statementsOf('/admin/products?q=a&limit=20')).toBe(2)
  })

  it('counts and pages exactly right after a write', async () => {
    const before = await get('/admin/products?limit=1&fields=id&expand=')
    const fresh = await createProduct(t, admin, { title: 'Counted at once', status: 'draft' })
    const after = await get('/admin/products?limit=1&fields=id&expand=')
    expect(after.count).toBe(before.count + 1)
    expect(after.products[0].id).toBe(fresh.id)
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/admin/products/${fresh.id}`,
      headers: admin.headers,
    })
    expect(deleted.statusCode).toBe(200)
    expect((await get('/admin/products?limit=1&fields=id&expand=')).count).toBe(before.count)
  })

  it("shows a variant's stock as an order left it, without a catalogue write", async () => {
    const url = `/admin/products?id[]=${rich.id}&expand=variants&fields=title`
    const before = (await get(url)).products[0].variants[0]
    // What placing an order does to a variant without inventory items (checkout/stock.ts).
    await t.database.query(
      'UPDATE product_variant SET inventory_quantity = inventory_quantity - 1, updated_at = now() WHERE id = $1',
      [before.id],
    )
    const after = (await get(url)).products[0].variants[0]
    expect(after.inventory_quantity).toBe(before.inventory_quantity - 1)
    expect(after.updated_at).not.toBe(before.updated_at)
  })
})
