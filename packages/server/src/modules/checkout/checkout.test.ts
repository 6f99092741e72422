import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, recordEvents, startTestApp } from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'
import { type Call, address, ok, readyCart, storeClient } from '../carts/test-client'
import {
  defaultProfile,
  insertOption,
  insertShopRegion,
  insertVariant,
  stockVariant,
} from '../carts/test-helpers'

let t: TestApp
let call: Call
let us: string
let option: string
beforeAll(async () => {
  t = await startTestApp()
  call = storeClient(t)
  us = await insertShopRegion(t, { name: 'US', currency_code: 'usd', tax_rate: 10, countries: ['us'] })
  option = await insertOption(t, us, { amount: 500 })
})
afterAll(() => t.close())

describe('checkout', () => {
  it('places an order from a ready cart, once, and serves it by id, by cart and by look-up', async () => {
    const placed = recordEvents(t, 'order.placed')
    const { variantId } = await insertVariant(t, { prices: [{ amount: 1500 }], inventory_quantity: 10 })
    const cart = await readyCart(call, {
      region: us,
      items: [{ variant_id: variantId, quantity: 2 }],
      option,
    })
    expect(cart.payment_session).toMatchObject({ provider_id: 'manual', is_selected: true, amount: 3850 })
    const res = await call('POST', `/store/carts/${cart.id}/complete`)
    expect(res.status).toBe(200)
    expect(res.headers['idempotency-key']).toBeTruthy()
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.body.type).toBe('order')
    // The key the server made for a request without one replays the stored answer.
    const replay = await call('POST', `/store/carts/${cart.id}/complete`, undefined, {
      'idempotency-key': String(res.headers['idempotency-key']),
    })
    expect(replay.status).toBe(200)
    expect(replay.body).toEqual(res.body)
    // As it was sent, to the order of its keys.
    expect(JSON.stringify(replay.body)).toBe(JSON.stringify(res.body))
    const order = res.body.data
    expect(order).toMatchObject({
      object: 'order',
      id: expect.stringMatching(/^order_/),
      display_id: expect.any(Number),
      status: 'pending',
      payment_status: 'awaiting',
      fulfillment_status: 'not_fulfilled',
      cart_id: cart.id,
      email: 'shopper@example.com',
      currency_code: 'usd',
      subtotal: 3000,
      tax_total: 350,
      shipping_total: 500,
      total: 3850,
      paid_total: 3850,
      // Authorized, not captured yet: nothing can be refunded until staff capture it.
      refundable_amount: 0,
      shipping_address: { city: 'Springfield', country_code: 'us' },
      payments: [{ amount: 3850, provider_id: 'manual' }],
      shipping_methods: [{ shipping_option_id: option, price: 500 }],
      customer: { email: 'shopper@example.com' },
    })
    expect(order.items).toEqual([
      expect.objectContaining({ variant_id: variantId, quantity: 2, order_id: order.id }),
    ])
    expect(order.customer).not.toHaveProperty('password_hash')
    // Stock of a variant without inventory items is its own count.
    expect(await countRows(t, 'product_variant', `id = '${variantId}' AND inventory_quantity = 8`)).toBe(1)
    const again = await ok(call, 'POST', `/store/carts/${cart.id}/complete`)
    expect(again.data.id).toBe(order.id)
    expect((await ok(call, 'POST', `/store/carts/${cart.id}/complete-cart`)).data.id).toBe(order.id)
    expect((await ok(call, 'GET', `/store/orders/${order.id}`)).order.total).toBe(3850)
    expect((await ok(call, 'GET', `/store/orders/cart/${cart.id}`)).order.id).toBe(order.id)
    const lookup = await ok(
      call,
      'GET',
      `/store/orders?display_id=${order.display_id}&email=SHOPPER@example.com`,
    )
    expect(lookup.order.id).toBe(order.id)
    const postal = `/store/orders?display_id=${order.display_id}&email=shopper@example.com&shipping_address[postal_code]=`
    expect((await call('GET', `${postal}12345`)).status).toBe(200)
    expect((await call('GET', `${postal}99999`)).status).toBe(404)
    expect(
      (await call('GET', `/store/orders?display_id=${order.display_id}&email=x@example.com`)).status,
    ).toBe(404)
    expect(
      (await call('POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 }))
        .status,
    ).toBe(400)
    await t.ctx.events.idle()
    expect(placed.filter((e) => e.data.id === order.id)).toHaveLength(1)
  })

  it("names a guest customer after their first order's address, once, with its phone", async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 1000 }], inventory_quantity: 10 })
    const email = 'marie-guest@example.com'
    const nameOf = async () =>
      (
        await t.database.query<{ first_name: string | null; last_name: string | null; phone: string | null }>(
          `SELECT first_name, last_name, phone FROM customer WHERE email = '${email}' AND has_account = false`,
        )
      )[0]
    const first = await readyCart(call, {
      region: us,
      items: [{ variant_id: variantId, quantity: 1 }],
      option,
      email,
    })
    // The phone given with the shipping address, though the bill goes to an address without one.
    await ok(call, 'POST', `/store/carts/${first.id}`, {
      shipping_address: { ...address(), phone: '+46 70 123 45 67' },
      billing_address: address(),
    })
    await ok(call, 'POST', `/store/carts/${first.id}/complete`)
    expect(await nameOf()).toEqual({ first_name: 'Ada', last_name: 'Lovelace', phone: '+46 70 123 45 67' })
    // A later order to another name leaves the customer's name as it is.
    const second = await readyCart(call, {
      region: us,
      items: [{ variant_id: variantId, quantity: 1 }],
      option,
      email,
    })
    await ok(call, 'POST', `/store/carts/${second.id}`, {
      shipping_address: { ...address(), first_name: 'Pierre', phone: '+33 1 23 45 67 89' },
    })
    await ok(call, 'POST', `/store/carts/${second.id}/complete`)
    expect(await nameOf()).toEqual({ first_name: 'Ada', last_name: 'Lovelace', phone: '+46 70 123 45 67' })
  })

  it('reserves inventory-item stock at a location of the cart channel', async () => {
    const { variantId } = await insertVariant(t)
    const { item } = await stockVariant(t, variantId, 3)
    const cart = await readyCart(call, {
      region: us,
      items: [{ variant_id: variantId, quantity: 2 }],
      option,
    })
    const { data } = await ok(call, 'POST', `/store/carts/${cart.id}/complete`)
    const lineId = data.items[0].id
    expect(await countRows(t, 'reservation_item', `line_item_id = '${lineId}' AND quantity = 2`)).toBe(1)
    expect(
      await countRows(
        t,
        'inventory_level',
        `inventory_item_id = '${item}' AND reserved_quantity = 2 AND stocked_quantity = 3`,
      ),
    ).toBe(1)
  })

  it('refuses incomplete carts with the contract messages', async () => {
    const { variantId } = await insertVariant(t)
    const { cart } = await ok(call, 'POST', '/store/carts', { region_id: us })
    await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
    const noCustomer = await call('POST', `/store/carts/${cart.id}/complete`)
    expect(noCustomer.status).toBe(400)
    expect(noCustomer.body.message).toBe('Cannot create an order from the cart without a customer')
    await ok(call, 'POST', `/store/carts/${cart.id}`, { email: 'a@example.com', shipping_address: address() })
    const noShipping = await call('POST', `/store/carts/${cart.id}/complete`)
    expect(noShipping.body.message).toMatch(/need[s]? a shipping method/)
    await ok(call, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: option })
    const noSession = await call('POST', `/store/carts/${cart.id}/complete`)
    expect(noSession.body.message).toBe('You cannot complete a cart without a payment session.')
    expect(await countRows(t, '"order"', `cart_id = '${cart.id}'`)).toBe(0)
  })

  it('leaves the cart as it was when the payment is declined, and finishes once it authorizes', async () => {
    const { variantId } = await insertVariant(t)
    const { item } = await stockVariant(t, variantId, 5)
    const cart = await readyCart(call, {
      region: us,
      items: [{ variant_id: variantId, quantity: 1 }],
      option,
      provider: 'test',
    })
    await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions/test`, {
      data: { behaviour: 'decline' },
    })
    const before = (await call('GET', `/store/carts/${cart.id}`)).body
    const declined = await call('POST', `/store/carts/${cart.id}/complete`)
    expect(declined.status).toBe(400)
    expect(declined.body).toEqual({ type: 'not_allowed', message: 'Cart payment not authorized' })
    expect((await call('GET', `/store/carts/${cart.id}`)).body).toEqual(before)
    expect(await countRows(t, '"order"', `cart_id = '${cart.id}'`)).toBe(0)
    expect(
      await countRows(t, 'inventory_level', `inventory_item_id = '${item}' AND reserved_quantity = 0`),
    ).toBe(1)

    await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions/test`, {
      data: { behaviour: 'requires_more' },
    })
    const more = await ok(call, 'POST', `/store/carts/${cart.id}/complete`)
    expect(more).toMatchObject({
      type: 'cart',
      payment_status: 'requires_more',
      data: { id: cart.id, completed_at: null },
    })
    expect(more.data.payment_session.status).toBe('requires_more')
    expect(await countRows(t, '"order"', `cart_id = '${cart.id}'`)).toBe(0)

    const bad = await call('POST', `/store/carts/${cart.id}/payment-sessions/test`, {
      data: { behaviour: 'explode' },
    })
    expect(bad.status).toBe(400)
    await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions/test`, {
      data: { behaviour: 'authorize' },
    })
    const placed = await ok(call, 'POST', `/store/carts/${cart.id}/complete`)
    expect(placed.type).toBe('order')
    expect(placed.data.payments[0]).toMatchObject({ provider_id: 'test', data: { status: 'authorized' } })
  })

  it('manages payment sessions: one per region provider, select, refresh, delete', async () => {
    const { variantId } = await insertVariant(t)
    const { cart } = await ok(call, 'POST', '/store/carts', {
      region_id: us,
      items: [{ variant_id: variantId, quantity: 1 }],
    })
    let res = await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions`)
    expect(res.cart.payment_sessions).toHaveLength(2)
    expect(res.cart.payment_session).toBeNull()
    res = await ok(call, 'POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'test' })
    expect(res.cart.payment_session).toMatchObject({ provider_id: 'test', status: 'pending', amount: 1100 })
    const old = res.cart.payment_session.id
    res = await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions/test/refresh`)
    expect(res.cart.payment_session.id).not.toBe(old)
    res = await ok(call, 'POST', `/store/carts/${cart.id}/line-items/${res.cart.items[0].id}`, {
      quantity: 2,
    })
    expect(res.cart.payment_sessions.every((s: { amount: number }) => s.amount === 2200)).toBe(true)
    res = await ok(call, 'DELETE', `/store/carts/${cart.id}/payment-sessions/test`)
    expect(res.cart.payment_sessions.map((s: { provider_id: string }) => s.provider_id)).toEqual(['manual'])
    const foreign = await call('POST', `/store/carts/${cart.id}/payment-session`, { provider_id: 'stripe' })
    expect(foreign.body.message).toBe('The payment method is not available in this region')
  })

  it('sells gift cards: one card per unit, worth the tax-exclusive unit price, no shipping needed', async () => {
    const created = recordEvents(t, 'order.gift_card_created')
    const { variantId } = await insertVariant(t, { is_giftcard: true, prices: [{ amount: 5000 }] })
    const cart = await readyCart(call, { region: us, items: [{ variant_id: variantId, quantity: 2 }] })
    expect(cart.total).toBe(11000)
    const { type, data } = await ok(call, 'POST', `/store/carts/${cart.id}/complete`)
    expect(type).toBe('order')
    expect(
      await countRows(
        t,
        'gift_card',
        `order_id = '${data.id}' AND value = 5000 AND balance = 5000 AND tax_rate = 10`,
      ),
    ).toBe(2)
    await t.ctx.events.idle()
    expect(created.filter((e) => e.data.id === data.id)).toHaveLength(2)
  })

  it('asks no delivery of gift cards: a cart of them alone has no options and completes without a method', async () => {
    // Even an option on the gift card profile is not offered: the cards go out by e-mail.
    await insertOption(t, us, { name: 'Gift card envelope', profile: await defaultProfile(t, 'gift_card') })
    const { variantId: card } = await insertVariant(t, { is_giftcard: true, prices: [{ amount: 2500 }] })
    const { variantId: tee } = await insertVariant(t, { prices: [{ amount: 1500 }], inventory_quantity: 5 })
    const alone = await readyCart(call, { region: us, items: [{ variant_id: card, quantity: 1 }] })
    expect((await ok(call, 'GET', `/store/shipping-options/${alone.id}`)).shipping_options).toEqual([])
    const { type, data } = await ok(call, 'POST', `/store/carts/${alone.id}/complete`)
    expect(type).toBe('order')
    expect(data.shipping_methods).toEqual([])
    expect(data.items.map((i: { is_giftcard: boolean }) => i.is_giftcard)).toEqual([true])

    // With a tee beside it, only the tee needs a method.
    const mixed = await readyCart(call, {
      region: us,
      items: [
        { variant_id: card, quantity: 1 },
        { variant_id: tee, quantity: 1 },
      ],
    })
    const names = (await ok(call, 'GET', `/store/shipping-options/${mixed.id}`)).shipping_options.map(
      (o: { name: string }) => o.name,
    )
    expect(names).not.toContain('Gift card envelope')
    const refused = await call('POST', `/store/carts/${mixed.id}/complete`)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/needs a shipping method$/)
    expect(refused.body.message).not.toContain(alone.items[0].title)
  })
})
