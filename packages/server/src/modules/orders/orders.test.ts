import { paymentCollection } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, recordEvents, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant } from '../carts/test-helpers'
import { countQueries } from '../catalog/query-counter'

let t: TestApp
let call: Call
let region: string
let option: string
let variantId: string
let productId: string
beforeAll(async () => {
  t = await startTestApp()
  call = storeClient(t)
  region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
  option = await insertOption(t, region, { amount: 300 })
  ;({ variantId, productId } = await insertVariant(t, { prices: [{ amount: 2000 }] }))
})
afterAll(() => t.close())

async function placeOrder(client: Call, email: string, quantity = 1) {
  const cart = await readyCart(client, {
    region,
    option,
    email,
    items: [{ variant_id: variantId, quantity }],
  })
  return (await ok(client, 'POST', `/store/carts/${cart.id}/complete`)).data
}

async function signIn(email: string) {
  const password = 'long-enough-pass'
  const { customer } = await ok(call, 'POST', '/store/customers', { email, password })
  const { access_token } = await ok(call, 'POST', '/store/auth/token', { email, password })
  return { id: customer.id as string, call: storeClient(t, { authorization: `Bearer ${access_token}` }) }
}

describe('store orders', () => {
  it('lets a registered customer claim guest orders with a token sent to the order email', async () => {
    const tokens = recordEvents(t, 'order-update-token.created')
    const guestOrder = await placeOrder(call, 'old-address@example.com')
    const me = await signIn('claimer@example.com')
    expect(
      (await me.call('POST', '/store/orders/batch/customer/token', { order_ids: [guestOrder.id] })).status,
    ).toBe(200)
    expect(
      (await call('POST', '/store/orders/batch/customer/token', { order_ids: [guestOrder.id] })).status,
    ).toBe(401)
    expect(
      (await me.call('POST', '/store/orders/batch/customer/token', { order_ids: ['order_nope'] })).status,
    ).toBe(404)
    await t.ctx.events.idle()
    expect(tokens).toHaveLength(1)
    expect(tokens[0]!.data).toMatchObject({
      old_email: 'old-address@example.com',
      new_customer_id: me.id,
      orders: [guestOrder.id],
    })
    expect((await call('POST', '/store/orders/customer/confirm', { token: 'forged' })).status).toBe(400)
    await ok(call, 'POST', '/store/orders/customer/confirm', { token: tokens[0]!.data.token })
    const mine = await ok(me.call, 'GET', '/store/customers/me/orders')
    expect(mine.orders.map((o: { id: string }) => o.id)).toEqual([guestOrder.id])
    // Claimed now: nobody else may claim it.
    const other = await signIn('other@example.com')
    const again = await other.call('POST', '/store/orders/batch/customer/token', {
      order_ids: [guestOrder.id],
    })
    expect(again.status).toBe(400)
  })

  it("does not show a guest's orders to whoever registers with the guest's email", async () => {
    const guestOrder = await placeOrder(call, 'taken-guest@example.com')
    const me = await signIn('taken-guest@example.com')
    expect((await ok(me.call, 'GET', '/store/customers/me/orders')).orders).toEqual([])
    expect((await me.call('GET', `/store/orders/${guestOrder.id}`)).status).toBe(200) // by id, as Medusa allows
    const mine = await ok(me.call, 'GET', '/store/customers/me')
    expect(mine.customer.id).not.toBe(guestOrder.customer_id)
    // The order joins the account once the token sent to the order's email is confirmed.
    const tokens = recordEvents(t, 'order-update-token.created')
    await ok(me.call, 'POST', '/store/orders/batch/customer/token', { order_ids: [guestOrder.id] })
    await t.ctx.events.idle()
    await ok(call, 'POST', '/store/orders/customer/confirm', { token: tokens[0]!.data.token })
    const claimed = await ok(me.call, 'GET', '/store/customers/me/orders')
    expect(claimed.orders.map((o: { id: string }) => o.id)).toEqual([guestOrder.id])
  })

  it("pages and filters a customer's orders (default limit 10)", async () => {
    const me = await signIn('pager@example.com')
    const placed = []
    for (let i = 0; i < 12; i++) placed.push(await placeOrder(me.call, 'pager@example.com', 1 + (i % 2)))
    const first = await ok(me.call, 'GET', '/store/customers/me/orders')
    expect({ count: first.count, limit: first.limit, offset: first.offset, n: first.orders.length }).toEqual({
      count: 12,
      limit: 10,
      offset: 0,
      n: 10,
    })
    expect(first.orders[0].id).toBe(placed[11].id)
    const page = await ok(me.call, 'GET', '/store/customers/me/orders?limit=5&offset=10&order=created_at')
    expect(page.orders.map((o: { id: string }) => o.id)).toEqual([placed[10].id, placed[11].id])
    const byDisplay = await ok(
      me.call,
      'GET',
      `/store/customers/me/orders?display_id=${placed[3].display_id}`,
    )
    expect(byDisplay.orders.map((o: { id: string }) => o.id)).toEqual([placed[3].id])
    expect((await me.call('GET', '/store/customers/me/orders?colour=red')).status).toBe(400)
  })

  it('reads carts and orders in a fixed number of queries, whatever their size', async () => {
    const many = []
    for (let i = 0; i < 6; i++)
      many.push((await insertVariant(t, { prices: [{ amount: 100 + i }] })).variantId)
    const small = await readyCart(call, { region, option, items: [{ variant_id: many[0]!, quantity: 1 }] })
    const big = await readyCart(call, {
      region,
      option,
      items: many.map((v) => ({ variant_id: v, quantity: 2 })),
    })
    const queriesOf = async (url: string) => {
      // Subscribers of earlier events (notifications, caches) must not count against this request.
      await t.ctx.events.idle()
      const counter = countQueries(t.database)
      try {
        await ok(call, 'GET', url)
        return counter.count
      } finally {
        counter.stop()
      }
    }
    const smallCart = await queriesOf(`/store/carts/${small.id}`)
    expect(await queriesOf(`/store/carts/${big.id}`)).toBe(smallCart)
    // One statement: the cart row with every relation aggregated beside it.
    expect(smallCart).toBe(1)
    const o1 = (await ok(call, 'POST', `/store/carts/${small.id}/complete`)).data
    const o2 = (await ok(call, 'POST', `/store/carts/${big.id}/complete`)).data
    expect(await queriesOf(`/store/orders/${o2.id}`)).toBe(await queriesOf(`/store/orders/${o1.id}`))
    expect(await queriesOf(`/store/orders/${o1.id}`)).toBe(1)
  })

  it('lists shipping options for a region and for products', async () => {
    const returns = await insertOption(t, region, { amount: 0, name: 'Returns', admin_only: true })
    const res = await ok(call, 'GET', `/store/shipping-options?region_id=${region}`)
    const ids = res.shipping_options.map((o: { id: string }) => o.id)
    expect(ids).toContain(option)
    expect(ids).not.toContain(returns)
    expect(res.shipping_options.find((o: { id: string }) => o.id === option)).toMatchObject({
      amount: 300,
      price_incl_tax: 330,
      requirements: [],
    })
    const forProduct = await ok(
      call,
      'GET',
      `/store/shipping-options?product_ids=${productId}&region_id=${region}`,
    )
    expect(forProduct.shipping_options.map((o: { id: string }) => o.id)).toContain(option)
    const unknown = await ok(call, 'GET', '/store/shipping-options?product_ids=prod_unknown')
    expect(unknown.shipping_options).toEqual([])
  })

  it('serves payment collections: sessions, batch, authorize', async () => {
    const id = generateId('paycol')
    await t.ctx.db
      .insert(paymentCollection)
      .values({ id, amount: 1000, region_id: region, currency_code: 'usd', created_by: 'usr_test' })
    let res = await ok(call, 'GET', `/store/payment-collections/${id}`)
    expect(res.payment_collection).toMatchObject({
      id,
      status: 'not_paid',
      payment_sessions: [],
      region: { id: region },
    })
    res = await ok(call, 'POST', `/store/payment-collections/${id}/sessions`, { provider_id: 'manual' })
    expect(res.payment_collection.payment_sessions).toEqual([
      expect.objectContaining({ provider_id: 'manual', amount: 1000 }),
    ])
    const bad = await call('POST', `/store/payment-collections/${id}/sessions/batch`, {
      sessions: [{ provider_id: 'manual', amount: 100 }],
    })
    expect(bad.status).toBe(400)
    res = await ok(call, 'POST', `/store/payment-collections/${id}/sessions/batch`, {
      sessions: [
        { provider_id: 'manual', amount: 600 },
        { provider_id: 'test', amount: 400 },
      ],
    })
    const sessions = res.payment_collection.payment_sessions
    expect(sessions).toHaveLength(2)
    // Both sessions are created in one statement, so their order is the ids' order: pick by provider.
    const manual = sessions.find((s: { provider_id: string }) => s.provider_id === 'manual')
    const refreshed = await ok(call, 'POST', `/store/payment-collections/${id}/sessions/${manual.id}`)
    expect(refreshed.payment_session.id).not.toBe(manual.id)
    const one = await ok(
      call,
      'POST',
      `/store/payment-collections/${id}/sessions/${refreshed.payment_session.id}/authorize`,
    )
    expect(one.payment_session.status).toBe('authorized')
    res = await ok(call, 'GET', `/store/payment-collections/${id}`)
    expect(res.payment_collection).toMatchObject({ status: 'partially_authorized', authorized_amount: 600 })
    const rest = res.payment_collection.payment_sessions.find(
      (s: { status: string }) => s.status !== 'authorized',
    )
    res = await ok(call, 'POST', `/store/payment-collections/${id}/sessions/batch/authorize`, {
      session_ids: [rest.id],
    })
    expect(res.payment_collection).toMatchObject({ status: 'authorized', authorized_amount: 1000 })
    expect(res.payment_collection.payments).toHaveLength(2)
    expect((await call('GET', '/store/payment-collections/paycol_nope')).status).toBe(404)
  })
})
