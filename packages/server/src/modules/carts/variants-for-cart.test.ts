import {
  customerGroup,
  moneyAmount,
  priceList,
  priceListCustomerGroup,
  product,
  productVariant,
} from '@mercato/db'
import { eq, inArray } from 'drizzle-orm'
import { generateId } from '@mercato/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '../../context'
import { type TestApp, startTestApp } from '../../testing/harness'
import { loadPrices } from '../catalog/price-queries'
import { loadCartVariants, loadVariantsForCart } from './pricing'
import { type Call, ok, storeClient } from './test-client'
import { insertShopRegion, insertVariant } from './test-helpers'

// Adding a line reads the variant, its prices and the cart's lines of it in one statement. What it
// reads must be what the separate reads give, for every kind of price the selection looks at.

let t: TestApp
let call: Call
let region: string
beforeAll(async () => {
  t = await startTestApp()
  call = storeClient(t)
  region = await insertShopRegion(t, { countries: ['us'], providers: ['manual'], tax_rate: 10 })
})
afterAll(() => t.close())

async function insertPriceList(o: Partial<typeof priceList.$inferInsert>, groups: string[] = []) {
  const id = generateId('pl')
  await t.ctx.db.insert(priceList).values({ id, name: `List ${id.slice(-4)}`, status: 'active', ...o })
  for (const g of groups)
    await t.ctx.db.insert(priceListCustomerGroup).values({ price_list_id: id, customer_group_id: g })
  return id
}

describe('loadVariantsForCart', () => {
  it('reads the prices loadPrices reads and the cart’s own lines of each variant', async () => {
    const { variantId } = await insertVariant(t, {
      prices: [{ amount: 1500 }, { amount: 1300, region_id: region }],
    })
    const other = await insertVariant(t, { prices: [{ amount: 700 }] })
    const groups = [generateId('cgrp'), generateId('cgrp')]
    for (const id of groups)
      await t.ctx.db.insert(customerGroup).values({ id, name: `Group ${id.slice(-4)}` })
    const sale = await insertPriceList(
      {
        type: 'sale',
        starts_at: new Date('2024-01-01T00:00:00Z'),
        ends_at: new Date('2099-01-01T00:00:00Z'),
      },
      groups,
    )
    const override = await insertPriceList({ type: 'override', includes_tax: true })
    const gone = await insertPriceList({ deleted_at: new Date() })
    const price = (o: Partial<typeof moneyAmount.$inferInsert>) => ({
      id: generateId('ma'),
      variant_id: variantId,
      currency_code: 'usd',
      amount: 1000,
      ...o,
    })
    await t.ctx.db
      .insert(moneyAmount)
      .values([
        price({ amount: 1200, price_list_id: sale }),
        price({ amount: 1100, price_list_id: sale, min_quantity: 5, max_quantity: 9 }),
        price({ amount: 900, price_list_id: override, region_id: region }),
        price({ amount: 1, price_list_id: gone }),
        price({ amount: 2, deleted_at: new Date() }),
      ])

    const created = await ok(call, 'POST', '/store/carts', { region_id: region })
    const cartId = created.cart.id as string
    const elsewhere = (await ok(call, 'POST', '/store/carts', { region_id: region })).cart.id as string
    await ok(call, 'POST', `/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 })
    await ok(call, 'POST', `/store/carts/${cartId}/line-items`, { variant_id: other.variantId, quantity: 2 })
    await ok(call, 'POST', `/store/carts/${cartId}/line-items`, {
      variant_id: variantId,
      quantity: 1,
      metadata: { engraving: 'A' },
    })
    await ok(call, 'POST', `/store/carts/${elsewhere}/line-items`, { variant_id: variantId, quantity: 4 })

    const { cart } = await ok(call, 'GET', `/store/carts/${cartId}`)
    const c = { id: cartId, sales_channel_id: cart.sales_channel_id, region_id: region }
    await inTransaction(t.ctx, async (tx) => {
      const merged = await loadVariantsForCart(tx, c, [variantId, other.variantId, 'variant_missing'])
      const plain = await loadCartVariants(tx, [variantId, other.variantId], c.sales_channel_id, region)
      expect([...merged.keys()].sort()).toEqual([variantId, other.variantId].sort())
      for (const [id, v] of merged) {
        const { prices, cart_lines, ...rest } = v
        expect(rest).toEqual(plain.get(id))
        expect(prices).toEqual(await loadPrices(tx, { variantIds: [id] }))
      }
      const lines = merged.get(variantId)!.cart_lines!
      expect(lines.map((l) => [l.cart_id, l.quantity, l.metadata])).toEqual([
        [cartId, 1, {}],
        [cartId, 1, { engraving: 'A' }],
      ])
      expect(lines[0]!.created_at).toBeInstanceOf(Date)
      expect(merged.get(other.variantId)!.cart_lines!.map((l) => l.quantity)).toEqual([2])
    })
    // Five prices count (own, region, two of the sale list, the override's); deleted ones do not.
    const read = await inTransaction(t.ctx, (tx) => loadVariantsForCart(tx, c, [variantId]))
    const withLists = read.get(variantId)!
    expect(withLists.prices!.map((p) => p.amount).sort((a, b) => a - b)).toEqual([
      900, 1100, 1200, 1300, 1500,
    ])
    expect(withLists.prices!.find((p) => p.amount === 1200)!.customer_group_ids).toEqual([...groups].sort())
    expect(withLists.prices!.find((p) => p.amount === 1200)!.price_list!.starts_at).toBeInstanceOf(Date)
  })

  it('writes a new line with its tax lines, stamped alike', async () => {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 1500 }] })
    const { cart } = await ok(call, 'POST', '/store/carts', { region_id: region })
    await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: variantId,
      quantity: 2,
      metadata: { note: "it's" },
    })
    const read = (await ok(call, 'GET', `/store/carts/${cart.id}`)).cart
    const [item] = read.items
    expect(item).toMatchObject({ quantity: 2, unit_price: 1500, metadata: { note: "it's" }, tax_total: 300 })
    expect(item.tax_lines).toEqual([
      expect.objectContaining({
        item_id: item.id,
        rate: 10,
        name: 'default',
        code: 'default',
        metadata: null,
        created_at: item.created_at,
        updated_at: item.created_at,
      }),
    ])
  })

  it("takes the variant's own image as the line's thumbnail, else its product's", async () => {
    const own = await insertVariant(t)
    const plain = await insertVariant(t)
    await t.ctx.db
      .update(productVariant)
      .set({ metadata: { thumbnail: '/uploads/blue.png' } })
      .where(eq(productVariant.id, own.variantId))
    await t.ctx.db
      .update(product)
      .set({ thumbnail: '/uploads/product.png' })
      .where(inArray(product.id, [own.productId, plain.productId]))
    const { cart } = await ok(call, 'POST', '/store/carts', { region_id: region })
    await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, { variant_id: own.variantId, quantity: 1 })
    const res = await ok(call, 'POST', `/store/carts/${cart.id}/line-items`, {
      variant_id: plain.variantId,
      quantity: 1,
    })
    const thumbnails = Object.fromEntries(
      res.cart.items.map((i: { variant_id: string; thumbnail: string }) => [i.variant_id, i.thumbnail]),
    )
    expect(thumbnails).toEqual({
      [own.variantId]: '/uploads/blue.png',
      [plain.variantId]: '/uploads/product.png',
    })
  })
})
