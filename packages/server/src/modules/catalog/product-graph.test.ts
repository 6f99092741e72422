import { product, productVariant } from '@mercato/db'
import { asc, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { PRODUCT_EXPANDABLE, STORE_PRODUCT_RELATIONS } from './admin-read'
import { loadProductRelations } from './loader'
import { loadProductGraph } from './product-graph'
import { countQueries } from './query-counter'
import { seedDemoCatalog } from './seed'
import { insertPriceList } from './test-helpers'

// The one-statement product loader must build the very nodes the per-relation loader builds: the
// same values, the same key order (responses are serialised from them) and the same list orders.

let t: TestApp
let ids: string[]
beforeAll(async () => {
  t = await startTestApp()
  await seedDemoCatalog(t.ctx)
  const variants = await t.ctx.db.select().from(productVariant).limit(3)
  // A price list with customer groups and one without, beside the seed's own lists.
  await insertPriceList(t, {
    groups: ['cgrp_b', 'cgrp_a'],
    prices: variants.map((v) => ({ variant_id: v.id, amount: 111 })),
  })
  await insertPriceList(t, {
    type: 'override',
    prices: [{ variant_id: variants[0]!.id, amount: 99, currency_code: 'eur' }],
  })
  const rows = await t.ctx.db
    .select({ id: product.id })
    .from(product)
    .where(isNull(product.deleted_at))
    .orderBy(asc(product.id))
  ids = rows.map((r) => r.id)
})
afterAll(() => t.close())

async function both(relations: Set<string>) {
  const rows = await t.ctx.db
    .select()
    .from(product)
    .where(isNull(product.deleted_at))
    .orderBy(asc(product.id))
  const expected = await loadProductRelations(t.ctx.db, rows, relations)
  const byId = new Map((await loadProductGraph(t.ctx.db, ids, relations)).map((n) => [n.id, n]))
  return { expected, actual: ids.map((id) => byId.get(id)) }
}

describe('loadProductGraph', () => {
  it('builds the nodes the per-relation loader builds, for every relation', async () => {
    const { expected, actual } = await both(new Set(PRODUCT_EXPANDABLE))
    expect(expected.length).toBeGreaterThan(10)
    // Every relation is exercised by the demo catalogue (or the lists above).
    const all = JSON.stringify(expected)
    for (const key of [
      '"customer_group_ids":["cgrp_a","cgrp_b"]',
      '"categories":[{',
      '"collection":{',
      '"type":{',
      '"tags":[{',
      '"images":[{',
      '"inventory_items":[{',
      '"sales_channels":[{',
      '"profile":{',
    ])
      expect(all).toContain(key)
    expect(JSON.stringify(actual)).toBe(all)
    expect(actual).toEqual(expected)
  })

  it('does the same for the store default selection and for none', async () => {
    for (const relations of [new Set<string>(STORE_PRODUCT_RELATIONS), new Set<string>()]) {
      const { expected, actual } = await both(relations)
      expect(JSON.stringify(actual)).toBe(JSON.stringify(expected))
    }
  })

  it('reads a page of products with every relation in one statement, and skips missing and deleted ones', async () => {
    const counter = countQueries(t.database)
    const nodes = await loadProductGraph(
      t.ctx.db,
      [ids[0]!, 'prod_missing', ids[1]!],
      new Set(PRODUCT_EXPANDABLE),
    )
    counter.stop()
    expect(counter.count).toBe(1)
    expect(nodes.map((n) => n.id).sort()).toEqual([ids[0], ids[1]].sort())
  })
})
