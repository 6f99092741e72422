import { store } from '@mercato/db'
import { type SQL, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApp, startTestApp } from '../../testing/harness'
import { insertBulkCatalog } from '../catalog/bulk-seed'
import { countQueries } from '../catalog/query-counter'
import { loadVariantsForCart } from './pricing'

// Statements in a transaction run on a plan made once, a generic plan that guesses ten rows for
// `= ANY($ids)`. On a small catalogue the variant read's guessed cheapest plan scanned every product
// and every product of the channel: three times slower than looking up the one variant's product.
// Its text now fixes the shape, which this test pins whatever the statistics.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
  const [s] = await t.ctx.db.select().from(store)
  await insertBulkCatalog(t.database, {
    products: 300,
    salesChannelId: s!.default_sales_channel_id!,
    prefix: 'PLAN',
  })
  await t.database.query('ANALYZE')
})
afterAll(() => t.close())

async function genericPlanOf(text: string): Promise<string> {
  const params = Math.max(0, ...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])))
  const nulls = Array.from({ length: params }, () => 'NULL').join(', ')
  return t.ctx.db.transaction(async (tx) => {
    const run = (q: SQL) => (tx as unknown as { execute(q: SQL): Promise<unknown> }).execute(q)
    await run(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'))
    await run(sql.raw(`PREPARE variant_read_plan AS ${text}`))
    const result = (await run(sql.raw(`EXPLAIN EXECUTE variant_read_plan(${nulls})`))) as
      | { rows: Array<Record<string, string>> }
      | Array<Record<string, string>>
    await run(sql.raw('DEALLOCATE variant_read_plan'))
    const rows = Array.isArray(result) ? result : result.rows
    return rows.map((r) => Object.values(r)[0]).join('\n')
  })
}

describe('the variant read for a new line', () => {
  it('looks up the variant’s product and its channel by index, not by scanning them', async () => {
    const counter = countQueries(t.database)
    try {
      await loadVariantsForCart(
        t.ctx.db as never,
        { id: 'cart_none', sales_channel_id: 'sc_none', region_id: 'reg_none' },
        ['variant_PLAN0000000000000000000001'],
      )
    } finally {
      counter.stop()
    }
    expect(counter.statements).toHaveLength(1)
    const plan = await genericPlanOf(counter.statements[0]!)
    expect(plan).toContain('product_pkey')
    expect(plan).not.toMatch(/Seq Scan on product\b/)
    expect(plan).not.toMatch(/Seq Scan on product_sales_channel\b/)
  })
})
