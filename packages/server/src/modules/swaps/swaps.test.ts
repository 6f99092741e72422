import { payment, swap } from '@mercato/db'
import { actionNotAllowed } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin, recordEvents } from '../../testing/harness'
import { countQueries } from '../catalog/query-counter'
import { ok, storeClient } from '../carts/test-client'
import { type Shop, openShop, payAndComplete, placeOrder, rowCounts, signIn, stockOf } from './test-shop'

// Swaps through HTTP (contract §4.5, swap row): created by staff, paid by the shopper on the swap
// cart, settled, fulfilled and shipped; refused steps; idempotent creation; the store routes.

let shop: Shop
let shipped: { orderId: string; swapId: string }
beforeAll(async () => {
  shop = await openShop()
})
afterAll(() => shop.t.close())

// biome-ignore lint/suspicious/noExplicitAny: swaps as JSON, asserted by the tests
const swapOf = (order: { swaps: any[] }, id: string) => order.swaps.find((s) => s.id === id)

describe('swap with a price difference paid', () => {
  it('runs from creation to a shipped swap and a received return', async () => {
    const events = recordEvents(shop.t)
    const order = await placeOrder(shop, shop.a.variantId, 2)
    const item = order.items[0]
    const url = `/admin/orders/${order.id}/swaps`
    const created = await ok(shop.admin, 'POST', url, {
      return_items: [{ item_id: item.id, quantity: 1 }],
      return_shipping: { option_id: shop.returnOption },
      additional_items: [{ variant_id: shop.b.variantId, quantity: 1 }],
      custom_shipping_options: [{ option_id: shop.option, price: 200 }],
    })
    expect(created.order.swaps).toHaveLength(1)
    const s = created.order.swaps[0]
    // 1 × 30.00 + 10 % tax, plus shipping 2.00 + 10 % and return shipping 4.00 + 10 %, minus what
    // the returned unit cost (44.00 for two, so 22.00): 33.00 + 2.20 + 4.40 − 22.00 = 17.60.
    expect(s.difference_due).toBe(1760)
    expect(s).toMatchObject({ payment_status: 'not_paid', fulfillment_status: 'not_fulfilled' })
    expect(s.return_order).toMatchObject({ status: 'requested', swap_id: s.id })
    expect(s.return_order.items).toMatchObject([{ item_id: item.id, quantity: 1 }])
    expect(s.additional_items).toMatchObject([
      { variant_id: shop.b.variantId, quantity: 1, unit_price: 3000 },
    ])
    expect(s.additional_items[0].cart_id).toBe(s.cart_id)

    const { cart } = await ok(shop.store, 'GET', `/store/carts/${s.cart_id}`)
    expect(cart).toMatchObject({ type: 'swap', email: 'swapper@example.com', total: 1760 })
    const stockBefore = await stockOf(shop.t, shop.b.item)

    const done = await payAndComplete(shop, s.cart_id)
    expect(done.type).toBe('swap')
    expect(done.data).toMatchObject({ id: s.id, payment_status: 'awaiting', difference_due: 1760 })
    expect(done.data.confirmed_at).not.toBeNull()
    expect(done.data.payment).toMatchObject({ amount: 1760, swap_id: s.id, cart_id: s.cart_id })
    expect(done.data.shipping_methods).toMatchObject([{ shipping_option_id: shop.option, price: 200 }])
    // Completing again answers the same swap and takes no second payment.
    const again = await ok(shop.store, 'POST', `/store/carts/${s.cart_id}/complete`)
    expect(again).toMatchObject({ type: 'swap', data: { id: s.id, payment: { id: done.data.payment.id } } })
    expect(await shop.t.ctx.db.select().from(payment).where(eq(payment.swap_id, s.id))).toHaveLength(1)
    expect((await stockOf(shop.t, shop.b.item)).reserved).toBe(stockBefore.reserved + 1)

    // Staff whose captures are withheld cannot take the difference from the customer's payment.
    const clerk = await createAdmin(shop.t, 'member')
    await ok(shop.admin, 'POST', `/admin/users/${clerk.id}`, { metadata: { withheld: ['captures'] } })
    const refused = await storeClient(shop.t, clerk.headers)('POST', `${url}/${s.id}/process-payment`)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(actionNotAllowed('captures'))
    const [held] = await shop.t.ctx.db.select().from(payment).where(eq(payment.swap_id, s.id))
    expect(held!.captured_at).toBeNull()

    const paid = await ok(shop.admin, 'POST', `${url}/${s.id}/process-payment`)
    expect(swapOf(paid.order, s.id)).toMatchObject({ payment_status: 'captured' })
    expect(swapOf(paid.order, s.id).payment.captured_at).not.toBeNull()

    const fulfilled = await ok(shop.admin, 'POST', `${url}/${s.id}/fulfillments`, {})
    const f = swapOf(fulfilled.order, s.id)
    expect(f.fulfillment_status).toBe('fulfilled')
    expect(f.fulfillments).toHaveLength(1)
    const sent = await ok(shop.admin, 'POST', `${url}/${s.id}/shipments`, {
      fulfillment_id: f.fulfillments[0].id,
      tracking_numbers: ['SWAP-1'],
    })
    expect(swapOf(sent.order, s.id).fulfillment_status).toBe('shipped')
    expect(await stockOf(shop.t, shop.b.item)).toEqual({
      stocked: stockBefore.stocked - 1,
      reserved: stockBefore.reserved,
    })

    // The swap's return is received through the returns route, as a plain return is: the unit
    // coming back is restocked, the swap shows its return as received, and nothing is refunded.
    const returnedBefore = await stockOf(shop.t, shop.a.item)
    const received = await ok(shop.admin, 'POST', `/admin/returns/${s.return_order.id}/receive`, {
      items: [{ item_id: item.id, quantity: 1 }],
    })
    expect(received.return).toMatchObject({ status: 'received', swap_id: s.id, refund_amount: 0 })
    expect(await stockOf(shop.t, shop.a.item)).toEqual({
      stocked: returnedBefore.stocked + 1,
      reserved: returnedBefore.reserved,
    })
    const after = (await ok(shop.admin, 'GET', `/admin/orders/${order.id}`)).order
    expect(after.refunds).toHaveLength(0)
    expect(after.items[0].returned_quantity).toBe(1)
    expect(swapOf(after, s.id).return_order).toMatchObject({ status: 'received' })
    expect(swapOf(after, s.id).return_order.received_at).not.toBeNull()

    await shop.t.ctx.events.idle()
    const names = events.filter((e) => e.data?.id === s.id).map((e) => e.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'swap.created',
        'swap.payment_completed',
        'swap.payment_captured',
        'swap.fulfillment_created',
        'swap.shipment_created',
      ]),
    )
    expect(events.find((e) => e.name === 'swap.shipment_created')!.data.fulfillment_id).toBe(
      f.fulfillments[0].id,
    )
    shipped = { orderId: order.id, swapId: s.id }
  })

  it('serves swaps to staff with their relations in a fixed number of queries', async () => {
    const one = await ok(shop.admin, 'GET', `/admin/swaps/${shipped.swapId}`)
    expect(one.swap).toMatchObject({
      id: shipped.swapId,
      order_id: shipped.orderId,
      fulfillment_status: 'shipped',
    })
    expect(one.swap.order.id).toBe(shipped.orderId)
    expect(one.swap.cart.type).toBe('swap')
    expect(one.swap.return_order.status).toBe('received')
    expect(one.swap.additional_items).toHaveLength(1)
    expect(one.swap.fulfillments[0].tracking_links[0].tracking_number).toBe('SWAP-1')
    expect(one.swap.payment.amount).toBe(1760)
    expect(one.swap.shipping_address).not.toBeNull()

    const queries = async (url: string) => {
      // Subscribers of earlier events (notifications) must not count against this request.
      await shop.t.ctx.events.idle()
      const counter = countQueries(shop.t.database)
      try {
        return { body: await ok(shop.admin, 'GET', url), n: counter.count }
      } finally {
        counter.stop()
      }
    }
    const page1 = await queries('/admin/swaps?limit=1')
    expect(page1.body).toMatchObject({ count: 1, offset: 0, limit: 1 })
    const order = await placeOrder(shop, shop.a.variantId, 1)
    await ok(shop.admin, 'POST', `/admin/orders/${order.id}/swaps`, {
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: shop.c.variantId, quantity: 2 }],
    })
    const all = await queries('/admin/swaps')
    expect(all.body).toMatchObject({ count: 2, offset: 0, limit: 50 })
    expect(all.body.swaps[0].order_id).toBe(order.id)
    expect(all.n).toBe(page1.n)
  })
})

describe('swap with a negative difference', () => {
  it('refunds the difference out of the order payment through process-payment', async () => {
    const order = await placeOrder(shop, shop.a.variantId, 2)
    const url = `/admin/orders/${order.id}/swaps`
    const created = await ok(shop.admin, 'POST', url, {
      return_items: [{ item_id: order.items[0].id, quantity: 2 }],
      additional_items: [{ variant_id: shop.c.variantId, quantity: 1 }],
    })
    const s = created.order.swaps[0]
    expect(s.difference_due).toBe(1100 - 4400)
    // A credit line edited through the cart routes does not count: completion derives it again.
    const { cart } = await ok(shop.store, 'GET', `/store/carts/${s.cart_id}`)
    const credit = cart.items.find((i: { is_return: boolean }) => i.is_return)
    expect(credit).toMatchObject({ quantity: 2, unit_price: -2200, original_item_id: order.items[0].id })
    await ok(shop.store, 'POST', `/store/carts/${s.cart_id}/line-items/${credit.id}`, { quantity: 5 })
    const done = await payAndComplete(shop, s.cart_id)
    expect(done.data).toMatchObject({ payment_status: 'confirmed', difference_due: -3300, payment: null })

    // Staff whose refunds are withheld cannot settle a difference owed to the customer.
    const clerk = await createAdmin(shop.t, 'member')
    await ok(shop.admin, 'POST', `/admin/users/${clerk.id}`, { metadata: { withheld: ['refunds'] } })
    const refused = await storeClient(shop.t, clerk.headers)('POST', `${url}/${s.id}/process-payment`)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(actionNotAllowed('refunds'))
    const unchanged = await ok(shop.admin, 'GET', `/admin/orders/${order.id}`)
    expect(swapOf(unchanged.order, s.id).payment_status).toBe(done.data.payment_status)
    expect(unchanged.order.refunded_total).toBe(0)

    const settled = await ok(shop.admin, 'POST', `${url}/${s.id}/process-payment`)
    expect(swapOf(settled.order, s.id).payment_status).toBe('difference_refunded')
    expect(settled.order.refunds).toMatchObject([{ amount: 3300, reason: 'swap' }])
    expect(settled.order.refunded_total).toBe(3300)
    expect(settled.order.payment_status).toBe('partially_refunded')
    // Settling again refunds nothing more.
    const twice = await ok(shop.admin, 'POST', `${url}/${s.id}/process-payment`)
    expect(twice.order.refunds).toHaveLength(1)
  })
})

describe('refused swap steps', () => {
  const expectRefusal = async (
    res: { status: number; body: { type: string; message: string } },
    m: RegExp,
  ) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.type).toBe('not_allowed')
    expect(res.body.message).toMatch(m)
  }

  it('refuses illegal swaps and writes nothing', async () => {
    const order = await placeOrder(shop, shop.a.variantId, 2)
    const halfSent = await placeOrder(shop, shop.a.variantId, 2, { fulfill: 1 })
    const unpaid = await placeOrder(shop, shop.a.variantId, 1, { capture: false, fulfill: 0 })
    const canceled = await placeOrder(shop, shop.a.variantId, 1, { capture: false, fulfill: 0 })
    await ok(shop.admin, 'POST', `/admin/orders/${canceled.id}/cancel`)
    const before = await rowCounts(shop.t)
    const ask = (o: { id: string; items: Array<{ id: string }> }, quantity: number) =>
      shop.admin('POST', `/admin/orders/${o.id}/swaps`, {
        return_items: [{ item_id: o.items[0]!.id, quantity }],
        additional_items: [{ variant_id: shop.b.variantId, quantity: 1 }],
      })
    await expectRefusal(await ask(order, 3), /Cannot return more items than have been purchased/)
    await expectRefusal(await ask(halfSent, 2), /not been sent: 2 .* asked, 1 sent/)
    await expectRefusal(await ask(unpaid, 1), /only once its payment is captured/)
    await expectRefusal(await ask(canceled, 1), /A canceled order cannot be swapped/)
    expect(await rowCounts(shop.t)).toEqual(before)
  })

  it('refuses to fulfill or settle an unpaid swap and to cancel a shipped one', async () => {
    const order = await placeOrder(shop, shop.a.variantId, 2)
    const url = `/admin/orders/${order.id}/swaps`
    const created = await ok(shop.admin, 'POST', url, {
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: shop.b.variantId, quantity: 1 }],
    })
    const s = created.order.swaps[0]
    const before = await rowCounts(shop.t)
    await expectRefusal(
      await shop.admin('POST', `${url}/${s.id}/fulfillments`, {}),
      /only once the customer has confirmed/,
    )
    await expectRefusal(await shop.admin('POST', `${url}/${s.id}/process-payment`), /hasn't been confirmed/)
    const shippedUrl = `/admin/orders/${shipped.orderId}/swaps/${shipped.swapId}/cancel`
    await expectRefusal(
      await shop.admin('POST', shippedUrl),
      /A swap that has been shipped cannot be canceled/,
    )
    expect(await rowCounts(shop.t)).toEqual(before)
    const [row] = await shop.t.ctx.db.select().from(swap).where(eq(swap.id, shipped.swapId))
    expect(row).toMatchObject({ canceled_at: null, fulfillment_status: 'shipped' })

    // An unpaid swap may be canceled: its return goes with it, and its cart can no longer be paid.
    const canceled = await ok(shop.admin, 'POST', `${url}/${s.id}/cancel`)
    expect(swapOf(canceled.order, s.id)).toMatchObject({
      payment_status: 'canceled',
      fulfillment_status: 'canceled',
    })
    expect(swapOf(canceled.order, s.id).canceled_at).not.toBeNull()
    expect(canceled.order.swaps[0].return_order.status).toBe('canceled')
    const late = await shop.store('POST', `/store/carts/${s.cart_id}/complete`)
    await expectRefusal(late, /canceled swap/)
  })
})

describe('idempotent creation and the store routes', () => {
  it('creates one swap when a request is retried with the same Idempotency-Key', async () => {
    const order = await placeOrder(shop, shop.a.variantId, 2)
    const body = {
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: shop.c.variantId, quantity: 1 }],
    }
    const key = { 'idempotency-key': `swap-${order.id}` }
    const first = await shop.admin('POST', `/admin/orders/${order.id}/swaps`, body, key)
    const retry = await shop.admin('POST', `/admin/orders/${order.id}/swaps`, body, key)
    expect(first.status).toBe(200)
    expect(retry.status).toBe(200)
    expect(retry.headers['idempotency-key']).toBe(key['idempotency-key'])
    expect(retry.body.order.swaps.map((s: { id: string }) => s.id)).toEqual(
      first.body.order.swaps.map((s: { id: string }) => s.id),
    )
    expect(await shop.t.ctx.db.select().from(swap).where(eq(swap.order_id, order.id))).toHaveLength(1)

    // The shopper swaps the other unit through the store, with the same retry guarantee.
    const storeBody = {
      order_id: order.id,
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: shop.b.variantId, quantity: 1 }],
    }
    const storeKey = { 'idempotency-key': `store-swap-${order.id}` }
    const mine = await ok(shop.store, 'POST', '/store/swaps', storeBody, storeKey)
    const mineAgain = await ok(shop.store, 'POST', '/store/swaps', storeBody, storeKey)
    expect(mineAgain.swap.id).toBe(mine.swap.id)
    expect(mine.swap).toMatchObject({
      order_id: order.id,
      difference_due: 3300 - 2200,
      payment_status: 'not_paid',
    })
    const byCart = await ok(shop.store, 'GET', `/store/swaps/${mine.swap.cart_id}`)
    expect(byCart.swap.id).toBe(mine.swap.id)
    expect((await shop.store('GET', '/store/swaps/cart_unknown')).status).toBe(404)
    expect(await shop.t.ctx.db.select().from(swap).where(eq(swap.order_id, order.id))).toHaveLength(2)
  })

  it("lets only a registered customer swap their own order, and pay on the swap's cart", async () => {
    const me = await signIn(shop, 'registered-swapper@example.com')
    const order = await placeOrder(shop, shop.a.variantId, 1, {
      client: me,
      email: 'registered-swapper@example.com',
    })
    const body = {
      order_id: order.id,
      return_items: [{ item_id: order.items[0].id, quantity: 1 }],
      additional_items: [{ variant_id: shop.b.variantId, quantity: 1 }],
    }
    const stranger = await shop.store('POST', '/store/swaps', body)
    expect(stranger.status).toBe(404)
    const { swap: mine } = await ok(me, 'POST', '/store/swaps', body)
    expect((await shop.store('GET', `/store/swaps/${mine.cart_id}`)).status).toBe(404)
    expect((await shop.store('POST', `/store/carts/${mine.cart_id}/complete`)).status).toBe(404)
    const done = await payAndComplete(shop, mine.cart_id, me)
    expect(done.data).toMatchObject({ id: mine.id, payment_status: 'awaiting', difference_due: 1100 })
  })

  it('answers 401 without staff credentials on the admin swap routes', async () => {
    const base = `/admin/orders/${shipped.orderId}/swaps`
    const routes: Array<[string, string]> = [
      ['POST', base],
      ['POST', `${base}/${shipped.swapId}/cancel`],
      ['POST', `${base}/${shipped.swapId}/fulfillments`],
      ['POST', `${base}/${shipped.swapId}/fulfillments/ful_x/cancel`],
      ['POST', `${base}/${shipped.swapId}/shipments`],
      ['POST', `${base}/${shipped.swapId}/process-payment`],
      ['GET', '/admin/swaps'],
      ['GET', `/admin/swaps/${shipped.swapId}`],
    ]
    for (const [method, url] of routes) {
      const res = await shop.store(method, url, method === 'POST' ? {} : undefined)
      expect(res.status, `${method} ${url}`).toBe(401)
    }
  })
})
