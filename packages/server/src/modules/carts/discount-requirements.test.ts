import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AdminCredentials, type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, storeClient } from './test-client'
import { insertShopRegion, insertVariant } from './test-helpers'

// A discount's minimum requirement (rule.metadata.requirement): refused when applied below it,
// dropped when the cart falls below it, kept and applied at or above it. With scope 'eligible_items'
// only the items the discount applies to (by its conditions) count.

let t: TestApp
let admin: AdminCredentials
let call: Call
let us: string
let variantId: string
/** A product at 10.00 that discounts with a condition on it apply to. */
let sale: { productId: string; variantId: string }
beforeAll(async () => {
  t = await startTestApp()
  admin = await createAdmin(t)
  call = storeClient(t)
  us = await insertShopRegion(t, { name: 'US', tax_rate: 0, countries: ['us'] })
  variantId = (await insertVariant(t, { prices: [{ amount: 2000 }] })).variantId
  sale = await insertVariant(t, { prices: [{ amount: 1000 }] })
})
afterAll(() => t.close())

const adminCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) })

async function createDiscount(code: string, requirement: unknown, conditions?: object[]) {
  const res = await adminCall('POST', '/admin/discounts', {
    code,
    rule: { type: 'percentage', value: 10, allocation: 'total', metadata: { requirement }, conditions },
    regions: [us],
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().discount
}

async function cartWith(quantity: number) {
  const { cart } = await ok(call, 'POST', '/store/carts', {
    region_id: us,
    items: [{ variant_id: variantId, quantity }],
  })
  return cart as { id: string; items: Array<{ id: string }> }
}

describe('minimum requirements of discounts', () => {
  it('refuses a code below its minimum subtotal and changes nothing', async () => {
    await createDiscount('OVER50', { type: 'subtotal', amounts: { usd: 5000 } })
    const cart = await cartWith(2)
    const before = (await call('GET', `/store/carts/${cart.id}`)).body
    const res = await call('POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'over50' }] })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      type: 'not_allowed',
      message: 'Discount OVER50 requires a cart subtotal of at least 50.00 USD',
    })
    expect((await call('GET', `/store/carts/${cart.id}`)).body).toEqual(before)
  })

  it('applies the code at the minimum, and drops it when the cart falls below', async () => {
    const cart = await cartWith(3)
    const applied = await ok(call, 'POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'OVER50' }] })
    expect(applied.cart.discounts.map((d: { code: string }) => d.code)).toEqual(['OVER50'])
    expect(applied.cart.discount_total).toBe(600)
    const lowered = await ok(call, 'POST', `/store/carts/${cart.id}/line-items/${cart.items[0]!.id}`, {
      quantity: 2,
    })
    expect(lowered.cart.discounts).toEqual([])
    expect(lowered.cart.discount_total).toBe(0)
    expect(lowered.cart.items[0].adjustments).toEqual([])
  })

  it('counts items for a quantity requirement, and dynamic codes share their template’s', async () => {
    const template = await adminCall('POST', '/admin/discounts', {
      code: 'THREEPLUS',
      is_dynamic: true,
      rule: {
        type: 'percentage',
        value: 10,
        allocation: 'total',
        metadata: { requirement: { type: 'quantity', quantity: 3 } },
      },
      regions: [us],
    })
    expect(template.statusCode, template.body).toBe(200)
    const dynamic = await adminCall('POST', `/admin/discounts/${template.json().discount.id}/dynamic-codes`, {
      code: 'THREEPLUS-A1',
    })
    expect(dynamic.statusCode, dynamic.body).toBe(200)
    const cart = await cartWith(2)
    const refused = await call('POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'THREEPLUS-A1' }] })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Discount THREEPLUS-A1 requires at least 3 items in the cart')
    await ok(call, 'POST', `/store/carts/${cart.id}/line-items/${cart.items[0]!.id}`, { quantity: 3 })
    const applied = await ok(call, 'POST', `/store/carts/${cart.id}`, {
      discounts: [{ code: 'THREEPLUS-A1' }],
    })
    expect(applied.cart.discount_total).toBe(600)
  })

  it('has no minimum in a currency the requirement does not name', async () => {
    await createDiscount('EUROSONLY', { type: 'subtotal', amounts: { eur: 100000 } })
    const cart = await cartWith(1)
    const applied = await ok(call, 'POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'EUROSONLY' }] })
    expect(applied.cart.discount_total).toBe(200)
  })

  it('refuses an invalid requirement, and an update can change or remove it', async () => {
    for (const requirement of [
      { type: 'subtotal', amounts: {} },
      { type: 'subtotal', amounts: { USD: 100 } },
      { type: 'subtotal', amounts: { usd: 12.5 } },
      { type: 'quantity', quantity: 0 },
      { type: 'weight', grams: 10 },
    ]) {
      const res = await adminCall('POST', '/admin/discounts', {
        code: 'BAD',
        rule: { type: 'percentage', value: 10, allocation: 'total', metadata: { requirement } },
        regions: [us],
      })
      expect(res.statusCode, JSON.stringify(requirement)).toBe(400)
      expect(res.json().type).toBe('invalid_data')
    }
    expect((await adminCall('GET', '/admin/discounts?q=BAD')).json().count).toBe(0)

    const d = await createDiscount('CHANGING', { type: 'quantity', quantity: 5 })
    const changed = await adminCall('POST', `/admin/discounts/${d.id}`, {
      rule: { id: d.rule.id, metadata: { requirement: { type: 'quantity', quantity: 2 } } },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().discount.rule.metadata.requirement).toEqual({ type: 'quantity', quantity: 2 })
    const cart = await cartWith(1)
    expect(
      (await call('POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'CHANGING' }] })).status,
    ).toBe(400)
    const removed = await adminCall('POST', `/admin/discounts/${d.id}`, {
      rule: { id: d.rule.id, metadata: { requirement: null } },
    })
    expect(removed.json().discount.rule.metadata.requirement).toBeNull()
    await ok(call, 'POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'CHANGING' }] })
  })
})

describe('minimum requirements counting only the items a discount applies to', () => {
  const onSale = () => [{ operator: 'in', products: [sale.productId] }]
  /** 2 × 20.00 of the other product, and `onSaleQuantity` × 10.00 of the sale product. */
  async function mixedCart(onSaleQuantity: number) {
    const { cart } = await ok(call, 'POST', '/store/carts', {
      region_id: us,
      items: [
        { variant_id: variantId, quantity: 2 },
        { variant_id: sale.variantId, quantity: onSaleQuantity },
      ],
    })
    const saleItem = cart.items.find((i: { variant_id: string }) => i.variant_id === sale.variantId)
    return { id: cart.id as string, saleItemId: saleItem.id as string }
  }
  const codesOf = (cart: { discounts: Array<{ code: string }> }) => cart.discounts.map((d) => d.code)

  it('refuses a code whose eligible items fall short though the whole cart is enough', async () => {
    await createDiscount(
      'SALE30',
      { type: 'subtotal', amounts: { usd: 3000 }, scope: 'eligible_items' },
      onSale(),
    )
    const cart = await mixedCart(1)
    const before = (await call('GET', `/store/carts/${cart.id}`)).body
    expect(before.cart.subtotal).toBe(5000)
    const res = await call('POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'SALE30' }] })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      type: 'not_allowed',
      message: 'Discount SALE30 requires a subtotal of at least 30.00 USD from the items it applies to',
    })
    expect((await call('GET', `/store/carts/${cart.id}`)).body).toEqual(before)
  })

  it('applies the code once the eligible items reach it, and drops it when they are removed', async () => {
    const cart = await mixedCart(3)
    const applied = await ok(call, 'POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'SALE30' }] })
    expect(codesOf(applied.cart)).toEqual(['SALE30'])
    // 10 % of the sale items only: the condition limits the adjustment too.
    expect(applied.cart.discount_total).toBe(300)
    const removed = await ok(call, 'DELETE', `/store/carts/${cart.id}/line-items/${cart.saleItemId}`)
    // The cart's 40.00 is still above 30.00, but none of it is an item the code applies to.
    expect(removed.cart.subtotal).toBe(4000)
    expect(removed.cart.discounts).toEqual([])
    expect(removed.cart.discount_total).toBe(0)
  })

  it('counts eligible items for a quantity, and every item when the discount has no item condition', async () => {
    await createDiscount('TWOSALE', { type: 'quantity', quantity: 2, scope: 'eligible_items' }, onSale())
    const cart = await mixedCart(1)
    const refused = await call('POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'TWOSALE' }] })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Discount TWOSALE requires at least 2 items it applies to in the cart')
    await createDiscount('THREEANY', { type: 'quantity', quantity: 3, scope: 'eligible_items' })
    const applied = await ok(call, 'POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'THREEANY' }] })
    expect(codesOf(applied.cart)).toEqual(['THREEANY'])
    expect(applied.cart.discount_total).toBe(500)
    await ok(call, 'POST', `/store/carts/${cart.id}/line-items/${cart.saleItemId}`, { quantity: 2 })
    const both = await ok(call, 'POST', `/store/carts/${cart.id}`, { discounts: [{ code: 'TWOSALE' }] })
    expect(codesOf(both.cart)).toEqual(['TWOSALE'])
  })

  it('refuses a scope other than the two, on create and on update, and changes nothing', async () => {
    const bad = { type: 'quantity', quantity: 2, scope: 'items' }
    const created = await adminCall('POST', '/admin/discounts', {
      code: 'BADSCOPE',
      rule: { type: 'percentage', value: 10, allocation: 'total', metadata: { requirement: bad } },
      regions: [us],
    })
    expect(created.statusCode).toBe(400)
    expect(created.json().type).toBe('invalid_data')
    expect((await adminCall('GET', '/admin/discounts?q=BADSCOPE')).json().count).toBe(0)

    const d = await createDiscount('GOODSCOPE', { type: 'quantity', quantity: 2, scope: 'cart' })
    const updated = await adminCall('POST', `/admin/discounts/${d.id}`, {
      rule: { id: d.rule.id, metadata: { requirement: bad } },
    })
    expect(updated.statusCode).toBe(400)
    const after = (await adminCall('GET', `/admin/discounts/${d.id}`)).json().discount
    expect(after.rule.metadata.requirement).toEqual({ type: 'quantity', quantity: 2, scope: 'cart' })
  })
})
