import { store } from '@mercato/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { insertBulkCatalog } from './bulk-seed'
import { listLimits } from './list-cache'
import { countQueries } from './query-counter'
import { createProduct, shirtBody } from './test-helpers'

// Store lists cache counts and page positions; they must always agree with the exact admin list.

let t: TestApp
let admin: AdminCredentials
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  const [s] = await t.ctx.db.select().from(store)
  // More than the id-list limit, so deep pages go through keyset bookmarks.
  await insertBulkCatalog(t.database, {
    products: 2_350,
    variantsPerProduct: 1,
    salesChannelId: s!.default_sales_channel_id!,
    prefix: 'LC',
  })
})
afterAll(() => t.close())

const ids = async (url: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url, headers })
  expect(res.statusCode, res.body).toBe(200)
  return {
    ids: res.json().products.map((p: { id: string }) => p.id) as string[],
    count: res.json().count as number,
  }
}

describe('cached store product pages', () => {
  it('serves the same pages as the exact admin list, at any offset and order', async () => {
    for (const order of ['-created_at', 'title', '-handle', 'updated_at']) {
      for (const offset of [0, 95, 100, 1234, 2299, 2340, 2349, 2350]) {
        const url = `?limit=7&offset=${offset}&order=${order}&fields=id&expand=`
        const storePage = await ids(`/store/products${url}`)
        const adminPage = await ids(`/admin/products${url}`, admin.headers)
        expect(storePage, `${order} @${offset}`).toEqual(adminPage)
        expect(storePage.count).toBe(2350)
      }
    }
  })

  it('pages through search results from the cached id list', async () => {
    const all: string[] = []
    for (let offset = 0; ; offset += 50) {
      const page = await ids(`/store/products?q=linen&limit=50&offset=${offset}&fields=id&expand=`)
      all.push(...page.ids)
      if (page.ids.length < 50) break
    }
    const exact = await ids('/admin/products?q=linen&limit=1000&fields=id&expand=', admin.headers)
    expect(all).toEqual(exact.ids)
    expect(exact.count).toBeGreaterThan(100)
  })

  it('pages through a search with more matches than it keeps, as an exact query orders them', async () => {
    const rows = await t.database.query<{ id: string }>(
      `SELECT id FROM product WHERE deleted_at IS NULL AND status = 'published'
          AND (title ILIKE '%linen%' OR subtitle ILIKE '%linen%' OR description ILIKE '%linen%' OR handle ILIKE '%linen%'
               OR id IN (SELECT product_id FROM product_variant WHERE title ILIKE '%linen%' OR sku ILIKE '%linen%'))
        ORDER BY title, id`,
    )
    const exact = rows.map((r) => r.id)
    expect(exact.length).toBeGreaterThan(100)
    const saved = listLimits.searchIds
    listLimits.searchIds = 30
    try {
      // A write starts a new generation, so the entry is built again under the lower limit.
      await createProduct(t, admin, { title: 'Limit probe', status: 'draft' })
      const all: string[] = []
      for (let offset = 0; ; offset += 7) {
        const page = await ids(
          `/store/products?q=linen&order=title&limit=7&offset=${offset}&fields=id&expand=`,
        )
        expect(page.count).toBe(exact.length)
        all.push(...page.ids)
        if (page.ids.length < 7) break
      }
      expect(all).toEqual(exact)
    } finally {
      listLimits.searchIds = saved
    }
  })

  it('serves a repeated page of a large list with no statement but the stock', async () => {
    for (const url of [
      '/store/products?limit=20',
      '/store/products?limit=20&offset=1500&order=title',
      '/store/products?limit=20&q=linen&offset=40',
    ]) {
      const counts: number[] = []
      for (let i = 0; i < 2; i++) {
        const counter = countQueries(t.database)
        await ids(url)
        counter.stop()
        counts.push(counter.count)
      }
      expect(counts[0], url).toBeGreaterThan(1)
      expect(counts[1], url).toBe(1)
    }
  })

  it('finds a product by its own text or by a variant, once each, with the other conditions', async () => {
    const variantSku = (sku: string) => shirtBody().variants.map((v, i) => (i === 0 ? { ...v, sku } : v))
    const own = await createProduct(t, admin, shirtBody({ title: 'Velvet jacket' }))
    const byVariant = await createProduct(
      t,
      admin,
      shirtBody({ title: 'Plain coat', variants: variantSku('VELVET-1') }),
    )
    const both = await createProduct(
      t,
      admin,
      shirtBody({ title: 'Velvet coat', variants: variantSku('VELVET-2') }),
    )
    await createProduct(t, admin, shirtBody({ title: 'Velvet draft', status: 'draft' }))
    await createProduct(
      t,
      admin,
      shirtBody({ title: 'Draft coat', status: 'draft', variants: variantSku('VELVET-3') }),
    )
    await createProduct(t, admin, shirtBody({ title: 'Wool coat' }))
    const expected = [both.id, byVariant.id, own.id]
    const found = await ids('/store/products?q=velvet&limit=10&fields=id&expand=')
    expect(found).toEqual({ ids: expected, count: 3 })
    const staff = await ids('/admin/products?q=velvet&limit=10&fields=id&expand=', admin.headers)
    expect(staff.count).toBe(5)
    expect(staff.ids.filter((id) => expected.includes(id))).toEqual(expected)
  })

  it('shows admin writes at once', async () => {
    const before = await ids('/store/products?limit=1')
    const p = await createProduct(t, admin, { title: 'Fresh product', status: 'published' })
    const after = await ids('/store/products?limit=1')
    expect(after.count).toBe(before.count + 1)
    expect(after.ids).toEqual([p.id])
    await t.app.inject({
      method: 'POST',
      url: `/admin/products/${p.id}`,
      headers: admin.headers,
      payload: { status: 'draft' },
    })
    expect((await ids('/store/products?limit=1')).count).toBe(before.count)
    expect((await ids('/store/products?q=fresh product')).ids).toEqual([])
  })
})
