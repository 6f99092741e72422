import { shippingOption } from '@mercato/db'
import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { rowsOf } from '../../jobs/sql'
import { type AdminCredentials, type TestApp, createAdmin } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'

// A shop for the claim tests: a 10 % tax region, an outbound and a return shipping option, and a
// 2000-cent variant stocked (100 units) through an inventory item; orders placed and driven through
// the admin routes as staff would.

export interface Shop {
  t: TestApp
  admin: AdminCredentials
  /** Signed-in staff. */
  call: Call
  /** No credentials. */
  anonymous: Call
  region: string
  option: string
  returnOption: string
  variantId: string
  inventoryItem: string
}

export async function openShop(t: TestApp): Promise<Shop> {
  const admin = await createAdmin(t)
  const region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
  const option = await insertOption(t, region, { amount: 500 })
  const returnOption = await insertOption(t, region, { amount: 300, name: 'Return' })
  await t.ctx.db.update(shippingOption).set({ is_return: true }).where(eq(shippingOption.id, returnOption))
  const { variantId } = await insertVariant(t, { prices: [{ amount: 2000 }] })
  const { item } = await stockVariant(t, variantId, 100)
  return {
    t,
    admin,
    call: storeClient(t, admin.headers),
    anonymous: storeClient(t),
    region,
    option,
    returnOption,
    variantId,
    inventoryItem: item,
  }
}

// biome-ignore lint/suspicious/noExplicitAny: orders as JSON
export type Json = any

/** A placed order of `quantity` units (4950 for two: 4000 + 10 % tax + 500 shipping + 10 % tax). */
export async function placeOrder(s: Shop, quantity = 2): Promise<Json> {
  const store = storeClient(s.t)
  const cart = await readyCart(store, {
    region: s.region,
    option: s.option,
    email: 'claimant@example.com',
    items: [{ variant_id: s.variantId, quantity }],
  })
  return (await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data
}

/** Placed, captured, fully fulfilled and shipped. */
export async function shippedOrder(s: Shop, quantity = 2): Promise<Json> {
  const placed = await placeOrder(s, quantity)
  await ok(s.call, 'POST', `/admin/orders/${placed.id}/capture`)
  const { order } = await ok(s.call, 'POST', `/admin/orders/${placed.id}/fulfillment`, {
    items: [{ item_id: placed.items[0].id, quantity }],
  })
  const shipped = await ok(s.call, 'POST', `/admin/orders/${placed.id}/shipment`, {
    fulfillment_id: order.fulfillments[0].id,
  })
  expect(shipped.order.fulfillment_status).toBe('shipped')
  return shipped.order
}

/** Stock of the shop's variant: units on the shelf and units reserved. */
export async function stockOf(s: Shop) {
  const [row] = await rowsOf<{ stocked: number; reserved: number }>(
    s.t.ctx.db,
    sql`SELECT stocked_quantity AS stocked, reserved_quantity AS reserved FROM inventory_level
         WHERE inventory_item_id = ${s.inventoryItem}`,
  )
  return { stocked: Number(row!.stocked), reserved: Number(row!.reserved) }
}

const TABLES = [
  'claim_order',
  'claim_item',
  'claim_image',
  'claim_tag',
  'line_item',
  '"return"',
  'refund',
  'fulfillment',
  'shipping_method',
  'address',
]

/** Row counts of everything a claim writes, plus live reservations. */
export async function rowCounts(s: Shop) {
  const out: Record<string, number> = {}
  for (const table of TABLES) {
    const [row] = await rowsOf<{ n: number }>(
      s.t.ctx.db,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`,
    )
    out[table] = Number(row!.n)
  }
  const [live] = await rowsOf<{ n: number }>(
    s.t.ctx.db,
    sql`SELECT count(*)::int AS n FROM reservation_item WHERE deleted_at IS NULL`,
  )
  out.reservations = Number(live!.n)
  return out
}

export const claimsOf = (orderId: string) => `/admin/orders/${orderId}/claims`

/** A replace claim of one unit of the order's item, replaced by the same variant. */
export const replaceBody = (s: Shop, o: Json, extra: Record<string, unknown> = {}) => ({
  type: 'replace',
  claim_items: [{ item_id: o.items[0].id, quantity: 1, reason: 'production_failure' }],
  additional_items: [{ variant_id: s.variantId, quantity: 1 }],
  ...extra,
})

/** A request that must fail with 400 not_allowed and the given message. */
export async function refused(call: Call, url: string, payload: unknown, message: RegExp | string) {
  const res = await call('POST', url, payload)
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(res.body.type).toBe('not_allowed')
  if (typeof message === 'string') expect(res.body.message).toBe(message)
  else expect(res.body.message).toMatch(message)
  return res.body
}
