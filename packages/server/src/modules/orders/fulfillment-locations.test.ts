import { inventoryItem, inventoryLevel, stockLocation } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'

// Where a fulfillment's units leave from: the reservation's location unless staff name another, and
// never a location that does not keep the item (its stock would silently not move).

let t: TestApp
let store: Call
let admin: Call
let region: string
let option: string
let variant: string
let stock: { item: string; location: string }

beforeAll(async () => {
  t = await startTestApp()
  store = storeClient(t)
  admin = storeClient(t, (await createAdmin(t)).headers)
  region = await insertShopRegion(t, { countries: ['us'] })
  option = await insertOption(t, region, { amount: 500 })
  variant = (await insertVariant(t, { prices: [{ amount: 2000 }] })).variantId
  stock = await stockVariant(t, variant, 10)
  await t.ctx.db
    .update(inventoryItem)
    .set({ sku: 'BEANIE-LXL', title: 'Beanie L/XL' })
    .where(eq(inventoryItem.id, stock.item))
})
afterAll(() => t.close())

async function placeOrder(quantity: number) {
  const cart = await readyCart(store, { region, option, items: [{ variant_id: variant, quantity }] })
  return (await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data
}

async function newLocation(name: string, stocked?: number) {
  const id = generateId('sloc')
  await t.ctx.db.insert(stockLocation).values({ id, name })
  if (stocked !== undefined)
    await t.ctx.db.insert(inventoryLevel).values({
      id: generateId('ilev'),
      inventory_item_id: stock.item,
      location_id: id,
      stocked_quantity: stocked,
    })
  return id
}

async function levelAt(location: string) {
  const [row] = await t.ctx.db
    .select()
    .from(inventoryLevel)
    .where(and(eq(inventoryLevel.location_id, location), eq(inventoryLevel.inventory_item_id, stock.item)))
  return row ? { stocked: row.stocked_quantity, reserved: row.reserved_quantity } : null
}

describe('fulfillment locations', () => {
  it('refuses a location that does not keep the item, naming where it is reserved, and changes nothing', async () => {
    const order = await placeOrder(2)
    const empty = await newLocation('Stockholm Lager')
    const home = (await t.ctx.db.select().from(stockLocation).where(eq(stockLocation.id, stock.location)))[0]!
    const before = (await ok(admin, 'GET', `/admin/orders/${order.id}`)).order
    const res = await admin('POST', `/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: order.items[0].id, quantity: 2 }],
      location_id: empty,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.type).toBe('not_allowed')
    expect(res.body.message).toBe(
      `Beanie L/XL (SKU BEANIE-LXL) is not stocked at Stockholm Lager: it is reserved at ${home.name}`,
    )
    expect((await ok(admin, 'GET', `/admin/orders/${order.id}`)).order).toEqual(before)
    expect(await levelAt(stock.location)).toEqual({ stocked: 10, reserved: 2 })
    expect(await levelAt(empty)).toBeNull()

    // Without a location, the units leave from where they were reserved.
    const done = (
      await ok(admin, 'POST', `/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: order.items[0].id, quantity: 2 }],
      })
    ).order
    expect(done.fulfillments[0].location_id).toBe(stock.location)
    expect(await levelAt(stock.location)).toEqual({ stocked: 8, reserved: 0 })
  })

  it('takes the units from another location that keeps the item, releasing the reservation where it was', async () => {
    const order = await placeOrder(1)
    const annex = await newLocation('Annex', 5)
    const done = (
      await ok(admin, 'POST', `/admin/orders/${order.id}/fulfillment`, {
        items: [{ item_id: order.items[0].id, quantity: 1 }],
        location_id: annex,
      })
    ).order
    expect(done.fulfillments[0].location_id).toBe(annex)
    expect(await levelAt(annex)).toEqual({ stocked: 4, reserved: 0 })
    expect(await levelAt(stock.location)).toEqual({ stocked: 8, reserved: 0 })
  })
})

describe('returns received at a location', () => {
  it('refuses a location that does not keep the item, then restocks where it is kept', async () => {
    const order = await placeOrder(1)
    const item = order.items[0].id
    await ok(admin, 'POST', `/admin/orders/${order.id}/fulfillment`, {
      items: [{ item_id: item, quantity: 1 }],
    })
    const empty = await newLocation('Pop-up')
    const { order: asked } = await ok(admin, 'POST', `/admin/orders/${order.id}/return`, {
      items: [{ item_id: item, quantity: 1 }],
    })
    const returnId = asked.returns[0].id
    const before = await levelAt(stock.location)
    const res = await admin('POST', `/admin/returns/${returnId}/receive`, {
      items: [{ item_id: item, quantity: 1 }],
      location_id: empty,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body).toMatchObject({
      type: 'not_allowed',
      message:
        'Beanie L/XL (SKU BEANIE-LXL) is not stocked at Pop-up: add it there first, or choose another location',
    })
    expect((await ok(admin, 'GET', `/admin/orders/${order.id}`)).order.returns[0].status).toBe('requested')
    expect(await levelAt(stock.location)).toEqual(before)

    await ok(admin, 'POST', `/admin/returns/${returnId}/receive`, {
      items: [{ item_id: item, quantity: 1 }],
      location_id: stock.location,
    })
    expect(await levelAt(stock.location)).toEqual({
      stocked: before!.stocked + 1,
      reserved: before!.reserved,
    })
  })
})
