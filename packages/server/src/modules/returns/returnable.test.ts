import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok } from '../carts/test-client'
import { type Shop, openShop, placeOrder, rowCounts } from '../swaps/test-shop'

// What is still returnable, and what a return refunds, across returns, claims and swaps of one
// order: a unit claimed or in a pending swap cannot be returned again, and a return never promises
// more than the order can still refund.

let shop: Shop
beforeAll(async () => {
  shop = await openShop()
})
afterAll(() => shop?.t.close())

// biome-ignore lint/suspicious/noExplicitAny: orders as JSON, asserted by the tests
type Json = any
const returnOf = (order: Json, id: string) => order.returns.find((r: Json) => r.id === id)
const refundable = async (orderId: string) =>
  (await ok(shop.admin, 'GET', `/admin/orders/${orderId}`)).order.refundable_amount as number

describe('what is still returnable', () => {
  it('refuses a store return of units already returned and claimed, and writes nothing', async () => {
    const order = await placeOrder(shop, shop.a.variantId, 2)
    const item = order.items[0]
    const url = `/admin/orders/${order.id}`
    await ok(shop.admin, 'POST', `${url}/return`, {
      items: [{ item_id: item.id, quantity: 1 }],
      receive_now: true,
    })
    await ok(shop.admin, 'POST', `${url}/claims`, {
      type: 'refund',
      claim_items: [{ item_id: item.id, quantity: 1 }],
    })
    const before = await rowCounts(shop.t)
    const res = await shop.store('POST', '/store/returns', {
      order_id: order.id,
      items: [{ item_id: item.id, quantity: 1 }],
    })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      type: 'not_allowed',
      message: `Cannot return 1 of ${item.title}: 0 left to return (1 returned or asked back, 1 claimed)`,
    })
    expect(await rowCounts(shop.t)).toEqual(before)
    // The Admin API's returnable items follow the same rule.
    const { order: read } = await ok(shop.admin, 'GET', `${url}?expand=returnable_items`)
    expect(read.returnable_items).toEqual([])
  })

  it('refuses a staff return of a unit that a pending swap takes back', async () => {
    const order = await placeOrder(shop, shop.c.variantId, 2)
    const item = order.items[0]
    const url = `/admin/orders/${order.id}`
    await ok(shop.admin, 'POST', `${url}/swaps`, {
      return_items: [{ item_id: item.id, quantity: 1 }],
      additional_items: [{ variant_id: shop.b.variantId, quantity: 1 }],
    })
    const before = await rowCounts(shop.t)
    const res = await shop.admin('POST', `${url}/return`, { items: [{ item_id: item.id, quantity: 2 }] })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(
      `Cannot return 2 of ${item.title}: 1 left to return (1 returned or asked back, 0 claimed)`,
    )
    expect(await rowCounts(shop.t)).toEqual(before)
    // Nor can the swapped unit be claimed, or swapped again.
    const claim = await shop.admin('POST', `${url}/claims`, {
      type: 'refund',
      claim_items: [{ item_id: item.id, quantity: 2 }],
    })
    expect(claim.body.message).toMatch(/2 of .* asked, 1 claimable/)
    const swap = await shop.admin('POST', `${url}/swaps`, {
      return_items: [{ item_id: item.id, quantity: 2 }],
      additional_items: [{ variant_id: shop.b.variantId, quantity: 1 }],
    })
    expect(swap.body.message).toMatch(/1 left to return/)
    await ok(shop.admin, 'POST', `${url}/return`, { items: [{ item_id: item.id, quantity: 1 }] })
  })
})

describe('the refund of a return', () => {
  it('is capped at what the order can still refund, so the expected refund is paid', async () => {
    const order = await placeOrder(shop, shop.b.variantId, 2)
    await ok(shop.admin, 'POST', `/admin/orders/${order.id}/refund`, {
      amount: order.total - 500,
      reason: 'other',
    })
    const { return: requested } = await ok(shop.store, 'POST', '/store/returns', {
      order_id: order.id,
      items: [{ item_id: order.items[0].id, quantity: 1 }],
    })
    expect(requested.refund_amount).toBe(500)
    const { return: received } = await ok(shop.admin, 'POST', `/admin/returns/${requested.id}/receive`, {
      items: [{ item_id: order.items[0].id, quantity: 1 }],
    })
    expect(received).toMatchObject({ status: 'received', refund_amount: 500 })
    expect(await refundable(order.id)).toBe(0)
  })

  it('that can no longer be made leaves a return that receiving with refund 0 closes', async () => {
    const order = await placeOrder(shop, shop.a.variantId, 2)
    const item = order.items[0]
    const url = `/admin/orders/${order.id}`
    const { return: requested } = await ok(shop.store, 'POST', '/store/returns', {
      order_id: order.id,
      items: [{ item_id: item.id, quantity: 1 }],
    })
    expect(requested.refund_amount).toBe(2200)
    // Money goes back another way before the goods arrive: the return's refund cannot be made.
    await ok(shop.admin, 'POST', `${url}/refund`, { amount: order.total - 1000, reason: 'other' })
    const lines = { items: [{ item_id: item.id, quantity: 1 }] }
    const first = await ok(shop.admin, 'POST', `/admin/returns/${requested.id}/receive`, lines)
    expect(first.return.status).toBe('requires_action')
    await ok(shop.admin, 'POST', `${url}/refund`, { amount: 1000, reason: 'return' })
    expect(await refundable(order.id)).toBe(0)
    const closed = await ok(shop.admin, 'POST', `/admin/returns/${requested.id}/receive`, {
      ...lines,
      refund: 0,
    })
    expect(closed.return).toMatchObject({ status: 'received', refund_amount: 0 })
    const after = (await ok(shop.admin, 'GET', url)).order
    expect(returnOf(after, requested.id).status).toBe('received')
    expect(after.fulfillment_status).toBe('partially_returned')
    // Received once: the unit is not counted or restocked twice.
    expect(after.items[0].returned_quantity).toBe(1)
  })
})
