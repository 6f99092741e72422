import { store } from '@mercato/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { Medusa, type MedusaClient, listenForClients } from '../../testing/medusa-js'
import { insertBulkCatalog } from './bulk-seed'
import { createProduct, insertRegion } from './test-helpers'

// The published storefront client, unchanged, against a server listening on a random port.

type ProductJson = Awaited<ReturnType<typeof createProduct>>

let t: TestApp
let admin: AdminCredentials
let medusa: MedusaClient
let region: string
let product: ProductJson
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  const [s] = await t.ctx.db.select().from(store)
  await insertBulkCatalog(t.database, {
    products: 25,
    salesChannelId: s!.default_sales_channel_id!,
    prefix: 'MJS',
  })
  region = await insertRegion(t, { name: 'US', currency_code: 'usd', tax_rate: 5 })
  product = await createProduct(t, admin, {
    title: 'Client Shirt',
    status: 'published',
    options: [{ title: 'Size' }],
    variants: [{ title: 'M', options: [{ value: 'M' }], prices: [{ currency_code: 'usd', amount: 1900 }] }],
  })
  const baseUrl = await listenForClients(t)
  medusa = new Medusa({ baseUrl, maxRetries: 0 })
})
afterAll(() => t.close())

describe('@medusajs/medusa-js against Mercato', () => {
  it('lists regions', async () => {
    // Regions belong to the regions module; the call is skipped only if that module is not mounted.
    if (!t.routes.some((r) => r.method === 'GET' && r.url === '/store/regions')) return
    const { regions } = await medusa.regions.list()
    expect(regions.map((r: { id: string }) => r.id)).toContain(region)
  })

  it('lists products and retrieves a product and a variant', async () => {
    const { products, count, response } = await medusa.products.list({ region_id: region, limit: 10 })
    expect(response.status).toBe(200)
    expect(count).toBe(26)
    expect(products[0]!.id).toBe(product.id)
    expect(products[0]!.variants[0]!.calculated_price).toBe(1900)

    const one = await medusa.products.retrieve(product.id)
    expect(one.product.title).toBe('Client Shirt')
    const variantId = product.variants[0].id
    const { variant } = await medusa.products.variants.retrieve(variantId)
    expect(variant.id).toBe(variantId)
    const { variants } = await medusa.products.variants.list({ id: variantId } as never)
    expect(variants.map((v: { id: string }) => v.id)).toEqual([variantId])
  })

  it('pages through /store/products with limit and offset', async () => {
    const seen: string[] = []
    let total = 0
    for (let offset = 0; ; offset += 7) {
      const page = await medusa.products.list({ limit: 7, offset })
      total = page.count
      expect(page.limit).toBe(7)
      expect(page.offset).toBe(offset)
      seen.push(...page.products.map((p: { id: string }) => p.id))
      if (page.products.length < 7) break
    }
    expect(total).toBe(26)
    expect(seen).toHaveLength(26)
    expect(new Set(seen).size).toBe(26)
  })

  it('surfaces contract errors through axios', async () => {
    const err = await medusa.products
      .retrieve('prod_missing')
      .catch((e: { response: { status: number; data: unknown } }) => e)
    expect((err as { response: { status: number } }).response.status).toBe(404)
    expect((err as { response: { data: { type: string } } }).response.data.type).toBe('not_found')
  })
})
