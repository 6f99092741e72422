import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import {
  insertDiscount,
  insertOption,
  insertShopRegion,
  insertVariant,
  stockVariant,
} from '../carts/test-helpers'

// Races: on PostgreSQL these run in parallel transactions; on PGlite writes serialize, and the
// outcome must be the same.

let t: TestApp
let call: Call
let us: string
let option: string
beforeAll(async () => {
  t = await startTestApp()
  call = storeClient(t)
  us = await insertShopRegion(t, { name: 'US', tax_rate: 0, countries: ['us'] })
  option = await insertOption(t, us, { amount: 0 })
})
afterAll(() => t.close())

const one = async <T>(sql: string) => (await t.ctx.database.query<T>(sql))[0]!

describe('checkout under concurrency', () => {
  it('sells the last 5 units to exactly 5 of 20 racing carts', async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 1000 }] })
    const { item } = await stockVariant(t, variantId, 5)
    const carts: string[] = []
    for (let i = 0; i < 20; i++)
      carts.push(
        (
          await readyCart(call, {
            region: us,
            items: [{ variant_id: variantId, quantity: 1 }],
            option,
            email: `racer${i}@example.com`,
          })
        ).id,
      )
    const results = await Promise.all(carts.map((id) => call('POST', `/store/carts/${id}/complete`)))
    const won = results.filter((r) => r.status === 200 && r.body.type === 'order')
    const lost = results.filter((r) => r.status !== 200)
    expect(won).toHaveLength(5)
    expect(lost).toHaveLength(15)
    for (const r of lost) {
      expect(r.status).toBe(409)
      expect(r.body.errors).toEqual([
        {
          type: 'not_allowed',
          code: 'insufficient_inventory',
          message: `Variant with id: ${variantId} does not have the required inventory`,
        },
      ])
    }
    const level = await one<{ stocked_quantity: number; reserved_quantity: number }>(
      `SELECT stocked_quantity, reserved_quantity FROM inventory_level WHERE inventory_item_id = '${item}'`,
    )
    expect(level).toEqual({ stocked_quantity: 5, reserved_quantity: 5 })
    const reserved = await one<{ n: number; units: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(quantity), 0)::int AS units FROM reservation_item WHERE inventory_item_id = '${item}'`,
    )
    expect(reserved).toEqual({ n: 5, units: 5 })
    const orders = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM "order" WHERE cart_id IN (${carts.map((c) => `'${c}'`).join(',')})`,
    )
    expect(orders.n).toBe(5)
    // Losers keep nothing: no payment, no completed cart, no order rows on their items.
    const completed = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM cart WHERE completed_at IS NOT NULL AND id IN (${carts.map((c) => `'${c}'`).join(',')})`,
    )
    expect(completed.n).toBe(5)
    const payments = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment WHERE cart_id IN (${carts.map((c) => `'${c}'`).join(',')})`,
    )
    expect(payments.n).toBe(5)
  })

  it('places one order when one cart is completed 10 times at once', async () => {
    const { variantId } = await insertVariant(t)
    const cart = await readyCart(call, {
      region: us,
      items: [{ variant_id: variantId, quantity: 1 }],
      option,
    })
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', `/store/carts/${cart.id}/complete`)),
    )
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    const ids = new Set(results.map((r) => r.body.data.id))
    expect(ids.size).toBe(1)
    expect(
      (await one<{ n: number }>(`SELECT count(*)::int AS n FROM "order" WHERE cart_id = '${cart.id}'`)).n,
    ).toBe(1)
    expect(
      (await one<{ n: number }>(`SELECT count(*)::int AS n FROM payment WHERE cart_id = '${cart.id}'`)).n,
    ).toBe(1)
  })

  it('replays the first response for a repeated Idempotency-Key', async () => {
    const { variantId } = await insertVariant(t)
    const { cart } = await ok(call, 'POST', '/store/carts', { region_id: us })
    const headers = { 'idempotency-key': `add-${cart.id}` }
    const payload = { variant_id: variantId, quantity: 1 }
    const first = await call('POST', `/store/carts/${cart.id}/line-items`, payload, headers)
    const second = await call('POST', `/store/carts/${cart.id}/line-items`, payload, headers)
    expect(first.status).toBe(200)
    expect(first.headers['idempotency-key']).toBe(`add-${cart.id}`)
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect((await ok(call, 'GET', `/store/carts/${cart.id}`)).cart.items[0].quantity).toBe(1)
    // The same key at once: one runs, the other replays it or is told to retry (409), never twice.
    const key = { 'idempotency-key': `twice-${cart.id}` }
    const both = await Promise.all(
      [1, 2].map(() => call('POST', `/store/carts/${cart.id}/line-items`, payload, key)),
    )
    for (const r of both) expect([200, 409]).toContain(r.status)
    expect((await ok(call, 'GET', `/store/carts/${cart.id}`)).cart.items[0].quantity).toBe(2)
    const other = await call('POST', `/store/carts/${cart.id}/payment-sessions`, undefined, headers)
    expect(other.status).toBe(400)

    await ok(call, 'POST', `/store/carts/${cart.id}`, { email: 'idem@example.com' })
    await ok(call, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: option })
    await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions`)
    await ok(call, 'POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'manual' })
    const completeKey = { 'idempotency-key': `complete-${cart.id}` }
    const placed = await call('POST', `/store/carts/${cart.id}/complete`, undefined, completeKey)
    const replay = await call('POST', `/store/carts/${cart.id}/complete`, undefined, completeKey)
    expect(replay.body).toEqual(placed.body)
    expect(placed.body.data.idempotency_key).toBe(`complete-${cart.id}`)
  })

  it('never lets a discount be used more often than its limit', async () => {
    const { code } = await insertDiscount(t, { type: 'percentage', value: 10, regions: [us], usage_limit: 3 })
    const { variantId } = await insertVariant(t)
    const carts: string[] = []
    for (let i = 0; i < 6; i++)
      carts.push(
        (
          await readyCart(call, {
            region: us,
            items: [{ variant_id: variantId, quantity: 1 }],
            option,
            discounts: [code],
          })
        ).id,
      )
    const results = await Promise.all(carts.map((id) => call('POST', `/store/carts/${id}/complete`)))
    expect(results.filter((r) => r.status === 200)).toHaveLength(3)
    for (const r of results.filter((x) => x.status !== 200))
      expect(r.body).toMatchObject({
        type: 'not_allowed',
        message: `Discount ${code} has been used maximum allowed times`,
      })
    expect(
      (await one<{ usage_count: number }>(`SELECT usage_count FROM discount WHERE code = '${code}'`))
        .usage_count,
    ).toBe(3)
  })
})
