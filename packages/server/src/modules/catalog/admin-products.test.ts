import { product, productTag, productVariant } from '@mercato/db'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type AdminCredentials,
  type TestApp,
  createAdmin,
  recordEvents,
  startTestApp,
} from '../../testing/harness'
import { createProduct, insertRegion, insertSalesChannel, shirtBody } from './test-helpers'

let t: TestApp
let admin: AdminCredentials
let regionEu: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  regionEu = await insertRegion(t, { name: 'Europe', currency_code: 'eur', tax_rate: 20 })
})
afterAll(() => t.close())

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: admin.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const tableCounts = async () => {
  const [[p], [v], [tg]] = await Promise.all([
    t.ctx.db.select({ n: count() }).from(product),
    t.ctx.db.select({ n: count() }).from(productVariant),
    t.ctx.db.select({ n: count() }).from(productTag),
  ])
  return { products: p!.n, variants: v!.n, tags: tg!.n }
}

describe('POST /admin/products', () => {
  it('creates a product with options, variants, prices, images, tags, type and the default channel', async () => {
    const events = recordEvents(t, 'product.created')
    const created = await createProduct(
      t,
      admin,
      shirtBody({
        title: 'Café Crème Tee',
        subtitle: 'Organic cotton',
        images: ['https://img.example.com/a.jpg', 'https://img.example.com/b.jpg'],
        tags: [{ value: 'summer' }, { value: 'cotton' }],
        type: { value: 'Shirts' },
        weight: 200,
        hs_code: '6109',
        metadata: { fit: 'regular' },
      }),
    )
    expect(created).toMatchObject({
      title: 'Café Crème Tee',
      handle: 'cafe-creme-tee',
      status: 'published',
      thumbnail: 'https://img.example.com/a.jpg',
      weight: 200,
      hs_code: '6109',
      discountable: true,
      is_giftcard: false,
      metadata: { fit: 'regular' },
      type: { value: 'Shirts' },
    })
    expect(created.id).toMatch(/^prod_[0-9A-Z]{26}$/)
    expect(created.images.map((i: { url: string }) => i.url)).toEqual([
      'https://img.example.com/a.jpg',
      'https://img.example.com/b.jpg',
    ])
    expect(created.tags.map((x: { value: string }) => x.value).sort()).toEqual(['cotton', 'summer'])
    expect(created.options.map((o: { title: string }) => o.title)).toEqual(['Size', 'Color'])
    expect(created.options[0].values).toHaveLength(4)
    expect(created.variants).toHaveLength(4)
    const v = created.variants[0]
    expect(v).toMatchObject({
      title: 'S / Black',
      variant_rank: 0,
      inventory_quantity: 0,
      manage_inventory: true,
    })
    expect(
      v.prices.map((p: { currency_code: string; amount: number }) => [p.currency_code, p.amount]).sort(),
    ).toEqual([
      ['eur', 2300],
      ['usd', 2500],
    ])
    expect(v.options.map((o: { value: string }) => o.value)).toEqual(['S', 'Black'])
    expect(created.profiles).toHaveLength(1)
    expect(created.profiles[0].type).toBe('default')
    const store = (await api('GET', '/admin/store')).json().store
    expect(created.sales_channels.map((c: { id: string }) => c.id)).toEqual([store.default_sales_channel_id])
    expect(created.categories).toEqual([])
    await t.ctx.events.idle()
    expect(events.map((e) => e.data.id)).toContain(created.id)
  })

  it('reuses tags and types by value', async () => {
    const a = await createProduct(t, admin, {
      title: 'Tag reuse A',
      tags: [{ value: 'reuse' }],
      type: { value: 'Mugs' },
    })
    const b = await createProduct(t, admin, {
      title: 'Tag reuse B',
      tags: [{ value: 'reuse' }],
      type: { value: 'Mugs' },
    })
    expect(a.tags[0].id).toBe(b.tags[0].id)
    expect(a.type.id).toBe(b.type.id)
    expect(a.status).toBe('draft')
  })

  it('stores a region price in the region currency', async () => {
    const p = await createProduct(t, admin, {
      title: 'Region priced',
      variants: [
        {
          title: 'One',
          prices: [
            { region_id: regionEu, amount: 1999 },
            { currency_code: 'USD', amount: 2100 },
          ],
        },
      ],
    })
    const prices = p.variants[0].prices
    expect(prices.find((x: { region_id: string | null }) => x.region_id === regionEu)).toMatchObject({
      currency_code: 'eur',
      amount: 1999,
    })
    expect(prices.find((x: { region_id: string | null }) => x.region_id === null)).toMatchObject({
      currency_code: 'usd',
      amount: 2100,
    })
  })

  it('refuses a duplicate handle with 422 and writes nothing', async () => {
    await createProduct(t, admin, { title: 'Unique Handle' })
    const before = await tableCounts()
    const res = await api(
      'POST',
      '/admin/products',
      shirtBody({ title: 'Unique Handle', tags: [{ value: 'never-made' }] }),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      type: 'duplicate_error',
      code: 'invalid_request_error',
      message: 'Product with handle unique-handle already exists.',
    })
    expect(await tableCounts()).toEqual(before)
  })

  it('refuses bad prices and bad variant options with 400, writing nothing', async () => {
    const before = await tableCounts()
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [
        {
          variants: [
            {
              title: 'X',
              options: [{ value: 'S' }, { value: 'Red' }],
              prices: [{ currency_code: 'xyz', amount: 1 }],
            },
          ],
        },
        /Currency with code xyz does not exist/,
      ],
      [
        {
          variants: [
            {
              title: 'X',
              options: [{ value: 'S' }, { value: 'Red' }],
              prices: [{ currency_code: 'usd', amount: -5 }],
            },
          ],
        },
        /amount must not be negative/,
      ],
      [
        { variants: [{ title: 'X', options: [{ value: 'S' }], prices: [] }] },
        /options do not match the product's options; the product has 2 options and the variant gives 1 value/,
      ],
      [
        {
          variants: [
            { title: 'A', options: [{ value: 'S' }, { value: 'Red' }] },
            { title: 'B', options: [{ value: 'S' }, { value: 'Red' }] },
          ],
        },
        /Variants "A" and "B" have the same option values \(S \/ Red\)/,
      ],
      [
        { options: [], variants: [{ title: 'A' }, { title: 'B' }] },
        /Variants "A" and "B" cannot be told apart: the product has no options/,
      ],
      [
        { variants: [{ title: 'X', options: [{ value: 'S' }, { value: 'Red' }], prices: [{ amount: 5 }] }] },
        /currency_code or a region_id/,
      ],
      [
        {
          variants: [
            {
              title: 'X',
              options: [{ value: 'S' }, { value: 'Red' }],
              prices: [{ region_id: regionEu, currency_code: 'usd', amount: 5 }],
            },
          ],
        },
        /must be in the region's currency \(eur\)/,
      ],
    ]
    for (const [patch, message] of cases) {
      const res = await api('POST', '/admin/products', {
        title: 'Bad product',
        tags: [{ value: 'not-created' }],
        options: [{ title: 'Size' }, { title: 'Color' }],
        ...patch,
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().type).toBe('invalid_data')
      expect(res.json().message).toMatch(message)
    }
    expect(await tableCounts()).toEqual(before)
  })

  it('refuses a second variant on a product without options, as Medusa v1 does', async () => {
    const res = await api('POST', '/admin/products', { title: 'Plain mug', variants: [{ title: 'Default' }] })
    expect(res.statusCode, res.body).toBe(200)
    const id = res.json().product.id
    const before = await tableCounts()
    const second = await api('POST', `/admin/products/${id}/variants`, { title: 'Large', prices: [] })
    expect(second.statusCode).toBe(400)
    expect(second.json()).toMatchObject({
      type: 'invalid_data',
      message: expect.stringMatching(/Variants "Default" and "Large" cannot be told apart/),
    })
    expect(await tableCounts()).toEqual(before)
  })

  it('refuses unknown properties, naming them', async () => {
    const res = await api('POST', '/admin/products', { title: 'X', colour: 'red' })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('property colour should not exist')
  })
})

describe('GET /admin/products', () => {
  it('lists with count, filters, q, expand and fields', async () => {
    const channel = await insertSalesChannel(t, 'Wholesale')
    const p = await createProduct(
      t,
      admin,
      shirtBody({ title: 'Searchable Zebra Hoodie', status: 'draft', sales_channels: [{ id: channel }] }),
    )
    const all = (await api('GET', '/admin/products')).json()
    expect(all.limit).toBe(50)
    expect(all.offset).toBe(0)
    expect(all.count).toBeGreaterThan(3)
    expect(all.products[0].id).toBe(p.id)

    const byQ = (await api('GET', '/admin/products?q=zebra')).json()
    expect(byQ.products.map((x: { id: string }) => x.id)).toEqual([p.id])
    const bySku = (await api('GET', `/admin/products?q=${p.variants[1].sku.toLowerCase()}`)).json()
    expect(bySku.products.map((x: { id: string }) => x.id)).toEqual([p.id])
    const byChannel = (await api('GET', `/admin/products?sales_channel_id[]=${channel}`)).json()
    expect(byChannel.products.map((x: { id: string }) => x.id)).toEqual([p.id])
    const drafts = (await api('GET', '/admin/products?status[]=draft&limit=100')).json()
    expect(drafts.products.every((x: { status: string }) => x.status === 'draft')).toBe(true)

    const slim = (await api('GET', `/admin/products?id=${p.id}&fields=title&expand=variants`)).json()
    expect(Object.keys(slim.products[0]).sort()).toEqual(['created_at', 'id', 'title', 'variants'])
    expect(slim.products[0].variants[0]).not.toHaveProperty('prices')
    const bad = await api('GET', '/admin/products?expand=secrets')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('Requested fields [secrets] are not valid')
  })
})

describe('POST /admin/products/{id}', () => {
  it('updates fields and replaces tags, images and the variant list', async () => {
    const p = await createProduct(t, admin, shirtBody({ title: 'Updatable', tags: [{ value: 'old' }] }))
    const [keep, change, ...rest] = p.variants
    const res = await api('POST', `/admin/products/${p.id}`, {
      title: 'Updated',
      handle: 'updated-handle',
      tags: [{ value: 'new' }],
      images: ['https://img.example.com/z.jpg'],
      metadata: { extra: 1 },
      variants: [
        { id: change.id, prices: [{ currency_code: 'usd', amount: 3000 }] },
        { id: keep.id, title: 'Renamed' },
        {
          title: 'L / Black',
          options: [
            { option_id: p.options[0].id, value: 'L' },
            { option_id: p.options[1].id, value: 'Black' },
          ],
          prices: [{ currency_code: 'usd', amount: 2800 }],
        },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const u = res.json().product
    expect(p.thumbnail).toBeNull()
    // Without a thumbnail, the first image becomes one (as in Medusa).
    expect(u).toMatchObject({
      title: 'Updated',
      handle: 'updated-handle',
      thumbnail: 'https://img.example.com/z.jpg',
    })
    expect(u.tags.map((x: { value: string }) => x.value)).toEqual(['new'])
    expect(u.images.map((x: { url: string }) => x.url)).toEqual(['https://img.example.com/z.jpg'])
    expect(u.variants.map((v: { title: string }) => v.title)).toEqual([change.title, 'Renamed', 'L / Black'])
    expect(u.variants[0].prices.map((x: { amount: number }) => x.amount)).toEqual([3000])
    expect(u.variants[1].prices).toHaveLength(2)
    expect(rest.every((v: { id: string }) => !u.variants.some((x: { id: string }) => x.id === v.id))).toBe(
      true,
    )
    const gone = await api('GET', `/admin/variants/${rest[0].id}`)
    expect(gone.statusCode).toBe(404)
  })

  it('refuses variants that would share a combination, changing nothing', async () => {
    const p = await createProduct(t, admin, shirtBody({ title: 'Combo guard' }))
    const res = await api('POST', `/admin/products/${p.id}`, {
      title: 'Should not stick',
      variants: p.variants.map((v: { id: string }) => ({
        id: v.id,
        options: [
          { option_id: p.options[0].id, value: 'S' },
          { option_id: p.options[1].id, value: 'Black' },
        ],
      })),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/have the same option values/)
    const after = (await api('GET', `/admin/products/${p.id}`)).json().product
    expect(after.title).toBe('Combo guard')
    expect(
      after.variants.map((v: { options: Array<{ value: string }> }) =>
        v.options.map((o) => o.value).join('/'),
      ),
    ).toEqual(['S/Black', 'S/White', 'M/Black', 'M/White'])
  })

  it('refuses a handle another product has', async () => {
    const a = await createProduct(t, admin, { title: 'Handle A' })
    await createProduct(t, admin, { title: 'Handle B' })
    const res = await api('POST', `/admin/products/${a.id}`, { handle: 'handle-b' })
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Product with handle handle-b already exists.')
  })

  it('sets metadata by key', async () => {
    const p = await createProduct(t, admin, { title: 'Meta', metadata: { a: 1 } })
    const res = await api('POST', `/admin/products/${p.id}/metadata`, { key: 'b', value: 'two' })
    expect(res.json().product.metadata).toEqual({ a: 1, b: 'two' })
  })
})

describe('DELETE /admin/products/{id}', () => {
  it('soft-deletes, hides the product and frees its handle and SKUs', async () => {
    const p = await createProduct(t, admin, shirtBody({ title: 'Doomed' }))
    const res = await api('DELETE', `/admin/products/${p.id}`)
    expect(res.json()).toEqual({ id: p.id, object: 'product', deleted: true })
    expect((await api('GET', `/admin/products/${p.id}`)).statusCode).toBe(404)
    const again = await createProduct(t, admin, {
      title: 'Doomed',
      variants: [{ title: 'V', sku: p.variants[0].sku, prices: [{ currency_code: 'usd', amount: 1 }] }],
    })
    expect(again.handle).toBe('doomed')
  })
})
