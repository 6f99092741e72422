import {
  customerGroup,
  customerGroupCustomers,
  moneyAmount,
  priceList,
  priceListCustomerGroup,
  productTaxRate,
  taxRate,
} from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, recordEvents, startTestApp } from '../../testing/harness'
import { type Call, address, ok, storeClient } from './test-client'
import { insertPublishableKey, insertSalesChannel } from '../catalog/test-helpers'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from './test-helpers'

let t: TestApp
let call: Call
let us: string
let eu: string
beforeAll(async () => {
  t = await startTestApp()
  call = storeClient(t)
  us = await insertShopRegion(t, { name: 'US', currency_code: 'usd', tax_rate: 10, countries: ['us', 'ca'] })
  eu = await insertShopRegion(t, { name: 'EU', currency_code: 'eur', tax_rate: 20, countries: ['de'] })
})
afterAll(() => t.close())

const newCart = async (payload: Record<string, unknown> = { region_id: us }) =>
  (await ok(call, 'POST', '/store/carts', payload)).cart

describe('store carts', () => {
  it('creates a cart in the first region and the default channel, with totals', async () => {
    const events = recordEvents(t, 'cart.created')
    const cart = await newCart({})
    expect(cart).toMatchObject({
      object: 'cart',
      id: expect.stringMatching(/^cart_/),
      region_id: us,
      items: [],
      total: 0,
      subtotal: 0,
      payment_session: null,
      region: { id: us, countries: expect.any(Array), payment_providers: [{ id: 'manual' }, { id: 'test' }] },
      sales_channel: { name: 'Default Sales Channel' },
    })
    expect(cart).not.toHaveProperty('raw_discount_total')
    await t.ctx.events.idle()
    expect(events.map((e) => e.data.id)).toContain(cart.id)
    const seeded = await newCart({ region_id: eu, country_code: 'DE' })
    expect(seeded.shipping_address.country_code).toBe('de')
    const wrong = await call('POST', '/store/carts', { region_id: eu, country_code: 'us' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('Country not available in region')
  })

  it('refuses a cart in an unknown region or channel, or a disabled channel, and writes none', async () => {
    const carts = async () =>
      (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM cart'))[0]!.n
    const before = await carts()
    const disabled = await insertSalesChannel(t, 'Closed')
    await t.database.query('UPDATE sales_channel SET is_disabled = true WHERE id = $1', [disabled])
    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ region_id: 'reg_missing' }, 404, 'Region with id reg_missing was not found'],
      [
        { region_id: us, sales_channel_id: 'sc_missing' },
        404,
        'Sales channel with id: sc_missing was not found',
      ],
      [
        { region_id: us, sales_channel_id: disabled },
        400,
        'Unable to assign the cart to a disabled Sales Channel "Closed"',
      ],
    ]
    for (const [body, status, message] of refusals) {
      const res = await call('POST', '/store/carts', body)
      expect([res.status, res.body.message]).toEqual([status, message])
    }
    expect(await carts()).toBe(before)
  })

  it('answers an added line as a later read of the cart shows it, taxed or not, new or merged', async () => {
    const taxed = await insertShopRegion(t, { tax_rate: 20, countries: ['gb'], providers: ['manual'] })
    const untaxed = await insertShopRegion(t, { tax_rate: 20, countries: ['fr'], automatic_taxes: false })
    const option = await insertOption(t, taxed, { amount: 500 })
    const special = await insertVariant(t, { prices: [{ amount: 1000 }] })
    const plain = await insertVariant(t, { prices: [{ amount: 700 }] })
    const rateId = generateId('txr')
    await t.ctx.db
      .insert(taxRate)
      .values({ id: rateId, region_id: taxed, rate: 5, name: 'Reduced', code: 'R' })
    await t.ctx.db.insert(productTaxRate).values({ product_id: special.productId, rate_id: rateId })
    for (const region of [taxed, untaxed]) {
      const cart = await newCart({ region_id: region })
      const add = async (variantId: string) => {
        const added = await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, {
          variant_id: variantId,
          quantity: 1,
        })
        expect(added).toEqual(await ok(call, 'GET', `/store/carts/${cart.id}`))
        return added.cart
      }
      await add(special.variantId)
      if (region === taxed) {
        const updated = await ok(call, 'POST', `/store/carts/${cart.id}`, {
          email: 'lines@example.com',
          shipping_address: address('gb'),
        })
        expect(updated).toEqual(await ok(call, 'GET', `/store/carts/${cart.id}`))
        expect(updated.cart).toMatchObject({
          email: 'lines@example.com',
          shipping_address: { country_code: 'gb' },
        })
        const shipped = await ok(call, 'POST', `/store/carts/${cart.id}/shipping-methods`, {
          option_id: option,
        })
        expect(shipped).toEqual(await ok(call, 'GET', `/store/carts/${cart.id}`))
        await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions`)
      }
      await add(plain.variantId)
      const merged = await add(special.variantId)
      expect(merged.items).toHaveLength(2)
      const specialLine = merged.items.find((i: { variant_id: string }) => i.variant_id === special.variantId)
      expect(specialLine.quantity).toBe(2)
      if (region === taxed) {
        expect(specialLine.tax_lines).toEqual([expect.objectContaining({ rate: 5, code: 'R' })])
        expect(merged.payment_sessions[0].amount).toBe(merged.total)
      } else expect(specialLine.tax_lines).toEqual([])
    }
  })

  it('prices items from the catalogue, merges equal lines and re-prices by quantity', async () => {
    const { variantId } = await insertVariant(t, {
      prices: [{ amount: 1500 }, { amount: 1300, region_id: eu, currency_code: 'eur' }],
    })
    const cart = await newCart()
    let res = await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: variantId,
      quantity: 1,
    })
    res = await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 2 })
    expect(res.cart.items).toHaveLength(1)
    expect(res.cart.items[0]).toMatchObject({
      unit_price: 1500,
      quantity: 3,
      subtotal: 4500,
      tax_total: 450,
      total: 4950,
      variant: { id: variantId, product: { id: expect.any(String) } },
      tax_lines: [{ rate: 10, name: 'default', code: 'default' }],
    })
    res = await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: variantId,
      quantity: 1,
      metadata: { engraving: 'A' },
    })
    expect(res.cart.items).toHaveLength(2)
    const line = res.cart.items.find((i: { quantity: number }) => i.quantity === 3)
    res = await ok(call, 'POST', `/store/carts/${cart.id}/line-items/${line.id}`, { quantity: 1 })
    expect(res.cart.subtotal).toBe(3000)
    res = await ok(call, 'POST', `/store/carts/${cart.id}/line-items/${line.id}`, { quantity: 0 })
    expect(res.cart.items).toHaveLength(1)
    res = await ok(call, 'DELETE', `/store/carts/${cart.id}/line-items/${res.cart.items[0].id}`)
    expect(res.cart.items).toEqual([])
    expect(res.cart.total).toBe(0)
  })

  it('refuses bad items with clear messages and leaves the cart as it was', async () => {
    const { variantId } = await insertVariant(t, { inventory_quantity: 2 })
    const noPrice = await insertVariant(t, {
      title: 'Euro Only',
      prices: [{ amount: 900, currency_code: 'eur' }],
    })
    const stocked = await insertVariant(t)
    await stockVariant(t, stocked.variantId, 1)
    const cart = await newCart()
    await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
    const before = (await call('GET', `/store/carts/${cart.id}`)).body
    const attempts: Array<[unknown, number, RegExp]> = [
      [{ variant_id: 'variant_missing', quantity: 1 }, 404, /Variant with id: variant_missing was not found/],
      [{ variant_id: variantId, quantity: 0 }, 400, /quantity: must be at least 1/],
      [{ variant_id: variantId, quantity: 2 }, 400, /does not have the required inventory/],
      [{ variant_id: stocked.variantId, quantity: 2 }, 400, /does not have the required inventory/],
      [
        { variant_id: noPrice.variantId, quantity: 1 },
        400,
        /Cannot generate line item for variant "Euro Only variant" without a price/,
      ],
      [{ variant_id: variantId, quantity: 1, color: 'red' }, 400, /property color should not exist/],
    ]
    for (const [payload, status, message] of attempts) {
      const res = await call('POST', `/store/carts/${cart.id}/line-items`, payload)
      expect(res.status, JSON.stringify(payload)).toBe(status)
      expect(res.body.message).toMatch(message)
    }
    const stock = await call('POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: variantId,
      quantity: 5,
    })
    expect(stock.body).toMatchObject({ type: 'not_allowed', code: 'insufficient_inventory' })
    const after = (await call('GET', `/store/carts/${cart.id}`)).body
    expect(after).toEqual(before)
  })

  it('re-prices the lines when an email links a guest in a customer group, and only then', async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 2000 }] })
    const grouped = 'grouped@example.com'
    const first = await newCart()
    const linked = await ok(call, 'POST', `/store/carts/${first.id}`, { email: grouped })
    const groupId = generateId('cgrp')
    const listId = generateId('pl')
    await t.ctx.db.insert(customerGroup).values({ id: groupId, name: 'Members' })
    await t.ctx.db
      .insert(customerGroupCustomers)
      .values({ customer_group_id: groupId, customer_id: linked.cart.customer_id })
    await t.ctx.db.insert(priceList).values({ id: listId, name: 'Members', type: 'sale', status: 'active' })
    await t.ctx.db
      .insert(priceListCustomerGroup)
      .values({ price_list_id: listId, customer_group_id: groupId })
    await t.ctx.db.insert(moneyAmount).values({
      id: generateId('ma'),
      variant_id: variantId,
      price_list_id: listId,
      currency_code: 'usd',
      amount: 1500,
    })
    const unitPrices = async (email: string) => {
      const cart = await newCart()
      await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
      const res = await ok(call, 'POST', `/store/carts/${cart.id}`, { email })
      expect(res).toEqual(await ok(call, 'GET', `/store/carts/${cart.id}`))
      return res.cart.items.map((i: { unit_price: number }) => i.unit_price)
    }
    expect(await unitPrices(grouped)).toEqual([1500])
    expect(await unitPrices('ungrouped@example.com')).toEqual([2000])
    expect(await unitPrices('ungrouped@example.com')).toEqual([2000])
  })

  it('links a guest customer by email and checks the shipping country against the region', async () => {
    const events = recordEvents(t, 'customer.created')
    const cart = await newCart()
    let res = await ok(call, 'POST', `/store/carts/${cart.id}`, { email: 'Guest@Example.com' })
    expect(res.cart.email).toBe('guest@example.com')
    expect(res.cart.customer_id).toMatch(/^cus_/)
    const other = await newCart()
    const guestId = res.cart.customer_id
    res = await ok(call, 'POST', `/store/carts/${other.id}`, { email: 'guest@example.com' })
    expect(res.cart.customer_id).toBe(guestId)
    await t.ctx.events.idle()
    expect(events.filter((e) => e.data.email === 'guest@example.com')).toHaveLength(1)
    const before = (await call('GET', `/store/carts/${cart.id}`)).body
    const bad = await call('POST', `/store/carts/${cart.id}`, { shipping_address: address('de') })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Shipping country not in region')
    expect((await call('GET', `/store/carts/${cart.id}`)).body).toEqual(before)
    res = await ok(call, 'POST', `/store/carts/${cart.id}`, {
      shipping_address: address('us'),
      billing_address: address('ca'),
    })
    expect(res.cart.shipping_address).toMatchObject({ country_code: 'us', city: 'Springfield' })
    expect(res.cart.billing_address).toMatchObject({ country_code: 'ca' })
  })

  it('re-prices and re-taxes on a region change and drops what belonged to the old region', async () => {
    const { variantId } = await insertVariant(t, {
      prices: [{ amount: 2000 }, { amount: 1800, currency_code: 'eur' }],
    })
    const option = await insertOption(t, us, { amount: 700 })
    const cart = await newCart()
    await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
    await ok(call, 'POST', `/store/carts/${cart.id}`, { shipping_address: address('us') })
    await ok(call, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: option })
    let res = await ok(call, 'POST', `/store/carts/${cart.id}/payment-sessions`)
    expect(res.cart).toMatchObject({ shipping_total: 700, total: 2000 + 200 + 700 + 70 })
    expect(res.cart.payment_sessions.map((s: { provider_id: string }) => s.provider_id)).toEqual([
      'manual',
      'test',
    ])
    res = await ok(call, 'POST', `/store/carts/${cart.id}`, { region_id: eu })
    expect(res.cart).toMatchObject({
      region_id: eu,
      shipping_methods: [],
      payment_sessions: [],
      subtotal: 1800,
      tax_total: 360,
      total: 2160,
      shipping_address: { country_code: 'de' },
    })
    expect(res.cart.items[0].tax_lines).toEqual([expect.objectContaining({ rate: 20 })])
  })

  it('lists shipping options for a cart and keeps one method per profile', async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 3000 }] })
    const cheap = await insertOption(t, us, { amount: 300, name: 'Cheap' })
    const express = await insertOption(t, us, { amount: 1500, name: 'Express', includes_tax: true })
    const bigOnly = await insertOption(t, us, {
      amount: 0,
      requirements: [{ type: 'min_subtotal', amount: 10000 }],
    })
    const elsewhere = await insertOption(t, eu, { amount: 100 })
    const cart = await newCart()
    await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: variantId, quantity: 1 })
    const { shipping_options } = await ok(call, 'GET', `/store/shipping-options/${cart.id}`)
    const ids = shipping_options.map((o: { id: string }) => o.id)
    expect(ids).toEqual(expect.arrayContaining([cheap, express]))
    expect(ids).not.toContain(bigOnly)
    expect(ids).not.toContain(elsewhere)
    expect(shipping_options.find((o: { id: string }) => o.id === cheap)).toMatchObject({
      amount: 300,
      price_incl_tax: 330,
      tax_amount: 30,
      tax_rates: [{ rate: 10 }],
    })
    expect(shipping_options.find((o: { id: string }) => o.id === express)).toMatchObject({
      amount: 1500,
      price_incl_tax: 1500,
      tax_amount: 136,
    })
    const before = (await call('GET', `/store/carts/${cart.id}`)).body
    const wrongRegion = await call('POST', `/store/carts/${cart.id}/shipping-methods`, {
      option_id: elsewhere,
    })
    expect(wrongRegion.status).toBe(400)
    expect(wrongRegion.body.message).toBe("The shipping option is not available in the cart's region")
    const unmet = await call('POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: bigOnly })
    expect(unmet.body.message).toBe("The Cart does not satisfy the shipping option's requirements")
    expect((await call('GET', `/store/carts/${cart.id}`)).body).toEqual(before)
    await ok(call, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: cheap })
    const res = await ok(call, 'POST', `/store/carts/${cart.id}/shipping-methods`, { option_id: express })
    // The method replaced within the write is answered as a later read shows it.
    expect(res).toEqual(await ok(call, 'GET', `/store/carts/${cart.id}`))
    expect(res.cart.shipping_methods).toHaveLength(1)
    expect(res.cart.shipping_methods[0]).toMatchObject({
      shipping_option_id: express,
      price: 1500,
      subtotal: 1364,
      total: 1500,
    })
    expect(res.cart.items[0].has_shipping).toBe(true)
    expect(res.cart).toMatchObject({
      shipping_total: 1364,
      shipping_tax_total: 136,
      total: 3000 + 300 + 1500,
    })
  })

  it('computes taxes on demand where the region does not compute them automatically', async () => {
    const manual = await insertShopRegion(t, { tax_rate: 20, automatic_taxes: false, countries: ['gb'] })
    const { variantId } = await insertVariant(t, { prices: [{ amount: 1000 }] })
    const cart = await newCart({ region_id: manual })
    let res = await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: variantId,
      quantity: 1,
    })
    expect(res.cart).toMatchObject({ tax_total: 0, total: 1000 })
    res = await ok(call, 'POST', `/store/carts/${cart.id}/taxes`)
    expect(res.cart).toMatchObject({ tax_total: 200, total: 1200 })
    expect(res.cart.items[0].tax_lines).toEqual([expect.objectContaining({ rate: 20 })])
  })

  it('binds carts to the publishable key’s channel and refuses channels outside it', async () => {
    const channel = await insertSalesChannel(t, 'Web')
    const key = await insertPublishableKey(t, [channel])
    const headers = { 'x-publishable-api-key': key }
    const inChannel = await insertVariant(t, { channels: [channel] })
    const elsewhere = await insertVariant(t, { title: 'Elsewhere' })
    const { cart } = await ok(call, 'POST', '/store/carts', { region_id: us }, headers)
    expect(cart.sales_channel_id).toBe(channel)
    await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: inChannel.variantId,
      quantity: 1,
    })
    const outside = await call('POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: elsewhere.variantId,
      quantity: 1,
    })
    expect(outside.status).toBe(400)
    expect(outside.body.message).toMatch(/must belong to the sales channel/)
    const scoped = await call(
      'POST',
      '/store/carts',
      { region_id: us, sales_channel_id: 'sc_other' },
      headers,
    )
    expect(scoped.status).toBe(400)
    expect(scoped.body).toEqual({
      errors: ['Sales channel sc_other is not associated with the Publishable API Key'],
      message: 'Provided request body contains errors. Please check the data and retry the request',
    })
    const unknownKey = await call(
      'POST',
      '/store/carts',
      { region_id: us },
      { 'x-publishable-api-key': 'pk_nope' },
    )
    expect(unknownKey.status).toBe(400)
  })
})
