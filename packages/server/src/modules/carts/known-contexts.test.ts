import { cart, salesChannel } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { type Call, ok, storeClient } from './test-client'
import { insertShopRegion, insertVariant } from './test-helpers'

// A line item's variant read goes out with the cart's lock, for the channel and region the cart had
// when this process last saw it. These tests change the cart behind the server's back and add lines
// at once, to show the read answers for the cart as it is when locked.

let t: TestApp
let call: Call
let usd: string
beforeAll(async () => {
  t = await startTestApp()
  call = storeClient(t)
  usd = await insertShopRegion(t, { countries: ['us'], providers: ['manual'] })
})
afterAll(() => t.close())

const newCart = async (regionId: string) =>
  (await ok(call, 'POST', '/store/carts', { region_id: regionId })).cart

describe('a line added to a cart seen before', () => {
  it('is priced for the region the cart has now, though changed by another process', async () => {
    const eur = await insertShopRegion(t, { currency_code: 'eur' })
    const { variantId } = await insertVariant(t, {
      prices: [{ amount: 1000 }, { amount: 800, currency_code: 'eur', region_id: eur }],
    })
    const c = await newCart(usd)
    await ok(call, 'POST', `/store/carts/${c.id}/line-items`, { variant_id: variantId, quantity: 1 })
    // Written in SQL: no API call, no event, so this process still remembers the cart in USD.
    await t.ctx.db.update(cart).set({ region_id: eur }).where(eq(cart.id, c.id))
    const other = await insertVariant(t, {
      prices: [{ amount: 500 }, { amount: 450, currency_code: 'eur', region_id: eur }],
    })
    const body = await ok(call, 'POST', `/store/carts/${c.id}/line-items`, {
      variant_id: other.variantId,
      quantity: 1,
    })
    expect(
      body.cart.items.find((i: { variant_id: string }) => i.variant_id === other.variantId).unit_price,
    ).toBe(450)
  })

  it('is refused when the cart has moved to a channel without the product', async () => {
    const { variantId } = await insertVariant(t)
    const c = await newCart(usd)
    await ok(call, 'POST', `/store/carts/${c.id}/line-items`, { variant_id: variantId, quantity: 1 })
    const elsewhere = generateId('sc')
    await t.ctx.db.insert(salesChannel).values({ id: elsewhere, name: 'Elsewhere' })
    await t.ctx.db.update(cart).set({ sales_channel_id: elsewhere }).where(eq(cart.id, c.id))
    const res = await call('POST', `/store/carts/${c.id}/line-items`, { variant_id: variantId, quantity: 1 })
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/must belong to the sales channel/)
  })

  it('merges lines added at the same moment: each sees the lines committed before its lock', async () => {
    const { variantId } = await insertVariant(t, { inventory_quantity: 100 })
    const c = await newCart(usd)
    const adds = Array.from({ length: 6 }, () =>
      call('POST', `/store/carts/${c.id}/line-items`, { variant_id: variantId, quantity: 2 }),
    )
    expect((await Promise.all(adds)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    const { cart: after } = await ok(call, 'GET', `/store/carts/${c.id}`)
    expect(after.items.map((i: { quantity: number }) => i.quantity)).toEqual([12])
  })
})
