import {
  inventoryItem,
  inventoryLevel,
  productTypeTaxRate,
  productVariantInventoryItem,
  salesChannelLocation,
  stockLocation,
  store,
} from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { storeCacheOf } from './store-cache-install'
import {
  createProduct,
  insertPriceList,
  insertRegion,
  insertSalesChannel,
  insertTaxRate,
  setCurrencyIncludesTax,
} from './test-helpers'

type ProductJson = Awaited<ReturnType<typeof createProduct>>

let t: TestApp
let admin: AdminCredentials
let us: string
let eu: string
let shirt: ProductJson
let mug: ProductJson
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  us = await insertRegion(t, { name: 'US', currency_code: 'usd', tax_rate: 10 })
  eu = await insertRegion(t, { name: 'EU', currency_code: 'eur', tax_rate: 25, includes_tax: true })
  shirt = await createProduct(t, admin, {
    title: 'Store Shirt',
    description: 'A soft tee with a pelican print',
    status: 'published',
    options: [{ title: 'Size' }],
    type: { value: 'Shirts' },
    tags: [{ value: 'store-tag' }],
    variants: [
      {
        title: 'S',
        sku: 'STORE-SHIRT-S',
        inventory_quantity: 3,
        options: [{ value: 'S' }],
        prices: [
          { currency_code: 'usd', amount: 2000 },
          { region_id: us, amount: 2200 },
          { region_id: eu, amount: 2500 },
          { currency_code: 'usd', amount: 1500, min_quantity: 10 },
        ],
      },
      {
        title: 'M',
        sku: 'STORE-SHIRT-M',
        options: [{ value: 'M' }],
        prices: [{ currency_code: 'usd', amount: 2000 }],
      },
    ],
  })
  mug = await createProduct(t, admin, {
    title: 'Store Mug',
    status: 'published',
    variants: [{ title: 'One', manage_inventory: false, prices: [{ currency_code: 'usd', amount: 900 }] }],
  })
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('GET /store/products', () => {
  it('lists published products of the default channel with the store default relations', async () => {
    const draft = await createProduct(t, admin, { title: 'Secret draft' })
    const proposed = await createProduct(t, admin, { title: 'Proposed one', status: 'proposed' })
    const elsewhere = await insertSalesChannel(t, 'Elsewhere')
    const other = await createProduct(t, admin, {
      title: 'Other channel',
      status: 'published',
      sales_channels: [{ id: elsewhere }],
    })
    const res = await get('/store/products')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ count: 2, offset: 0, limit: 100 })
    const ids = body.products.map((p: { id: string }) => p.id)
    expect(ids).toEqual([mug.id, shirt.id])
    for (const hidden of [draft.id, proposed.id, other.id]) expect(ids).not.toContain(hidden)
    const p = body.products[1]
    for (const rel of ['variants', 'options', 'images', 'tags', 'collection', 'type', 'profiles'])
      expect(p).toHaveProperty(rel)
    expect(p).not.toHaveProperty('sales_channels')
    expect(p.variants[0]).toHaveProperty('purchasable', true)
    // With a sales_channel_id the other channel's product is listed.
    const inOther = (await get(`/store/products?sales_channel_id[]=${elsewhere}`)).json()
    expect(inOther.products.map((x: { id: string }) => x.id)).toEqual([other.id])
  })

  it('never serves draft products by id, nor their variants', async () => {
    const draft = await createProduct(t, admin, {
      title: 'Draft by id',
      variants: [{ title: 'V', prices: [{ currency_code: 'usd', amount: 1 }] }],
    })
    const res = await get(`/store/products/${draft.id}`)
    expect(res.statusCode).toBe(404)
    expect(res.json().type).toBe('not_found')
    expect((await get(`/store/variants/${draft.variants[0].id}`)).statusCode).toBe(404)
    expect((await get(`/store/variants?id=${draft.variants[0].id}`)).json().variants).toEqual([])
  })

  it('finds products by title, description, handle, variant title and SKU, case-insensitively', async () => {
    for (const q of ['STORE SHIRT', 'pelican', 'store-shirt', 'store-shirt-m', 'Shirt-S']) {
      const body = (await get(`/store/products?q=${encodeURIComponent(q)}`)).json()
      expect(
        body.products.map((p: { id: string }) => p.id),
        q,
      ).toEqual([shirt.id])
    }
    expect((await get('/store/products?q=100%25')).json().count).toBe(0)
    const search = await t.app.inject({
      method: 'POST',
      url: '/store/products/search',
      payload: { q: 'mug' },
    })
    expect(search.statusCode).toBe(200)
    expect(search.json()).toMatchObject({ query: 'mug', offset: 0, limit: 20, count: 1 })
    expect(search.json().hits.map((h: { id: string }) => h.id)).toEqual([mug.id])
    // The same page through the list and through search: each keeps its own envelope when cached.
    const listed = (await get('/store/products?q=mug&limit=20')).json()
    expect(listed).toMatchObject({ count: 1, offset: 0, limit: 20 })
    expect(listed.products.map((p: { id: string }) => p.id)).toEqual([mug.id])
    const again = await t.app.inject({ method: 'POST', url: '/store/products/search', payload: { q: 'mug' } })
    expect(again.json()).toMatchObject({ query: 'mug', count: 1, estimatedTotalHits: 1 })
    expect(again.json().hits).toEqual(search.json().hits)
  })

  it('pages with limit and offset and honours fields and expand', async () => {
    const page = (await get('/store/products?limit=1&offset=1')).json()
    expect(page).toMatchObject({ count: 2, limit: 1, offset: 1 })
    expect(page.products.map((p: { id: string }) => p.id)).toEqual([shirt.id])
    const slim = (
      await get(`/store/products?fields=title,handle&expand=variants,variants.prices&region_id=${us}`)
    ).json()
    const p = slim.products.find((x: { id: string }) => x.id === shirt.id)
    expect(Object.keys(p).sort()).toEqual(['created_at', 'handle', 'id', 'title', 'variants'])
    expect(p.variants[0].calculated_price).toBe(2000)
    expect(p.variants[0]).not.toHaveProperty('options')
  })

  it('filters by tags, type and collection', async () => {
    const byTag = (await get(`/store/products?tags[]=${shirt.tags[0].id}`)).json()
    expect(byTag.products.map((p: { id: string }) => p.id)).toEqual([shirt.id])
    const byType = (await get(`/store/products?type_id[]=${shirt.type.id}`)).json()
    expect(byType.count).toBe(1)
  })
})

describe('prices in the store (contract §4.1)', () => {
  const variantOf = async (url: string) => (await get(url)).json().product.variants[0]

  it('prefers the region price for the original price and adds the region tax', async () => {
    const v = await variantOf(`/store/products/${shirt.id}?region_id=${us}`)
    expect(v).toMatchObject({
      original_price: 2200,
      calculated_price: 2000,
      calculated_price_type: 'default',
      original_price_includes_tax: false,
      original_tax: 220,
      original_price_incl_tax: 2420,
      calculated_tax: 200,
      calculated_price_incl_tax: 2200,
      tax_rates: [{ rate: 10, name: 'default', code: 'default' }],
    })
    // Candidates only: the EU price is not offered in the US.
    expect(v.prices.map((p: { amount: number }) => p.amount).sort()).toEqual([1500, 2000, 2200])
  })

  it('prices by currency without taxes, and answers nulls without context', async () => {
    const byCurrency = await variantOf(`/store/products/${shirt.id}?currency_code=usd`)
    expect(byCurrency).toMatchObject({
      original_price: 2000,
      calculated_price: 2000,
      tax_rates: null,
      calculated_tax: null,
    })
    const none = await variantOf(`/store/products/${shirt.id}`)
    expect(none).toMatchObject({ original_price: null, calculated_price: null, calculated_price_type: null })
  })

  it('extracts tax from a tax-inclusive region and uses product-type rates', async () => {
    const v = await variantOf(`/store/products/${shirt.id}?region_id=${eu}`)
    expect(v).toMatchObject({
      calculated_price: 2500,
      calculated_price_includes_tax: true,
      calculated_tax: 500,
      calculated_price_incl_tax: 2500,
    })
    const reduced = await insertTaxRate(t, eu, 10, 'Clothing')
    await t.ctx.db.insert(productTypeTaxRate).values({ product_type_id: shirt.type.id, rate_id: reduced })
    storeCacheOf(t.ctx).invalidate()
    const typed = await variantOf(`/store/products/${shirt.id}?region_id=${eu}`)
    expect(typed).toMatchObject({
      calculated_tax: 227,
      tax_rates: [{ rate: 10, name: 'Clothing', code: 'clothing' }],
    })
  })

  it('applies an active sale list, ignores drafts and customer-group lists for guests', async () => {
    const variant = shirt.variants[1]
    await insertPriceList(t, { type: 'sale', prices: [{ variant_id: variant.id, amount: 1600 }] })
    await insertPriceList(t, {
      type: 'override',
      status: 'draft',
      prices: [{ variant_id: variant.id, amount: 100 }],
    })
    await insertPriceList(t, {
      type: 'override',
      groups: ['cgrp_vip_test'],
      prices: [{ variant_id: variant.id, amount: 200 }],
    })
    await insertPriceList(t, {
      type: 'sale',
      ends_at: new Date(Date.now() - 60_000),
      prices: [{ variant_id: variant.id, amount: 300 }],
    })
    const res = (await get(`/store/variants/${variant.id}?region_id=${us}`)).json().variant
    expect(res).toMatchObject({ original_price: 2000, calculated_price: 1600, calculated_price_type: 'sale' })
    expect(res.prices.find((p: { amount: number }) => p.amount === 1600).price_list).toMatchObject({
      type: 'sale',
    })
  })

  it('treats prices of a currency marked includes_tax as inclusive', async () => {
    const jp = await insertRegion(t, { name: 'Japan', currency_code: 'jpy', tax_rate: 10 })
    await setCurrencyIncludesTax(t, 'jpy', true)
    const p = await createProduct(t, admin, {
      title: 'Yen priced',
      status: 'published',
      variants: [{ title: 'One', prices: [{ currency_code: 'jpy', amount: 1100 }] }],
    })
    const v = (await get(`/store/products/${p.id}?region_id=${jp}`)).json().product.variants[0]
    expect(v).toMatchObject({
      calculated_price: 1100,
      calculated_price_includes_tax: true,
      calculated_tax: 100,
    })
    await setCurrencyIncludesTax(t, 'jpy', false)
  })

  it('refuses an unknown region, and prices for the region of cart_id once carts exist', async () => {
    const res = await get(`/store/products?region_id=reg_missing`)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('Region with id reg_missing was not found')
    const [carts] = await t.database.query<{ exists: boolean }>(
      "SELECT to_regclass('cart') IS NOT NULL AS exists",
    )
    if (!carts?.exists) {
      expect((await get('/store/products?cart_id=cart_123')).statusCode).toBe(200)
      return
    }
    expect((await get('/store/products?cart_id=cart_123')).statusCode).toBe(404)
    await t.database.query('INSERT INTO cart (id, region_id) VALUES ($1, $2)', ['cart_pricing_test', us])
    const v = (await get(`/store/products/${shirt.id}?cart_id=cart_pricing_test`)).json().product.variants[0]
    expect([v.original_price, v.original_tax]).toEqual([2200, 220])
  })
})

describe('variants in the store', () => {
  it('lists variants without a count, by ids, with stock from inventory items at channel locations', async () => {
    const [storeRow] = await t.ctx.db.select().from(store)
    const location = generateId('sloc')
    await t.ctx.db.insert(stockLocation).values({ id: location, name: 'Warehouse' })
    await t.ctx.db.insert(salesChannelLocation).values({
      id: generateId('scloc'),
      sales_channel_id: storeRow!.default_sales_channel_id!,
      location_id: location,
    })
    const item = generateId('iitem')
    await t.ctx.db.insert(inventoryItem).values({ id: item, sku: 'INV-M' })
    await t.ctx.db.insert(inventoryLevel).values({
      id: generateId('ilev'),
      inventory_item_id: item,
      location_id: location,
      stocked_quantity: 9,
      reserved_quantity: 2,
    })
    await t.ctx.db.insert(productVariantInventoryItem).values({
      id: generateId('pvitem'),
      inventory_item_id: item,
      variant_id: shirt.variants[1].id,
      required_quantity: 2,
    })

    const [s, m] = shirt.variants
    const res = (await get(`/store/variants?ids=${s.id},${m.id}&currency_code=usd`)).json()
    expect(Object.keys(res)).toEqual(['variants'])
    const byId = new Map(res.variants.map((v: { id: string }) => [v.id, v]))
    expect(byId.get(s.id)).toMatchObject({ inventory_quantity: 3, purchasable: true, calculated_price: 2000 })
    // (9 stocked − 2 reserved) / 2 per variant = 3.
    expect(byId.get(m.id)).toMatchObject({ inventory_quantity: 3, purchasable: true })
    expect((byId.get(m.id) as { product: { id: string } }).product.id).toBe(shirt.id)
    const mugVariant = (await get(`/store/variants/${mug.variants[0].id}`)).json().variant
    expect(mugVariant).toMatchObject({ inventory_quantity: 0, purchasable: true })
  })
})

describe('store taxonomies', () => {
  it('lists tags and types', async () => {
    const tags = (await get('/store/product-tags?value[]=store-tag')).json()
    expect(tags).toMatchObject({ count: 1, limit: 20 })
    const types = (await get('/store/product-types')).json()
    expect(types.product_types.map((x: { value: string }) => x.value)).toContain('Shirts')
  })
})
