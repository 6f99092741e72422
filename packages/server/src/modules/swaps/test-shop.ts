import {
  cart,
  fulfillment,
  inventoryLevel,
  lineItem,
  payment,
  refund,
  returnOrder,
  shippingOption,
  swap,
} from '@mercato/db'
import { count, eq } from 'drizzle-orm'
import type { MercatoApp } from '../../app'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'

// A shop for the swap tests: a 10 % tax region with a shipping and a return option, three stocked
// variants (20.00, 30.00, 10.00), a staff client and a store client, and orders placed, paid,
// fulfilled and shipped through the HTTP routes.

// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of any shape, asserted by the tests
type Json = any

export interface Shop {
  t: TestApp
  admin: Call
  store: Call
  region: string
  option: string
  returnOption: string
  a: { variantId: string; item: string }
  b: { variantId: string; item: string }
  c: { variantId: string; item: string }
}

export async function openShop(): Promise<Shop> {
  const t = await startTestApp()
  const staff = await createAdmin(t)
  const region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
  const option = await insertOption(t, region, { amount: 500 })
  const returnOption = await insertOption(t, region, { amount: 400, name: 'Return' })
  await t.ctx.db.update(shippingOption).set({ is_return: true }).where(eq(shippingOption.id, returnOption))
  const variant = async (amount: number) => {
    const { variantId } = await insertVariant(t, { prices: [{ amount }] })
    const { item } = await stockVariant(t, variantId, 100)
    return { variantId, item }
  }
  return {
    t,
    admin: storeClient(t, staff.headers),
    store: storeClient(t),
    region,
    option,
    returnOption,
    a: await variant(2000),
    b: await variant(3000),
    c: await variant(1000),
  }
}

export interface OrderSteps {
  /** The shopper placing it (a signed-in customer's client), and their email. */
  client?: Call
  email?: string
  capture?: boolean
  fulfill?: number
  ship?: boolean
}

/** Places a guest order for `quantity` of a variant, then captures, fulfills and ships as asked. */
export async function placeOrder(
  shop: Shop,
  variantId: string,
  quantity: number,
  steps: OrderSteps = {},
): Promise<Json> {
  const client = steps.client ?? shop.store
  const c = await readyCart(client, {
    region: shop.region,
    option: shop.option,
    email: steps.email ?? 'swapper@example.com',
    items: [{ variant_id: variantId, quantity }],
  })
  const placed = (await ok(client, 'POST', `/store/carts/${c.id}/complete`)).data
  const url = `/admin/orders/${placed.id}`
  let order = placed
  if (steps.capture !== false) order = (await ok(shop.admin, 'POST', `${url}/capture`)).order
  const fulfill = steps.fulfill ?? quantity
  if (fulfill > 0)
    order = (
      await ok(shop.admin, 'POST', `${url}/fulfillment`, {
        items: [{ item_id: placed.items[0].id, quantity: fulfill }],
      })
    ).order
  if (fulfill > 0 && steps.ship !== false)
    order = (await ok(shop.admin, 'POST', `${url}/shipment`, { fulfillment_id: order.fulfillments[0].id }))
      .order
  return order
}

/** Pays whatever the swap cart asks for through the store flow and completes it. */
export async function payAndComplete(shop: Shop, cartId: string, client = shop.store): Promise<Json> {
  const { cart: c } = await ok(client, 'GET', `/store/carts/${cartId}`)
  if (c.total > 0) {
    await ok(client, 'POST', `/store/carts/${cartId}/payment-sessions`)
    await ok(client, 'POST', `/store/carts/${cartId}/payment-session`, { provider_id: 'manual' })
  }
  return ok(client, 'POST', `/store/carts/${cartId}/complete`)
}

/** A registered customer and a store client signed in as them. */
export async function signIn(shop: Shop, email: string) {
  const password = 'long-enough-pass'
  await ok(shop.store, 'POST', '/store/customers', { email, password })
  const { access_token } = await ok(shop.store, 'POST', '/store/auth/token', { email, password })
  return storeClient(shop.t, { authorization: `Bearer ${access_token}` })
}

/** Rows a swap request may write: a refused request must leave every count as it was. */
export async function rowCounts(t: MercatoApp) {
  const tables = {
    swaps: swap,
    returns: returnOrder,
    carts: cart,
    line_items: lineItem,
    payments: payment,
    refunds: refund,
    fulfillments: fulfillment,
  }
  const out: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables))
    out[name] = (await t.ctx.db.select({ n: count() }).from(table))[0]!.n
  return out
}

export async function stockOf(t: MercatoApp, inventoryItemId: string) {
  const [level] = await t.ctx.db
    .select()
    .from(inventoryLevel)
    .where(eq(inventoryLevel.inventory_item_id, inventoryItemId))
  return { stocked: level!.stocked_quantity, reserved: level!.reserved_quantity }
}
