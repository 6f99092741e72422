import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ok } from '../carts/test-client'
import { type Shop, openShop, placeOrder } from '../swaps/test-shop'

// A shopper's order as the Store API answers it: the default relations, and on `expand` the returns,
// exchanges and claims of that order (the account's order page lists them), loaded, not just accepted.

let shop: Shop
beforeAll(async () => {
  shop = await openShop()
})
afterAll(() => shop?.t.close())

// biome-ignore lint/suspicious/noExplicitAny: orders as JSON, asserted by the tests
type Json = any

describe('store order relations', () => {
  it('loads returns and claims when expand names them, and leaves them out otherwise', async () => {
    const order: Json = await placeOrder(shop, shop.a.variantId, 2)
    const item = order.items[0]
    const url = `/admin/orders/${order.id}`
    await ok(shop.admin, 'POST', `${url}/return`, { items: [{ item_id: item.id, quantity: 1 }] })
    await ok(shop.admin, 'POST', `${url}/claims`, {
      type: 'refund',
      claim_items: [{ item_id: item.id, quantity: 1 }],
    })

    const plain = await shop.store('GET', `/store/orders/${order.id}`)
    expect(plain.status).toBe(200)
    for (const relation of ['returns', 'swaps', 'claims', 'sales_channel'])
      expect(plain.body.order, relation).not.toHaveProperty(relation)

    const expanded = await shop.store('GET', `/store/orders/${order.id}?expand=returns,claims`)
    expect(expanded.status).toBe(200)
    const read = expanded.body.order
    expect(
      read.returns.map((r: Json) => [r.status, r.items.map((i: Json) => [i.item_id, i.quantity])]),
    ).toEqual([['requested', [[item.id, 1]]]])
    expect(read.claims.map((c: Json) => [c.type, c.claim_items.map((i: Json) => i.quantity)])).toEqual([
      ['refund', [1]],
    ])
    // Only what was named: no swaps, no sales channel.
    expect(read).not.toHaveProperty('swaps')
    expect(read).not.toHaveProperty('sales_channel')
    // The rest of the answer is the default one.
    const { returns: _r, claims: _c, ...rest } = read
    expect(rest).toEqual(plain.body.order)

    // The same through the cart's order and the guest look-up.
    const byCart = await shop.store('GET', `/store/orders/cart/${order.cart_id}?expand=returns`)
    expect(byCart.body.order.returns).toHaveLength(1)
    const lookup = await shop.store(
      'GET',
      `/store/orders?display_id=${order.display_id}&email=${encodeURIComponent(order.email)}&expand=claims`,
    )
    expect(lookup.status).toBe(200)
    expect(lookup.body.order.claims).toHaveLength(1)
    expect(lookup.body.order).not.toHaveProperty('returns')
  })

  it('refuses a relation the contract does not know, with the contract message', async () => {
    const order: Json = await placeOrder(shop, shop.a.variantId, 1)
    const res = await shop.store('GET', `/store/orders/${order.id}?expand=secrets`)
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('Requested fields [secrets] are not valid')
  })
})
