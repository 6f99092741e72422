import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant } from '../carts/test-helpers'

// The store API may read a draft's cart but never change or complete it (carts/access.ts, lockCart).

let t: TestApp
let admin: AdminCredentials
let call: Call
let us: string
let option: string
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  const client = storeClient(t)
  call = (method, url, payload, headers = admin.headers) => client(method, url, payload, headers)
  us = await insertShopRegion(t, { countries: ['us'] })
  option = await insertOption(t, us)
})
afterAll(() => t.close())

async function newDraft(body: Record<string, unknown>) {
  const res = await call('POST', '/admin/draft-orders', {
    region_id: us,
    shipping_methods: [{ option_id: option }],
    ...body,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.draft_order
}

describe('draft carts and the store API', () => {
  it('keeps draft carts out of the store API, and deletes open drafts', async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 700 }] })
    const draft = await newDraft({
      email: 'store@example.com',
      items: [{ variant_id: variantId, quantity: 1 }],
    })
    const shopper = storeClient(t)
    const cartUrl = `/store/carts/${draft.cart.id}`
    expect((await shopper('GET', cartUrl)).status).toBe(200)
    for (const [method, url, body] of [
      ['POST', `${cartUrl}/line-items`, { variant_id: variantId, quantity: 5 }],
      ['POST', `${cartUrl}/line-items/${draft.cart.items[0].id}`, { quantity: 9 }],
      ['POST', cartUrl, { email: 'thief@example.com' }],
      ['POST', `${cartUrl}/complete`, undefined],
    ] as const) {
      const res = await shopper(method, url, body)
      expect(res.status, url).toBe(400)
      expect(res.body.type).toBe('not_allowed')
    }
    const del = await call('DELETE', `/admin/draft-orders/${draft.id}`)
    expect(del.body).toEqual({ id: draft.id, object: 'draft-order', deleted: true })
    expect((await call('GET', `/admin/draft-orders/${draft.id}`)).status).toBe(404)
    expect((await shopper('GET', cartUrl)).status).toBe(404)
  })
})
