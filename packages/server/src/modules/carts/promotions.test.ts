import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { type Call, ok, storeClient } from './test-client'
import { insertDiscount, insertGiftCard, insertShopRegion, insertVariant } from './test-helpers'

let t: TestApp
let call: Call
let us: string
let eu: string
let cartId: string
beforeAll(async () => {
  t = await startTestApp()
  call = storeClient(t)
  us = await insertShopRegion(t, { name: 'US', tax_rate: 0, countries: ['us'] })
  eu = await insertShopRegion(t, { name: 'EU', currency_code: 'eur', countries: ['de'] })
  const { variantId } = await insertVariant(t, { prices: [{ amount: 5000 }] })
  cartId = (
    await ok(call, 'POST', '/store/carts', { region_id: us, items: [{ variant_id: variantId, quantity: 1 }] })
  ).cart.id
})
afterAll(() => t.close())

const snapshot = async () => (await call('GET', `/store/carts/${cartId}`)).body

describe('discounts and gift cards on a cart', () => {
  it('refuses unusable discounts with the contract messages and leaves the cart unchanged', async () => {
    const day = 86_400_000
    const cases: Array<[Parameters<typeof insertDiscount>[1], number, string]> = [
      [
        { type: 'percentage', value: 10, regions: [us], usage_limit: 2, usage_count: 2 },
        400,
        'has been used maximum allowed times',
      ],
      [
        { type: 'percentage', value: 10, regions: [us], starts_at: new Date(Date.now() + day) },
        400,
        'is not valid yet',
      ],
      [
        { type: 'percentage', value: 10, regions: [us], ends_at: new Date(Date.now() - day) },
        400,
        'is expired',
      ],
      [{ type: 'percentage', value: 10, regions: [us], is_disabled: true }, 400, 'is disabled'],
      [
        { type: 'percentage', value: 10, regions: [eu] },
        400,
        'The discount is not available in current region',
      ],
      [
        {
          type: 'percentage',
          value: 10,
          regions: [us],
          conditions: [{ type: 'customer_groups', operator: 'in', ids: [] }],
        },
        400,
        'is only valid for specific customer',
      ],
    ]
    const before = await snapshot()
    for (const [options, status, message] of cases) {
      const { code } = await insertDiscount(t, options)
      const res = await call('POST', `/store/carts/${cartId}`, { discounts: [{ code }] })
      expect(res.status, message).toBe(status)
      expect(res.body.message).toContain(message)
    }
    const missing = await call('POST', `/store/carts/${cartId}`, { discounts: [{ code: 'NOPE' }] })
    expect(missing.status).toBe(404)
    expect(await snapshot()).toEqual(before)
  })

  it('keeps one free-shipping and one other discount; the set given replaces the cart’s', async () => {
    const ten = await insertDiscount(t, { type: 'percentage', value: 10, regions: [us] })
    const twenty = await insertDiscount(t, { type: 'percentage', value: 20, regions: [us] })
    const free = await insertDiscount(t, { type: 'free_shipping', regions: [us] })
    let res = await ok(call, 'POST', `/store/carts/${cartId}`, {
      discounts: [{ code: ten.code }, { code: free.code }, { code: twenty.code.toLowerCase() }],
    })
    expect(res.cart.discounts.map((d: { code: string }) => d.code).sort()).toEqual(
      [free.code, twenty.code].sort(),
    )
    expect(res.cart.discount_total).toBe(1000)
    res = await ok(call, 'DELETE', `/store/carts/${cartId}/discounts/${twenty.code}`)
    expect(res.cart.discounts.map((d: { code: string }) => d.code)).toEqual([free.code])
    expect(res.cart.discount_total).toBe(0)
    expect(res.cart.items[0].adjustments).toEqual([])
    res = await ok(call, 'POST', `/store/carts/${cartId}`, { discounts: [] })
    expect(res.cart.discounts).toEqual([])
  })

  it('checks gift cards: region, disabled, unknown; applies and replaces them', async () => {
    const before = await snapshot()
    const foreign = await insertGiftCard(t, { region_id: eu, value: 1000 })
    const disabled = await insertGiftCard(t, { region_id: us, value: 1000, is_disabled: true, tax_rate: 10 })
    let res = await call('POST', `/store/carts/${cartId}`, { gift_cards: [{ code: foreign.code }] })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('The gift card cannot be used in the current region')
    res = await call('POST', `/store/carts/${cartId}`, { gift_cards: [{ code: disabled.code }] })
    expect(res.body.message).toBe('The gift card is disabled')
    res = await call('POST', `/store/carts/${cartId}`, { gift_cards: [{ code: 'ABCD-ABCD-ABCD-ABCD' }] })
    expect(res.status).toBe(404)
    expect(await snapshot()).toEqual(before)
    const card = await insertGiftCard(t, { region_id: us, value: 1500 })
    const applied = await ok(call, 'POST', `/store/carts/${cartId}`, {
      gift_cards: [{ code: card.code.toLowerCase() }],
    })
    expect(applied.cart).toMatchObject({ gift_card_total: 1500, total: 3500, gift_cards: [{ id: card.id }] })
    const { gift_card } = await ok(call, 'GET', `/store/gift-cards/${disabled.code}`)
    expect(gift_card).toMatchObject({ id: disabled.id, value: 1000, balance: 1000, region: { id: us } })
    expect(gift_card.tax_rate).toBe(10)
    expect((await call('GET', '/store/gift-cards/NONE-NONE-NONE-NONE')).status).toBe(404)
  })

  it('refuses a used-up gift card and keeps the card already applied', async () => {
    const card = await insertGiftCard(t, { region_id: us, value: 2000, balance: 700 })
    const applied = await ok(call, 'POST', `/store/carts/${cartId}`, { gift_cards: [{ code: card.code }] })
    expect(applied.cart).toMatchObject({ gift_card_total: 700, gift_cards: [{ id: card.id }] })
    const before = await snapshot()
    const spent = await insertGiftCard(t, { region_id: us, value: 2000, balance: 0 })
    const res = await call('POST', `/store/carts/${cartId}`, { gift_cards: [{ code: spent.code }] })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ type: 'invalid_data', message: 'The gift card has no balance left' })
    const both = await call('POST', `/store/carts/${cartId}`, {
      gift_cards: [{ code: card.code }, { code: spent.code }],
    })
    expect(both.status).toBe(400)
    expect(await snapshot()).toEqual(before)
    // The balance check comes last: a used-up card that is also disabled is refused as disabled.
    const spentDisabled = await insertGiftCard(t, {
      region_id: us,
      value: 500,
      balance: 0,
      is_disabled: true,
    })
    const disabled = await call('POST', `/store/carts/${cartId}`, {
      gift_cards: [{ code: spentDisabled.code }],
    })
    expect(disabled.body.message).toBe('The gift card is disabled')
  })
})
