import { inventoryLevel, refund, shippingOption } from '@mercato/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, recordEvents, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'
import { countQueries } from '../catalog/query-counter'

// The back office's order lifecycle through HTTP (contract §4.5): each scenario places a real order
// through the Store API and drives it with the Admin API; illegal steps must change nothing.

let t: TestApp
let store: Call
let admin: Call
let region: string
let option: string
let returnOption: string
let variant: string
let stock: { item: string; location: string }

beforeAll(async () => {
  t = await startTestApp()
  const { headers } = await createAdmin(t)
  store = storeClient(t)
  admin = storeClient(t, headers)
  region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
  option = await insertOption(t, region, { amount: 500 })
  returnOption = await insertOption(t, region, { amount: 300, name: 'Return by post' })
  await t.ctx.db.update(shippingOption).set({ is_return: true }).where(eq(shippingOption.id, returnOption))
  variant = (await insertVariant(t, { prices: [{ amount: 2000 }] })).variantId
  stock = await stockVariant(t, variant, 100)
})
afterAll(() => t.close())

async function placeOrder(quantity = 2, email = 'buyer@example.com') {
  const cart = await readyCart(store, { region, option, email, items: [{ variant_id: variant, quantity }] })
  return (await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data
}

async function level() {
  const [row] = await t.ctx.db
    .select()
    .from(inventoryLevel)
    .where(eq(inventoryLevel.location_id, stock.location))
  return { stocked: row!.stocked_quantity, reserved: row!.reserved_quantity }
}

const post = (url: string, body?: unknown) => ok(admin, 'POST', url, body)

/** An illegal step: a 4xx in the contract's shape whose message says why, and nothing changed. */
async function refused(url: string, body: unknown, message: RegExp, orderId: string) {
  const before = (await ok(admin, 'GET', `/admin/orders/${orderId}`)).order
  const stockBefore = await level()
  const res = await admin('POST', url, body)
  expect(res.status, JSON.stringify(res.body)).toBe(400)
  expect(res.body.type).toBe('not_allowed')
  expect(res.body.message).toMatch(message)
  const after = (await ok(admin, 'GET', `/admin/orders/${orderId}`)).order
  expect(after).toEqual(before)
  expect(await level()).toEqual(stockBefore)
}

const TRACKING = ['TRK-1', '1Z999AA10123456784', 'TRK-2', 'ZZ-9', 'AA-1', 'M-5']

describe('admin order lifecycle', () => {
  it('places, captures, fulfills, ships and completes an order, then archives it', async () => {
    const events = recordEvents(t)
    const placed = await placeOrder(2)
    expect(await level()).toMatchObject({ reserved: 2 })
    const url = `/admin/orders/${placed.id}`
    const captured = (await post(`${url}/capture`)).order
    expect(captured.payment_status).toBe('captured')
    expect(captured.payments[0].captured_at).not.toBeNull()

    const fulfilled = (
      await post(`${url}/fulfillment`, { items: [{ item_id: placed.items[0].id, quantity: 2 }] })
    ).order
    expect(fulfilled.fulfillment_status).toBe('fulfilled')
    expect(fulfilled.fulfillments[0].items).toEqual([expect.objectContaining({ quantity: 2 })])
    expect(fulfilled.fulfillments[0].location_id).toBe(stock.location)
    // The reserved units left the warehouse.
    expect(await level()).toEqual({ stocked: 98, reserved: 0 })

    const fulfillmentId = fulfilled.fulfillments[0].id
    const shipped = (
      await post(`${url}/shipment`, { fulfillment_id: fulfillmentId, tracking_numbers: TRACKING })
    ).order
    expect(shipped.fulfillment_status).toBe('shipped')
    expect(shipped.items[0].shipped_quantity).toBe(2)
    // In the order they were typed (they came back in a random order within the same millisecond).
    expect(
      shipped.fulfillments[0].tracking_links.map((l: { tracking_number: string }) => l.tracking_number),
    ).toEqual(TRACKING)

    expect((await post(`${url}/complete`)).order.status).toBe('completed')
    expect((await post(`${url}/archive`)).order.status).toBe('archived')
    await t.ctx.events.idle()
    const names = events.map((e) => e.name)
    for (const name of [
      'order.payment_captured',
      'order.fulfillment_created',
      'order.shipment_created',
      'order.completed',
    ])
      expect(names).toContain(name)
  })

  it('fulfills part of an order, then the rest; a canceled fulfillment puts its units back on reserve', async () => {
    const placed = await placeOrder(3)
    const url = `/admin/orders/${placed.id}`
    const item = placed.items[0].id
    const partial = (await post(`${url}/fulfillment`, { items: [{ item_id: item, quantity: 1 }] })).order
    expect(partial.fulfillment_status).toBe('partially_fulfilled')
    const before = await level()
    const canceled = (await post(`${url}/fulfillments/${partial.fulfillments[0].id}/cancel`)).order
    expect(canceled.fulfillment_status).toBe('not_fulfilled')
    expect(canceled.fulfillments[0].canceled_at).not.toBeNull()
    expect(await level()).toEqual({ stocked: before.stocked + 1, reserved: before.reserved + 1 })
    await post(`${url}/fulfillment`, { items: [{ item_id: item, quantity: 2 }] })
    const all = (await post(`${url}/fulfillment`, { items: [{ item_id: item, quantity: 1 }] })).order
    expect(all.fulfillment_status).toBe('fulfilled')
    expect(all.items[0].fulfilled_quantity).toBe(3)
    const first = all.fulfillments.find((f: { canceled_at: string | null }) => !f.canceled_at)
    const half = (await post(`${url}/shipment`, { fulfillment_id: first.id })).order
    expect(half.fulfillment_status).toBe('partially_shipped')
  })

  it('cancels an order and releases its reserved stock and its payment', async () => {
    const before = await level()
    const placed = await placeOrder(4)
    expect(await level()).toEqual({ stocked: before.stocked, reserved: before.reserved + 4 })
    const canceled = (await post(`/admin/orders/${placed.id}/cancel`)).order
    expect(canceled).toMatchObject({
      status: 'canceled',
      payment_status: 'canceled',
      fulfillment_status: 'canceled',
    })
    expect(canceled.payments[0].canceled_at).not.toBeNull()
    expect(await level()).toEqual(before)
  })

  it('cancels a captured order by refunding what was taken, and records the refund', async () => {
    const placed = await placeOrder(2)
    const url = `/admin/orders/${placed.id}`
    const captured = (await post(`${url}/capture`)).order
    expect(captured.payment_status).toBe('captured')
    const canceled = (await post(`${url}/cancel`)).order
    expect(canceled).toMatchObject({
      status: 'canceled',
      payment_status: 'refunded',
      refunded_total: captured.total,
    })
    expect(canceled.payments[0]).toMatchObject({ amount_refunded: captured.total })
    expect(canceled.payments[0].canceled_at).not.toBeNull()
    expect(canceled.refunds).toEqual([
      expect.objectContaining({ amount: captured.total, reason: 'other', note: 'Order canceled' }),
    ])
  })

  it('takes a return with a refund: the goods are restocked and the shopper is paid back', async () => {
    const placed = await placeOrder(2)
    const url = `/admin/orders/${placed.id}`
    await post(`${url}/capture`)
    const f = (await post(`${url}/fulfillment`, { items: [{ item_id: placed.items[0].id, quantity: 2 }] }))
      .order
    await post(`${url}/shipment`, { fulfillment_id: f.fulfillments[0].id })
    const requested = (
      await post(`${url}/return`, {
        items: [{ item_id: placed.items[0].id, quantity: 1 }],
        return_shipping: { option_id: returnOption },
      })
    ).order
    const ret = requested.returns[0]
    // One unit at 2000 + 10 % tax, less the return postage (300 + 10 % tax is charged as 300).
    expect(ret).toMatchObject({ status: 'requested', refund_amount: 2200 - 300 })
    expect(ret.shipping_method.price).toBe(300)
    const stockBefore = await level()
    const received = await post(`/admin/returns/${ret.id}/receive`, {
      items: [{ item_id: placed.items[0].id, quantity: 1 }],
    })
    expect(received.return.status).toBe('received')
    const after = (await ok(admin, 'GET', url)).order
    expect(after.fulfillment_status).toBe('partially_returned')
    expect(after.refunded_total).toBe(1900)
    expect(after.payment_status).toBe('partially_refunded')
    expect(after.refunds[0]).toMatchObject({ amount: 1900, reason: 'return' })
    expect(await level()).toEqual({ stocked: stockBefore.stocked + 1, reserved: stockBefore.reserved })
    const list = await ok(admin, 'GET', `/admin/returns?order_id=${placed.id}`)
    expect(list.returns.map((r: { id: string }) => r.id)).toEqual([ret.id])
  })

  it('receives a return that needs action again, counting only what came back since', async () => {
    const placed = await placeOrder(3)
    const url = `/admin/orders/${placed.id}`
    const item = placed.items[0].id
    await post(`${url}/capture`)
    await post(`${url}/fulfillment`, { items: [{ item_id: item, quantity: 3 }] })
    const ret = (await post(`${url}/return`, { items: [{ item_id: item, quantity: 3 }] })).order.returns[0]
    const stockBefore = await level()
    const receive = (quantity: number) =>
      admin('POST', `/admin/returns/${ret.id}/receive`, { items: [{ item_id: item, quantity }] })
    // Two of the three arrived: the return needs a person, two units are back.
    const first = await receive(2)
    expect(first.body.return.status).toBe('requires_action')
    expect(await level()).toEqual({ stocked: stockBefore.stocked + 2, reserved: stockBefore.reserved })
    // What was received can only grow.
    const lower = await receive(1)
    expect(lower.status).toBe(400)
    expect(lower.body.message).toMatch(/received 2 times already/)
    // The third one arrived: all three are back, once each, and the shopper is refunded.
    const second = await receive(3)
    expect(second.body.return.status).toBe('received')
    expect(await level()).toEqual({ stocked: stockBefore.stocked + 3, reserved: stockBefore.reserved })
    const after = (await ok(admin, 'GET', url)).order
    expect(after.items[0].returned_quantity).toBe(3)
    expect(after.fulfillment_status).toBe('returned')
    expect(after.refunds).toMatchObject([{ reason: 'return', amount: ret.refund_amount }])
  })

  it('refuses illegal steps with a clear message and changes neither money nor stock', async () => {
    const placed = await placeOrder(2)
    const url = `/admin/orders/${placed.id}`
    const item = placed.items[0].id
    await refused(`${url}/archive`, {}, /Can't archive an unprocessed order/, placed.id)
    await refused(`${url}/refund`, { amount: 100, reason: 'other' }, /refundable amount of 0/, placed.id)
    await post(`${url}/capture`)
    await refused(`${url}/capture`, {}, /already captured/, placed.id)
    await refused(
      `${url}/refund`,
      { amount: placed.total + 1, reason: 'other' },
      /Cannot refund more/,
      placed.id,
    )
    await refused(
      `${url}/fulfillment`,
      { items: [{ item_id: item, quantity: 3 }] },
      /Cannot fulfill more items/,
      placed.id,
    )
    const f = (await post(`${url}/fulfillment`, { items: [{ item_id: item, quantity: 1 }] })).order
      .fulfillments[0]
    await post(`${url}/fulfillments/${f.id}/cancel`)
    await refused(
      `${url}/shipment`,
      { fulfillment_id: f.id },
      /canceled fulfillment cannot be shipped/,
      placed.id,
    )
    const live = (await post(`${url}/fulfillment`, { items: [{ item_id: item, quantity: 2 }] })).order
      .fulfillments[1]
    await post(`${url}/shipment`, { fulfillment_id: live.id })
    await refused(`${url}/cancel`, {}, /A shipped order cannot be canceled/, placed.id)
    await refused(
      `${url}/fulfillments/${live.id}/cancel`,
      {},
      /shipped fulfillment cannot be canceled/,
      placed.id,
    )
    const refunds = await t.ctx.db.select().from(refund).where(eq(refund.order_id, placed.id))
    expect(refunds).toEqual([])
  })

  it('refuses bad input in the contract shape, naming the field', async () => {
    const placed = await placeOrder(1)
    const res = await admin('POST', `/admin/orders/${placed.id}/refund`, { amount: 'lots', reason: 'other' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ type: 'invalid_data' })
    expect(res.body.message).toMatch(/amount/)
    expect((await admin('POST', `/admin/orders/${placed.id}/capture`, { colour: 'red' })).status).toBe(400)
    expect((await admin('GET', '/admin/orders/order_missing')).status).toBe(404)
    expect((await admin('GET', '/admin/orders?status[]=lost')).status).toBe(400)
    // returnable_items is computed for the single order only; other order routes refuse it.
    const one = await ok(admin, 'GET', `/admin/orders/${placed.id}?expand=customer,returnable_items`)
    expect(one.order.returnable_items).toEqual([
      expect.objectContaining({ id: placed.items[0].id, quantity: 1 }),
    ])
    const bad = await admin('POST', `/admin/orders/${placed.id}/complete?expand=returnable_items`)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/returnable_items/)
  })

  it("refuses a shipping address outside the order's region, as carts do, and keeps one inside it", async () => {
    const placed = await placeOrder(1)
    const url = `/admin/orders/${placed.id}`
    const address = {
      first_name: 'Ann',
      last_name: 'Lee',
      address_1: '1 Rue',
      city: 'Paris',
      postal_code: '75001',
    }
    await refused(
      url,
      { shipping_address: { ...address, country_code: 'fr' } },
      /^Shipping country not in region$/,
      placed.id,
    )
    // Nothing was written: not the address, nor the e-mail sent beside it.
    await refused(
      url,
      { email: 'other@example.com', shipping_address: { ...address, country_code: 'FR' } },
      /^Shipping country not in region$/,
      placed.id,
    )
    const moved = await post(url, { shipping_address: { ...address, city: 'Austin', country_code: 'us' } })
    expect(moved.order.shipping_address).toMatchObject({ city: 'Austin', country_code: 'us' })
  })
})

describe('admin order list', () => {
  it('filters by status, email search and customer, pages, and includes the admin relations', async () => {
    const a = await placeOrder(1, 'list-alpha@example.com')
    const b = await placeOrder(1, 'list-beta@example.com')
    const found = await ok(admin, 'GET', '/admin/orders?q=list-alpha')
    expect(found.orders.map((o: { id: string }) => o.id)).toEqual([a.id])
    expect(found).toMatchObject({ count: 1, limit: 50, offset: 0 })
    expect(found.orders[0]).toHaveProperty('returns')
    expect(found.orders[0]).toHaveProperty('swaps')
    const byDisplay = await ok(admin, 'GET', `/admin/orders?q=${b.display_id}`)
    expect(byDisplay.orders.map((o: { id: string }) => o.id)).toContain(b.id)
    // As the dashboard writes it: "#4", spaces around it too.
    for (const q of [`#${b.display_id}`, ` # ${b.display_id} `]) {
      const byHash = await ok(admin, 'GET', `/admin/orders?q=${encodeURIComponent(q)}`)
      expect(byHash.orders.map((o: { id: string }) => o.id)).toContain(b.id)
    }
    const byCustomer = await ok(admin, 'GET', `/admin/orders?customer_id=${b.customer_id}`)
    expect(byCustomer.orders.map((o: { id: string }) => o.id)).toEqual([b.id])
    const page = await ok(admin, 'GET', '/admin/orders?limit=1&offset=1')
    expect(page.orders).toHaveLength(1)
    expect(page.orders[0].id).toBe(a.id)
    const pending = await ok(admin, 'GET', '/admin/orders?status[]=pending&payment_status[]=awaiting')
    expect(pending.orders.every((o: { status: string }) => o.status === 'pending')).toBe(true)
  })

  it('reads a page of orders in a fixed number of queries, however many orders it holds', async () => {
    for (let i = 0; i < 3; i++) await placeOrder(1, `count${i}@example.com`)
    const queriesOf = async (url: string) => {
      await t.ctx.events.idle()
      const counter = countQueries(t.database)
      try {
        await ok(admin, 'GET', url)
        return counter.count
      } finally {
        counter.stop()
      }
    }
    expect(await queriesOf('/admin/orders?limit=1')).toBe(await queriesOf('/admin/orders?limit=20'))
  })
})
