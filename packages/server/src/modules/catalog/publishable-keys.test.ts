import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { createProduct, insertPublishableKey, insertSalesChannel } from './test-helpers'

// Mercato's decisions: keys are validated (unknown or revoked → 400 invalid_data) and a valid key
// scopes products and variants to its sales channels.

type ProductJson = Awaited<ReturnType<typeof createProduct>>

let t: TestApp
let admin: AdminCredentials
let web: string
let pos: string
let webProduct: ProductJson
let posProduct: ProductJson
let webKey: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  web = await insertSalesChannel(t, 'Web')
  pos = await insertSalesChannel(t, 'Point of sale')
  const variant = (title: string) => [{ title, prices: [{ currency_code: 'usd', amount: 1000 }] }]
  webProduct = await createProduct(t, admin, {
    title: 'Web only',
    status: 'published',
    sales_channels: [{ id: web }],
    variants: variant('W'),
  })
  posProduct = await createProduct(t, admin, {
    title: 'POS only',
    status: 'published',
    sales_channels: [{ id: pos }],
    variants: variant('P'),
  })
  webKey = await insertPublishableKey(t, [web])
})
afterAll(() => t.close())

const get = (url: string, key?: string) =>
  t.app.inject({ method: 'GET', url, headers: key ? { 'x-publishable-api-key': key } : {} })

const MESSAGE = 'Provided request body contains errors. Please check the data and retry the request'

describe('publishable API keys', () => {
  it('scopes the product list to the key’s channels', async () => {
    const res = (await get('/store/products', webKey)).json()
    expect(res.products.map((p: { id: string }) => p.id)).toEqual([webProduct.id])
    // Without a key the default channel applies, which has neither product.
    expect((await get('/store/products')).json().count).toBe(0)
    const both = await insertPublishableKey(t, [web, pos])
    expect((await get('/store/products', both)).json().count).toBe(2)
  })

  it('answers an out-of-scope product or variant with the MultipleErrors shape', async () => {
    const res = await get(`/store/products/${posProduct.id}`, webKey)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      errors: [
        `Product with id: ${posProduct.id} is not associated with sales channels defined by the Publishable API Key passed in the header of the request.`,
      ],
      message: MESSAGE,
    })
    const variant = await get(`/store/variants/${posProduct.variants[0].id}`, webKey)
    expect(variant.statusCode).toBe(400)
    expect(variant.json().errors[0]).toMatch(/^Variant with id: .* is not associated with sales channels/)
    expect((await get(`/store/products/${webProduct.id}`, webKey)).statusCode).toBe(200)
    expect((await get(`/store/variants/${webProduct.variants[0].id}`, webKey)).statusCode).toBe(200)
    const variants = (await get('/store/variants', webKey)).json().variants
    expect(variants.map((v: { id: string }) => v.id)).toEqual([webProduct.variants[0].id])
  })

  it('refuses a sales_channel_id outside the key’s scope', async () => {
    const res = await get(`/store/products?sales_channel_id[]=${pos}`, webKey)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ type: 'invalid_data' })
    expect(res.json().message).toContain('not part of the Publishable Key mappings')
  })

  it('refuses revoked and unknown keys with 400 invalid_data', async () => {
    const revoked = await insertPublishableKey(t, [web], { revoked: true })
    for (const [key, message] of [
      [revoked, `Publishable API key ${revoked} has been revoked`],
      ['pk_unknown', 'Publishable API key pk_unknown does not exist'],
    ] as const) {
      for (const url of ['/store/products', `/store/products/${webProduct.id}`, '/store/variants']) {
        const res = await get(url, key)
        expect(res.statusCode, url).toBe(400)
        expect(res.json()).toEqual({ type: 'invalid_data', message })
      }
    }
  })
})
