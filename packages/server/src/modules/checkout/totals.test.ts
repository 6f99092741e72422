import { productType, productTaxRate, productTypeTaxRate, shippingTaxRate, taxRate } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { countRows } from '../regions-tax/test-fixtures'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import {
  insertDiscount,
  insertGiftCard,
  insertOption,
  insertShopRegion,
  insertVariant,
} from '../carts/test-helpers'

// Totals (contract §4.2) through HTTP: the cart as served, and the order placed from it.

let t: TestApp
let call: Call
beforeAll(async () => {
  t = await startTestApp()
  call = storeClient(t)
})
afterAll(() => t.close())

const TOTAL_KEYS = [
  'subtotal',
  'discount_total',
  'item_tax_total',
  'shipping_total',
  'shipping_tax_total',
  'tax_total',
  'gift_card_total',
  'gift_card_tax_total',
  'total',
] as const
const totalsOf = (x: Record<string, unknown>) => Object.fromEntries(TOTAL_KEYS.map((k) => [k, x[k]]))

/** Completes the cart and checks the order carries exactly the cart's totals. */
async function place(cart: { id: string }) {
  const served = (await ok(call, 'GET', `/store/carts/${cart.id}`)).cart
  const { type, data } = await ok(call, 'POST', `/store/carts/${cart.id}/complete`)
  expect(type).toBe('order')
  expect(totalsOf(data)).toEqual(totalsOf(served))
  return data
}

describe('totals through HTTP', () => {
  it('tax-exclusive region: tax per line on items and shipping', async () => {
    const region = await insertShopRegion(t, { tax_rate: 12.5, countries: ['us'] })
    const option = await insertOption(t, region, { amount: 999 })
    const a = await insertVariant(t, { prices: [{ amount: 1999 }] })
    const cart = await readyCart(call, { region, option, items: [{ variant_id: a.variantId, quantity: 3 }] })
    expect(totalsOf(cart)).toEqual({
      subtotal: 5997,
      discount_total: 0,
      item_tax_total: 750, // round(749.625)
      shipping_total: 999,
      shipping_tax_total: 125, // round(124.875)
      tax_total: 875,
      gift_card_total: 0,
      gift_card_tax_total: 0,
      total: 5997 + 999 + 875,
    })
    await place(cart)
  })

  it('tax-rate overrides: product, product type and shipping option rates replace the region rate', async () => {
    const region = await insertShopRegion(t, { tax_rate: 20, countries: ['gb'] })
    const option = await insertOption(t, region, { amount: 1000 })
    const rate = async (value: number, name: string) => {
      const id = generateId('txr')
      await t.ctx.db.insert(taxRate).values({ id, region_id: region, rate: value, name, code: name })
      return id
    }
    const typeId = generateId('ptyp')
    await t.ctx.db.insert(productType).values({ id: typeId, value: 'books' })
    const book = await insertVariant(t, { prices: [{ amount: 1000 }], type_id: typeId })
    const food = await insertVariant(t, { prices: [{ amount: 1000 }] })
    const plain = await insertVariant(t, { prices: [{ amount: 1000 }] })
    await t.ctx.db
      .insert(productTypeTaxRate)
      .values({ product_type_id: typeId, rate_id: await rate(0, 'zero') })
    await t.ctx.db
      .insert(productTaxRate)
      .values({ product_id: food.productId, rate_id: await rate(5, 'reduced') })
    await t.ctx.db
      .insert(shippingTaxRate)
      .values({ shipping_option_id: option, rate_id: await rate(10, 'shipping') })
    const cart = await readyCart(call, {
      region,
      option,
      country: 'gb',
      items: [book, food, plain].map((v) => ({ variant_id: v.variantId, quantity: 1 })),
    })
    const lines = Object.fromEntries(
      cart.items.map((i: { variant_id: string; tax_lines: unknown[] }) => [i.variant_id, i.tax_lines]),
    )
    expect(lines[book.variantId]).toEqual([expect.objectContaining({ rate: 0, code: 'zero' })])
    expect(lines[food.variantId]).toEqual([expect.objectContaining({ rate: 5, code: 'reduced' })])
    expect(lines[plain.variantId]).toEqual([expect.objectContaining({ rate: 20, code: 'default' })])
    expect(totalsOf(cart)).toMatchObject({
      item_tax_total: 0 + 50 + 200,
      shipping_tax_total: 100,
      total: 3000 + 250 + 1100,
    })
    await place(cart)
  })

  it('tax-inclusive region: prices contain their tax', async () => {
    const region = await insertShopRegion(t, {
      currency_code: 'eur',
      tax_rate: 25,
      includes_tax: true,
      countries: ['dk'],
    })
    const option = await insertOption(t, region, { amount: 500, includes_tax: true })
    const a = await insertVariant(t, { prices: [{ amount: 1250, region_id: region, currency_code: 'eur' }] })
    const cart = await readyCart(call, {
      region,
      option,
      country: 'dk',
      items: [{ variant_id: a.variantId, quantity: 2 }],
    })
    expect(cart.items[0]).toMatchObject({
      includes_tax: true,
      unit_price: 1250,
      subtotal: 2000,
      tax_total: 500,
      total: 2500,
    })
    expect(totalsOf(cart)).toMatchObject({ subtotal: 2000, shipping_total: 400, tax_total: 600, total: 3000 })
    await place(cart)
  })

  it('JPY: whole units, rounded tax', async () => {
    const region = await insertShopRegion(t, { currency_code: 'jpy', tax_rate: 8, countries: ['jp'] })
    const option = await insertOption(t, region, { amount: 550 })
    const a = await insertVariant(t, { prices: [{ amount: 1234, currency_code: 'jpy' }] })
    const cart = await readyCart(call, {
      region,
      option,
      country: 'jp',
      items: [{ variant_id: a.variantId, quantity: 1 }],
    })
    expect(totalsOf(cart)).toMatchObject({
      subtotal: 1234,
      item_tax_total: 99,
      shipping_tax_total: 44,
      total: 1234 + 99 + 550 + 44,
    })
    const order = await place(cart)
    expect(order.currency_code).toBe('jpy')
  })

  it('percentage and fixed discounts with conditions, plus free shipping', async () => {
    const region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
    const option = await insertOption(t, region, { amount: 800 })
    const shirt = await insertVariant(t, { prices: [{ amount: 2000 }] })
    const mug = await insertVariant(t, { prices: [{ amount: 1000 }] })
    const items = [
      { variant_id: shirt.variantId, quantity: 2 },
      { variant_id: mug.variantId, quantity: 1 },
    ]
    const pct = await insertDiscount(t, {
      type: 'percentage',
      value: 15,
      regions: [region],
      conditions: [{ type: 'products', operator: 'in', ids: [shirt.productId] }],
    })
    const free = await insertDiscount(t, { type: 'free_shipping', regions: [region] })
    const cart = await readyCart(call, {
      region,
      option,
      items,
      discounts: [pct.code.toLowerCase(), free.code],
    })
    expect(cart.discounts.map((d: { code: string }) => d.code).sort()).toEqual([pct.code, free.code].sort())
    const shirtLine = cart.items.find((i: { variant_id: string }) => i.variant_id === shirt.variantId)
    expect(shirtLine).toMatchObject({ discount_total: 600, tax_total: 340, adjustments: [{ amount: 600 }] })
    expect(totalsOf(cart)).toMatchObject({
      subtotal: 5000,
      discount_total: 600,
      item_tax_total: 440,
      shipping_total: 0,
      shipping_tax_total: 0,
      total: 5000 - 600 + 440,
    })
    const order = await place(cart)
    expect(
      await countRows(
        t,
        'discount',
        `id IN ('${order.discounts.map((d: { id: string }) => d.id).join("','")}') AND usage_count = 1`,
      ),
    ).toBe(2)

    const fixedTotal = await insertDiscount(t, {
      type: 'fixed',
      value: 1000,
      allocation: 'total',
      regions: [region],
    })
    const c2 = await readyCart(call, { region, option, items, discounts: [fixedTotal.code] })
    // 1000 shared 4000:1000 → 800 and 200; tax on the rest.
    expect(totalsOf(c2)).toMatchObject({
      discount_total: 1000,
      item_tax_total: 400,
      shipping_total: 800,
      total: 5000 - 1000 + 400 + 880,
    })
    await place(c2)

    const fixedItem = await insertDiscount(t, {
      type: 'fixed',
      value: 300,
      allocation: 'item',
      regions: [region],
      conditions: [{ type: 'products', operator: 'not_in', ids: [shirt.productId] }],
    })
    const c3 = await readyCart(call, { region, option, items, discounts: [fixedItem.code] })
    expect(totalsOf(c3)).toMatchObject({ discount_total: 300, item_tax_total: 470 })
    await place(c3)
  })

  it('gift cards covering part and all of the total', async () => {
    const region = await insertShopRegion(t, { tax_rate: 0, countries: ['us'] })
    const option = await insertOption(t, region, { amount: 500 })
    const a = await insertVariant(t, { prices: [{ amount: 4500 }] })
    const part = await insertGiftCard(t, { region_id: region, value: 2000 })
    const cart = await readyCart(call, {
      region,
      option,
      items: [{ variant_id: a.variantId, quantity: 1 }],
      gift_cards: [part.code],
    })
    expect(totalsOf(cart)).toMatchObject({ gift_card_total: 2000, total: 3000 })
    const order = await place(cart)
    expect(order.gift_card_transactions).toEqual([
      expect.objectContaining({ amount: 2000, gift_card_id: part.id }),
    ])
    expect((await ok(call, 'GET', `/store/gift-cards/${part.code}`)).gift_card).toMatchObject({
      balance: 0,
      value: 2000,
    })

    const taxed = await insertShopRegion(t, { tax_rate: 20, countries: ['fr'] })
    const taxedOption = await insertOption(t, taxed, { amount: 500 })
    const all = await insertGiftCard(t, { region_id: taxed, value: 100000, tax_rate: 20 })
    const c2 = await readyCart(call, {
      region: taxed,
      option: taxedOption,
      country: 'fr',
      items: [{ variant_id: a.variantId, quantity: 1 }],
      gift_cards: [all.code],
    })
    expect(totalsOf(c2)).toMatchObject({
      tax_total: 1000,
      gift_card_total: 5000,
      gift_card_tax_total: 1000,
      total: 0,
    })
    // Nothing to pay: no payment sessions, and none needed to complete.
    expect((await ok(call, 'POST', `/store/carts/${c2.id}/payment-sessions`)).cart.payment_sessions).toEqual(
      [],
    )
    const o2 = await place(c2)
    expect(o2.payments).toEqual([])
    expect((await ok(call, 'GET', `/store/gift-cards/${all.code.toLowerCase()}`)).gift_card.balance).toBe(
      95000,
    )
  })
})
