import { returnOrder } from '@mercato/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok } from '../carts/test-client'
import { type Shop, openShop, placeOrder, signIn } from '../swaps/test-shop'

let shop: Shop
beforeAll(async () => {
  shop = await openShop()
})
afterAll(() => shop?.t.close())

describe('store returns', () => {
  it("open a registered customer's order only for that customer, as swaps do", async () => {
    const me = await signIn(shop, 'registered-returner@example.com')
    const order = await placeOrder(shop, shop.a.variantId, 1, {
      client: me,
      email: 'registered-returner@example.com',
    })
    const body = { order_id: order.id, items: [{ item_id: order.items[0].id, quantity: 1 }] }
    const stranger = await shop.store('POST', '/store/returns', body)
    expect(stranger.status).toBe(404)
    const someoneElse = await signIn(shop, 'someone-else@example.com')
    expect((await someoneElse('POST', '/store/returns', body)).status).toBe(404)
    expect(await shop.t.ctx.db.select().from(returnOrder).where(eq(returnOrder.order_id, order.id))).toEqual(
      [],
    )
    const mine = await ok(me, 'POST', '/store/returns', body)
    expect(mine.return).toMatchObject({ order_id: order.id })
  })

  it('still accept returns on guest orders by order id', async () => {
    const order = await placeOrder(shop, shop.b.variantId, 1)
    const body = { order_id: order.id, items: [{ item_id: order.items[0].id, quantity: 1 }] }
    const res = await ok(shop.store, 'POST', '/store/returns', body)
    expect(res.return).toMatchObject({ order_id: order.id })
  })

  it('accept only what was sent: a shopper cannot return goods still in the warehouse', async () => {
    const unsent = await placeOrder(shop, shop.b.variantId, 2, { fulfill: 0 })
    const ask = (order: { id: string; items: Array<{ id: string }> }, quantity: number) =>
      shop.store('POST', '/store/returns', {
        order_id: order.id,
        items: [{ item_id: order.items[0]!.id, quantity }],
      })
    const refused = await ask(unsent, 1)
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      type: 'not_allowed',
      message: expect.stringMatching(/Cannot return items that have not been sent: 1 of .* asked, 0 sent/),
    })
    const half = await placeOrder(shop, shop.b.variantId, 2, { fulfill: 1 })
    expect((await ask(half, 2)).status).toBe(400)
    expect((await ask(half, 1)).status).toBe(200)
    expect(await shop.t.ctx.db.select().from(returnOrder).where(eq(returnOrder.order_id, unsent.id))).toEqual(
      [],
    )
  })
})
