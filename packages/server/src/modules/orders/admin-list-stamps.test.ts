import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, createAdmin, startTestApp } from '../../testing/harness'
import { type Call, ok, readyCart, storeClient } from '../carts/test-client'
import { insertOption, insertShopRegion, insertVariant, stockVariant } from '../carts/test-helpers'
import { countQueries } from '../catalog/query-counter'
import { ORDER_STAMPS_SQL, orderStamps } from './admin-list-stamps'

// An order's stamp must change whenever a row its list JSON is built from changes: the stamp statement
// is written by hand, so this checks it reads every table the list's own statements read, and that
// touching a row of the order's graph (and only of its graph) gives another stamp.

let t: TestApp
let admin: Call
const orders: string[] = []

beforeAll(async () => {
  t = await startTestApp()
  const { headers } = await createAdmin(t)
  const store = storeClient(t)
  admin = storeClient(t, headers)
  const region = await insertShopRegion(t, { tax_rate: 10, countries: ['us'] })
  const option = await insertOption(t, region, { amount: 500 })
  for (const email of ['ann@example.com', 'bob@example.com']) {
    const { variantId } = await insertVariant(t, { prices: [{ amount: 2000 }] })
    await stockVariant(t, variantId, 10)
    const cart = await readyCart(store, {
      region,
      option,
      email,
      items: [{ variant_id: variantId, quantity: 1 }],
    })
    orders.push((await ok(store, 'POST', `/store/carts/${cart.id}/complete`)).data.id)
  }
  await t.ctx.events.idle()
})
afterAll(() => t.close())

const TABLE = /\b(?:FROM|JOIN)\s+"?([a-z_]+)"?/gi
const tablesOf = (text: string) =>
  new Set(
    [...text.matchAll(TABLE)]
      .map((m) => m[1]!)
      .filter((name) => !['ids', 'o', 'sw', 'cl', 'li', 'sm', 'f', 'r', 'versions'].includes(name)),
  )
const stampTables = tablesOf(new PgDialect().sqlToQuery(ORDER_STAMPS_SQL).sql)

async function stampsOf(ids: string[]) {
  return new Map((await orderStamps(t.database.db, { ids })).map((r) => [r.id, r.stamp]))
}

describe('order stamps', () => {
  it('read every table the order list reads to build an order', async () => {
    const counter = countQueries(t.database)
    try {
      // The default answer (every relation) and a columns-only answer (every totals digest), both
      // built afresh: an unknown `fields` entry gives each a selection of its own.
      await ok(admin, 'GET', '/admin/orders?fields=-stamp_check_default')
      await ok(admin, 'GET', '/admin/orders?fields=email&expand=')
      const read = new Set<string>()
      for (const text of counter.statements.filter((s) =>
        /row_to_json\(o\)|json_build_object\('id', o\./.test(s),
      ))
        for (const name of tablesOf(text)) read.add(name)
      expect(read.size).toBeGreaterThan(20)
      expect([...read].filter((name) => !stampTables.has(name))).toEqual([])
    } finally {
      counter.stop()
    }
  })

  it('change when a row of the order graph changes, and only for that order', async () => {
    const [ann, bob] = orders as [string, string]
    const row = async (text: string) => (await t.database.query<Record<string, string>>(text, [ann]))[0]!
    const o = await row(`SELECT * FROM "order" WHERE id = $1`)
    const item = await row(`SELECT * FROM line_item WHERE order_id = $1`)
    const method = await row(`SELECT * FROM shipping_method WHERE order_id = $1`)
    const variant = (
      await t.database.query<{ product_id: string }>('SELECT product_id FROM product_variant WHERE id = $1', [
        item.variant_id,
      ])
    )[0]!
    const touches: Array<[string, string, unknown]> = [
      ['order', 'UPDATE "order" SET email = email WHERE id = $1', ann],
      ['customer', 'UPDATE customer SET email = email WHERE id = $1', o.customer_id],
      ['shipping address', 'UPDATE address SET city = city WHERE id = $1', o.shipping_address_id],
      ['line item', 'UPDATE line_item SET title = title WHERE id = $1', item.id],
      ['variant', 'UPDATE product_variant SET title = title WHERE id = $1', item.variant_id],
      ['product', 'UPDATE product SET title = title WHERE id = $1', variant.product_id],
      ['item tax line', 'UPDATE line_item_tax_line SET rate = rate WHERE item_id = $1', item.id],
      ['shipping method', 'UPDATE shipping_method SET price = price WHERE id = $1', method.id],
      [
        'method tax line',
        'UPDATE shipping_method_tax_line SET rate = rate WHERE shipping_method_id = $1',
        method.id,
      ],
      ['payment', 'UPDATE payment SET amount = amount WHERE order_id = $1', ann],
      [
        'refund added',
        `INSERT INTO refund (id, order_id, amount, reason) VALUES ('ref_stamp', $1, 1, 'other')`,
        ann,
      ],
      ['refund removed', `DELETE FROM refund WHERE id = 'ref_stamp' AND order_id = $1`, ann],
    ]
    for (const [name, text, value] of touches) {
      const before = await stampsOf([ann, bob])
      await t.database.query(text, [value])
      const after = await stampsOf([ann, bob])
      expect(after.get(ann), name).not.toBe(before.get(ann))
      expect(after.get(bob), name).toBe(before.get(bob))
    }
    // The region, the sales channel and the shipping option are shared by both orders.
    const shared: Array<[string, string, unknown]> = [
      ['region', 'UPDATE region SET name = name WHERE id = $1', o.region_id],
      ['sales channel', 'UPDATE sales_channel SET name = name WHERE id = $1', o.sales_channel_id],
      ['shipping option', 'UPDATE shipping_option SET name = name WHERE id = $1', method.shipping_option_id],
    ]
    for (const [name, text, value] of shared) {
      const before = await stampsOf([ann, bob])
      await t.database.query(text, [value])
      const after = await stampsOf([ann, bob])
      expect(after.get(ann), name).not.toBe(before.get(ann))
      expect(after.get(bob), name).not.toBe(before.get(bob))
    }
  })

  it('stay the same while nothing changes', async () => {
    expect(await stampsOf(orders)).toEqual(await stampsOf(orders))
    expect((await stampsOf(orders)).size).toBe(2)
  })
})
