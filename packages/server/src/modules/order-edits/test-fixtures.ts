import { inventoryLevel } from '@mercato/db'
import { eq } from 'drizzle-orm'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'

// A shop for the order-edit tests: a region taxed at 10 %, a 300 shipping option, and three stocked
// variants (a: 2000, b: 500, c: 700), plus helpers to place orders and read reserved stock.

export type VariantKey = 'a' | 'b' | 'c'
// biome-ignore lint/suspicious/noExplicitAny: JSON bodies of any shape, asserted by the tests
type Json = any

export interface EditShop {
  t: TestApp
  store: Call
  admin: Call
  staff: AdminCredentials
  region: string
  option: string
  v: Record<VariantKey, { id: string; item: string }>
}

export async function openShop(): Promise<EditShop> {
  const t = await startTestApp()
  const staff = await createAdmin(t)
  const region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
  const option = await insertOption(t, region, { amount: 300 })
  const v = {} as EditShop['v']
  for (const [key, amount] of [
    ['a', 2000],
    ['b', 500],
    ['c', 700],
  ] as const) {
    const { variantId } = await insertVariant(t, { prices: [{ amount }] })
    const { item } = await stockVariant(t, variantId, 20)
    v[key] = { id: variantId, item }
  }
  return { t, store: storeClient(t), admin: storeClient(t, staff.headers), staff, region, option, v }
}

export async function placeOrder(
  s: EditShop,
  items: Array<{ variant_id: string; quantity: number }>,
  discounts?: string[],
): Promise<Json> {
  const cart = await readyCart(s.store, {
    region: s.region,
    option: s.option,
    items,
    ...(discounts ? { discounts } : {}),
  })
  return (await ok(s.store, 'POST', `/store/carts/${cart.id}/complete`)).data
}

export async function reserved(s: EditShop, key: VariantKey) {
  const [level] = await s.t.ctx.db
    .select({ n: inventoryLevel.reserved_quantity })
    .from(inventoryLevel)
    .where(eq(inventoryLevel.inventory_item_id, s.v[key].item))
  return level!.n
}

export async function newEdit(s: EditShop, orderId: string): Promise<Json> {
  const body = { order_id: orderId, internal_note: 'staff only' }
  return (await ok(s.admin, 'POST', '/admin/order-edits', body)).order_edit
}

/** The edit's (or order's) item of a variant. */
export const itemOf = (s: EditShop, owner: { items: Json[] }, key: VariantKey): Json =>
  owner.items.find((i: { variant_id: string }) => i.variant_id === s.v[key].id)
