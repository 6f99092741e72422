import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant } from '../carts/test-helpers'

// Moving a draft to another region (region.ts): catalogue lines re-priced, hand prices kept,
// shipping dropped, the region's only country becomes the shipping country.

let t: TestApp
let admin: AdminCredentials
let call: Call
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  const client = storeClient(t)
  call = (method, url, payload, headers = admin.headers) => client(method, url, payload, headers)
})
afterAll(() => t.close())

describe('draft region changes', () => {
  it('re-prices catalogue lines, keeps hand prices, drops shipping, and refuses unpriced variants', async () => {
    const us = await insertShopRegion(t, { name: 'US', countries: ['us'] })
    const eu = await insertShopRegion(t, { name: 'EU', currency_code: 'eur', countries: ['de'] })
    const option = await insertOption(t, us)
    const both = await insertVariant(t, {
      prices: [{ amount: 1000 }, { amount: 900, currency_code: 'eur' }],
    })
    const usOnly = await insertVariant(t, { prices: [{ amount: 500 }] })
    const created = await call('POST', '/admin/draft-orders', {
      email: 'mover@example.com',
      region_id: us,
      items: [
        { variant_id: both.variantId, quantity: 1 },
        { variant_id: both.variantId, quantity: 1, unit_price: 777 },
      ],
      shipping_methods: [{ option_id: option }],
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const url = `/admin/draft-orders/${created.body.draft_order.id}`
    const moved = await call('POST', url, { region_id: eu })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const cart = moved.body.draft_order.cart
    expect(cart).toMatchObject({
      region_id: eu,
      shipping_methods: [],
      shipping_address: { country_code: 'de' },
    })
    expect(cart.items.map((i: { unit_price: number }) => i.unit_price).sort()).toEqual([777, 900])

    await call('POST', url, { region_id: us })
    const added = await call('POST', `${url}/line-items`, { variant_id: usOnly.variantId, quantity: 1 })
    expect(added.status).toBe(200)
    const refused = await call('POST', url, { region_id: eu })
    expect(refused.status).toBe(400)
    expect(refused.body.type).toBe('invalid_data')
    expect((await call('GET', url)).body.draft_order.cart.region_id).toBe(us)
  })
})
