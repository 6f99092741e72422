import type { Database } from '@mercato/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../../testing/harness'
import { insertBulkCatalog } from './bulk-seed'

// A deferred-index load must leave the schema exactly as the migrations made it: same indexes, same
// foreign keys, all of them enforced again.

const TABLES = [
  'product',
  'product_option',
  'product_variant',
  'product_option_value',
  'money_amount',
  'product_sales_channel',
]

let database: Database
let dispose: () => Promise<void>
beforeAll(async () => {
  ;({ database, dispose } = await openTestDatabase())
  await database.query(`INSERT INTO sales_channel (id, name) VALUES ('sc_bulk', 'Default')`)
})
afterAll(() => dispose())

/** Every index and constraint definition on the loaded tables, sorted. */
async function schemaShape(): Promise<string[]> {
  const tables = TABLES.map((t) => `to_regclass('${t}')`).join(', ')
  const rows = await database.query<{ d: string }>(
    `SELECT pg_get_indexdef(indexrelid) AS d FROM pg_index WHERE indrelid IN (${tables})
     UNION ALL
     SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated
       FROM pg_constraint WHERE conrelid IN (${tables})`,
  )
  return rows.map((r) => r.d).sort()
}

describe('insertBulkCatalog with deferIndexes', () => {
  it('loads the catalogue and restores every index and foreign key', async () => {
    const before = await schemaShape()
    expect(before.some((d) => d.includes('product_search_trgm_idx'))).toBe(true)
    await insertBulkCatalog(database, {
      products: 30,
      salesChannelId: 'sc_bulk',
      prefix: 'BS',
      deferIndexes: true,
    })
    expect(await schemaShape()).toEqual(before)
    const [counts] = await database.query<{ p: number; v: number; m: number }>(
      `SELECT (SELECT count(*)::int FROM product) AS p, (SELECT count(*)::int FROM product_variant) AS v,
              (SELECT count(*)::int FROM money_amount) AS m`,
    )
    expect(counts).toEqual({ p: 30, v: 90, m: 180 })
    // The restored indexes answer searches, and the restored keys refuse orphans.
    const [hit] = await database.query<{ id: string }>(
      `SELECT id FROM product WHERE handle = 'bs-product-7' AND deleted_at IS NULL`,
    )
    expect(hit?.id).toBe('prod_BS000000000000000000000007')
    await expect(
      database.query(`INSERT INTO money_amount (id, currency_code, amount, variant_id)
                      VALUES ('ma_orphan', 'usd', 100, 'variant_missing')`),
    ).rejects.toThrow(/foreign key/)
  })
})
