import { shippingOption } from '@mercato/db'
import { type SQL, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'
import { countQueries } from '../catalog/query-counter'
import { ADDRESS_SEARCH_TEXT } from './queries'

// The admin order list reads what `expand`/`fields` name, and without them answers each order
// exactly as GET /admin/orders/{id} does (the Medusa dashboard and medusa-js rely on the default).

let t: TestApp
let store: Call
let admin: Call
let region: string
let option: string
let returnOption: string
let variant: string
const placed: Array<{ id: string; items: Array<{ id: string }> }> = []

beforeAll(async () => {
  t = await startTestApp()
  const { headers } = await createAdmin(t)
  store = storeClient(t)
  admin = storeClient(t, headers)
  region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
  option = await insertOption(t, region, { amount: 500 })
  returnOption = await insertOption(t, region, { amount: 300, name: 'Return by post' })
  await t.ctx.db.update(shippingOption).set({ is_return: true }).where(eq(shippingOption.id, returnOption))
  variant = (await insertVariant(t, { prices: [{ amount: 2000 }] })).variantId
  await stockVariant(t, variant, 100)
  for (const [i, email] of ['ann@example.com', 'bob@example.com', 'cy@example.com'].entries()) {
    const cart = await readyCart(store, {
      region,
      option,
      email,
      items: [{ variant_id: variant, quantity: i + 1 }],
    })
    placed.push((await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data)
  }
  // One order with a payment, a shipped fulfilment, a received return and its refund.
  const [rich] = placed
  const url = `/admin/orders/${rich!.id}`
  await ok(admin, 'POST', `${url}/capture`)
  const f = (
    await ok(admin, 'POST', `${url}/fulfillment`, { items: [{ item_id: rich!.items[0]!.id, quantity: 1 }] })
  ).order
  await ok(admin, 'POST', `${url}/shipment`, { fulfillment_id: f.fulfillments[0].id })
  const ret = (
    await ok(admin, 'POST', `${url}/return`, {
      items: [{ item_id: rich!.items[0]!.id, quantity: 1 }],
      return_shipping: { option_id: returnOption },
    })
  ).order.returns[0]
  await ok(admin, 'POST', `/admin/returns/${ret.id}/receive`, {
    items: [{ item_id: rich!.items[0]!.id, quantity: 1 }],
  })
  await t.ctx.events.idle()
})
afterAll(() => t.close())

const byId = (orders: Array<{ id: string }>) => new Map(orders.map((o) => [o.id, o]))

describe('GET /admin/orders', () => {
  it('answers each order as the single-order route does when nothing is selected', async () => {
    const { orders } = await ok(admin, 'GET', '/admin/orders')
    expect(orders).toHaveLength(3)
    for (const o of orders) {
      const { order } = await ok(admin, 'GET', `/admin/orders/${o.id}`)
      // Same keys in the same order, same values.
      expect(JSON.stringify(o)).toBe(JSON.stringify(order))
    }
    const rich = byId(orders).get(placed[0]!.id) as unknown as Record<string, unknown[]>
    expect(rich.returns).toHaveLength(1)
    expect(rich.refunds).toHaveLength(1)
    expect(rich.fulfillments).toHaveLength(1)
  })

  it('serves only the named columns and relations, and always the totals', async () => {
    const full = byId((await ok(admin, 'GET', '/admin/orders')).orders)
    const { orders } = await ok(
      admin,
      'GET',
      '/admin/orders?fields=display_id,email,payment_status&expand=customer,shipping_address,sales_channel',
    )
    expect(orders).toHaveLength(3)
    for (const o of orders) {
      expect(Object.keys(o).sort()).toEqual(
        [
          'id',
          'created_at',
          'display_id',
          'email',
          'payment_status',
          'customer',
          'shipping_address',
          'sales_channel',
          'subtotal',
          'discount_total',
          'shipping_total',
          'tax_total',
          'gift_card_total',
          'total',
          'paid_total',
          'refunded_total',
          'refundable_amount',
        ].sort(),
      )
      const f = full.get(o.id) as Record<string, unknown>
      for (const k of Object.keys(o)) expect(o[k], k).toEqual(f[k])
      expect(o.customer).not.toHaveProperty('password_hash')
    }
    const rich = orders.find((o: { id: string }) => o.id === placed[0]!.id)
    expect(rich.refunded_total).toBeGreaterThan(0)
  })

  it('takes expand alone (all columns) and fields alone (all default relations)', async () => {
    const full = byId((await ok(admin, 'GET', '/admin/orders')).orders)
    const slim = (await ok(admin, 'GET', '/admin/orders?expand=items')).orders[0]
    const f = full.get(slim.id) as Record<string, unknown>
    expect(slim).toMatchObject({ object: 'order', items: f.items, total: f.total, metadata: f.metadata })
    expect(slim).not.toHaveProperty('customer')
    expect(slim).not.toHaveProperty('returns')
    const none = (await ok(admin, 'GET', '/admin/orders?expand=')).orders[0]
    expect(Object.keys(none).filter((k) => k in f && Array.isArray(f[k]))).toEqual([])
    const columns = (await ok(admin, 'GET', '/admin/orders?fields=email')).orders[0]
    expect(columns).toHaveProperty('returns')
    expect(columns).toHaveProperty('items')
    expect(columns).not.toHaveProperty('status')
    const minus = (await ok(admin, 'GET', '/admin/orders?fields=-metadata,-customer')).orders[0]
    expect(minus).not.toHaveProperty('metadata')
    expect(minus).not.toHaveProperty('customer')
    expect(minus).toHaveProperty('status')
    expect(minus.total).toBe(f.total)
  })

  it('reads a page in a fixed number of statements', async () => {
    const statementsOf = async (url: string, warm = true) => {
      if (warm) await ok(admin, 'GET', url)
      // A transaction given an id (as any write is) moves the database's snapshot, so the page is not
      // sent from the quiet-database path (admin-order-list-cache.test.ts) but checked by its stamps.
      await t.database.query('SELECT pg_current_xact_id()')
      const counter = countQueries(t.database)
      try {
        await ok(admin, 'GET', url)
        return [...counter.statements]
      } finally {
        counter.stop()
      }
    }
    // Warm, after a write elsewhere: the user with its tokens' revocation, the database's snapshot, the
    // page's ids with the count, and their stamps.
    expect(await statementsOf('/admin/orders?limit=50')).toHaveLength(4)
    expect(await statementsOf('/admin/orders?limit=1')).toHaveLength(4)
    expect(await statementsOf('/admin/orders?limit=2&offset=1&order=display_id&q=example')).toHaveLength(4)
    // Cold (a selection not read before): the orders are read too, with only what is selected; the
    // stamps statement reads the versions of the whole graph, whatever the selection.
    const slim = await statementsOf('/admin/orders?fields=display_id,total&expand=customer', false)
    expect(slim).toHaveLength(5)
    const page = slim.filter((text) => !/AS stamp FROM versions|pg_current_snapshot/.test(text))
    expect(page).toHaveLength(3)
    expect(page.join('\n')).toMatch(/FROM customer/)
    expect(page.join('\n')).not.toMatch(/FROM "return"|product_variant/)
  })

  it('pages, orders and filters inside the statement', async () => {
    const all = (await ok(admin, 'GET', '/admin/orders?order=display_id&fields=display_id')).orders
    expect(all.map((o: { display_id: number }) => o.display_id)).toEqual(
      [...all.map((o: { display_id: number }) => o.display_id)].sort((a, b) => a - b),
    )
    const page = await ok(admin, 'GET', '/admin/orders?order=display_id&fields=display_id&limit=1&offset=1')
    expect(page).toMatchObject({ count: 3, limit: 1, offset: 1, orders: [all[1]] })
    const found = await ok(admin, 'GET', '/admin/orders?q=bob&expand=customer')
    expect(found.orders.map((o: { email: string }) => o.email)).toEqual(['bob@example.com'])
    // The shipping address: the name on it (first and last together), its postal code, its city.
    const bob = found.orders[0]
    await ok(admin, 'POST', `/admin/orders/${bob.id}`, {
      shipping_address: { first_name: 'Zelda', last_name: 'Quist', postal_code: 'QX9 4ZZ', city: 'Wexmoor' },
    })
    for (const q of ['zelda quist', 'QX9 4', 'wexmoor']) {
      const byAddress = await ok(admin, 'GET', `/admin/orders?q=${encodeURIComponent(q)}&fields=display_id`)
      expect(
        byAddress.orders.map((o: { id: string }) => o.id),
        q,
      ).toEqual([bob.id])
    }
    expect((await ok(admin, 'GET', '/admin/orders?q=zelda%20wexmoor')).count).toBe(0)
    // The address look-up reads the trigram index, not every address (the planner told not to scan).
    const plan = await t.ctx.db.transaction(async (tx) => {
      const run = (q: SQL) => (tx as unknown as { execute(q: SQL): Promise<unknown> }).execute(q)
      await run(sql.raw('SET LOCAL enable_seqscan = off'))
      return run(sql`EXPLAIN SELECT o.id FROM "order" o JOIN address a ON a.id = o.shipping_address_id
        WHERE ${ADDRESS_SEARCH_TEXT} ILIKE ${'%wexmoor%'}`)
    })
    expect(JSON.stringify(plan)).toMatch(/address_search_trgm_idx/)
    expect(await ok(admin, 'GET', '/admin/orders?limit=0')).toEqual({
      orders: [],
      count: 3,
      offset: 0,
      limit: 0,
    })
  })
})
