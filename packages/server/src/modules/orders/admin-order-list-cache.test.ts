import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'
import { countQueries } from '../catalog/query-counter'

// The admin order list keeps each order's text under a stamp of the rows it was built from. A page
// that nothing touched is not built again, and any change through the Admin API shows on the next
// read, to the byte as the single-order route (which is never kept) answers it.

let t: TestApp
let admin: Call
let region: string
let option: string
let productId: string
let variantId: string
let orderId: string

beforeAll(async () => {
  t = await startTestApp()
  const { headers } = await createAdmin(t)
  const store = storeClient(t)
  admin = storeClient(t, headers)
  region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
  option = await insertOption(t, region, { amount: 500 })
  ;({ productId, variantId } = await insertVariant(t, { prices: [{ amount: 2000 }] }))
  await stockVariant(t, variantId, 100)
  for (const email of ['ann@example.com', 'bob@example.com']) {
    const cart = await readyCart(store, {
      region,
      option,
      email,
      items: [{ variant_id: variantId, quantity: 2 }],
    })
    orderId = (await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data.id
  }
  await t.ctx.events.idle()
})
afterAll(() => t.close())

const PAGE_STATEMENT = /row_to_json\(o\)/

/** The value at a dotted path (`items.0.title`). */
const dig = (value: unknown, path: string) =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | null)?.[key], value)

/** The order as the list shows it and as the single-order route shows it. */
async function listedAndSingle(id: string) {
  const { orders } = await ok(admin, 'GET', '/admin/orders')
  const listed = (orders as Array<{ id: string }>).find((o) => o.id === id)
  const { order } = await ok(admin, 'GET', `/admin/orders/${id}`)
  return { listed: JSON.stringify(listed), single: JSON.stringify(order), order }
}

describe('the admin order list cache', () => {
  it('does not build a page again while nothing in it changed', async () => {
    const first = await ok(admin, 'GET', '/admin/orders')
    const counter = countQueries(t.database)
    try {
      const again = await ok(admin, 'GET', '/admin/orders')
      expect(again).toEqual(first)
      expect(counter.statements.filter((s) => PAGE_STATEMENT.test(s))).toEqual([])
      // A selection of its own is built once, then kept too.
      await ok(admin, 'GET', '/admin/orders?fields=email&expand=items')
      counter.reset()
      await ok(admin, 'GET', '/admin/orders?fields=email&expand=items')
      expect(counter.statements.filter((s) => /FROM line_item li/.test(s) && !/xmin/.test(s))).toEqual([])
    } finally {
      counter.stop()
    }
  })

  it('sends a page again after one small statement while nothing was written, and not after a write', async () => {
    const url = '/admin/orders?fields=email'
    const first = await ok(admin, 'GET', url)
    const snapshot = async () =>
      (await t.database.query<{ s: string }>('SELECT pg_current_snapshot()::text AS s'))[0]!.s
    // On a PostgreSQL server shared with other test files, their writes move the snapshot too: a quiet
    // moment is waited for (on the embedded database every moment is quiet).
    let quiet: string[] | undefined
    for (let attempt = 0; attempt < 100 && !quiet; attempt++) {
      const before = await snapshot()
      expect(await ok(admin, 'GET', url)).toEqual(first)
      const counter = countQueries(t.database)
      expect(await ok(admin, 'GET', url)).toEqual(first)
      counter.stop()
      if ((await snapshot()) === before) quiet = [...counter.statements]
    }
    if (!quiet)
      console.warn('SKIPPED: no quiet moment on the shared PostgreSQL server to check the quiet path')
    else {
      // The staff member's session, then the snapshot: no page ids, no stamps.
      expect(quiet).toHaveLength(2)
      expect(quiet[1]).toMatch(/pg_current_snapshot/)
    }
    // A write from outside the server (no event, no API) shows on the next read all the same.
    await t.database.query(`UPDATE "order" SET email = 'outside@example.com' WHERE id = $1`, [orderId])
    const after = await ok(admin, 'GET', url)
    const listed = (after.orders as Array<{ id: string; email: string }>).find((o) => o.id === orderId)
    expect(listed?.email).toBe('outside@example.com')
  })

  it('shows every change made through the Admin API on the next read', async () => {
    const url = `/admin/orders/${orderId}`
    const { order } = await listedAndSingle(orderId)
    const changes: Array<[string, () => Promise<unknown>, path: string, unknown]> = [
      ['order email', () => ok(admin, 'POST', url, { email: 'new@example.com' }), 'email', 'new@example.com'],
      ['payment captured', () => ok(admin, 'POST', `${url}/capture`), 'payment_status', 'captured'],
      [
        'fulfilment created',
        () =>
          ok(admin, 'POST', `${url}/fulfillment`, { items: [{ item_id: order.items[0].id, quantity: 1 }] }),
        'fulfillments.length',
        1,
      ],
      [
        'customer renamed',
        () => ok(admin, 'POST', `/admin/customers/${order.customer_id}`, { first_name: 'Renamed' }),
        'customer.first_name',
        'Renamed',
      ],
      [
        'product retitled',
        () => ok(admin, 'POST', `/admin/products/${productId}`, { title: 'Retitled' }),
        'items.0.variant.product.title',
        'Retitled',
      ],
      [
        'variant stock set',
        () =>
          ok(admin, 'POST', `/admin/products/${productId}/variants/${variantId}`, { inventory_quantity: 7 }),
        'items.0.variant.inventory_quantity',
        7,
      ],
      [
        'shipping option renamed',
        () => ok(admin, 'POST', `/admin/shipping-options/${option}`, { name: 'Courier' }),
        'shipping_methods.0.shipping_option.name',
        'Courier',
      ],
      [
        'region renamed',
        () => ok(admin, 'POST', `/admin/regions/${region}`, { name: 'Renamed region' }),
        'region.name',
        'Renamed region',
      ],
    ]
    for (const [name, change, path, expected] of changes) {
      await change()
      await t.ctx.events.idle()
      const { listed, single } = await listedAndSingle(orderId)
      expect(dig(JSON.parse(listed), path), name).toEqual(expected)
      expect(listed, name).toBe(single)
    }
  })
})
