import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertOption, insertShopRegion, insertVariant } from '../../server/src/modules/carts/test-helpers'
import { type TestApp, startTestApp } from '../../server/src/testing/harness'
import Mercato from '../src/index'

// @mercato/client drives a storefront checkout against a real server on a random port.
let t: TestApp
let baseUrl: string
let region: string
beforeAll(async () => {
  t = await startTestApp()
  region = await insertShopRegion(t, { name: 'Nordics', tax_rate: 25, countries: ['se', 'no'] })
  await insertOption(t, region, { amount: 500, name: 'Post' })
  await insertVariant(t, { title: 'Wool Socks', prices: [{ amount: 1000 }], inventory_quantity: 20 })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const address = t.app.server.address()
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})
afterAll(() => t.close())

describe('@mercato/client storefront checkout', () => {
  it('regions → products → cart → items → address → shipping → payment → complete → order', async () => {
    // Retries on: every POST carries one Idempotency-Key, which the server accepts.
    const client = new Mercato({ baseUrl, maxRetries: 2 })
    const { regions } = await client.regions.list()
    expect(regions.map((r) => r.id)).toContain(region)
    const { products } = await client.products.list({ region_id: region, limit: 100 })
    const socks = products.find((p) => p.title === 'Wool Socks')!
    const variantId = socks.variants![0]!.id!

    let { cart } = await client.carts.create({ region_id: region })
    ;({ cart } = await client.carts.lineItems.create(cart.id, { variant_id: variantId, quantity: 2 }))
    expect(cart.subtotal).toBe(2000)
    ;({ cart } = await client.carts.update(cart.id, {
      email: 'shopper@example.com',
      shipping_address: {
        first_name: 'Astrid',
        last_name: 'Berg',
        address_1: 'Storgatan 1',
        city: 'Stockholm',
        country_code: 'se',
        postal_code: '11122',
      },
    }))
    const { shipping_options } = await client.shippingOptions.listCartOptions(cart.id)
    expect(shipping_options.map((o) => o.name)).toEqual(['Post'])
    ;({ cart } = await client.carts.addShippingMethod(cart.id, { option_id: shipping_options[0]!.id! }))
    ;({ cart } = await client.carts.createPaymentSessions(cart.id))
    ;({ cart } = await client.carts.setPaymentSession(cart.id, { provider_id: 'manual' }))
    // 2 × 10.00 + 5.00 shipping, 25 % tax on both.
    expect(cart.total).toBe(3125)

    const completed = await client.carts.complete(cart.id)
    expect(completed.type).toBe('order')
    const order = completed.data as { id: string; display_id: number; total: number; email: string }
    expect(order.total).toBe(3125)
    expect((await client.orders.retrieve(order.id)).order.id).toBe(order.id)
    expect((await client.orders.retrieveByCartId(cart.id)).order.id).toBe(order.id)
    const lookup = await client.orders.lookupOrder({
      display_id: order.display_id,
      email: 'shopper@example.com',
    })
    expect(lookup.order.id).toBe(order.id)
  })
})
