import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type Database, connect, isPostgresUrl } from './connect'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''
const engines: Array<[string, () => Promise<Database>]> = [['embedded', () => connect('memory://')]]
if (isPostgresUrl(url)) engines.push(['PostgreSQL', () => connect(url, { poolSize: 1 })])

const planMode = async (db: Database['db']) => {
  const result = (await db.execute(sql`SELECT current_setting('plan_cache_mode') AS mode`)) as unknown as {
    rows: Array<{ mode: string }>
  }
  return result.rows[0]!.mode
}

describe.each(engines)('plans in transactions (%s)', (_name, open) => {
  it('plans once per statement inside a transaction and by default outside one', async () => {
    const database = await open()
    try {
      expect(await planMode(database.db)).toBe('auto')
      const inside = await database.db.transaction((tx) => planMode(tx as unknown as Database['db']))
      expect(inside).toBe('force_generic_plan')
      // SET LOCAL ends with the transaction, also on a rolled-back one.
      expect(await planMode(database.db)).toBe('auto')
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`SELECT 1`)
          throw new Error('undone')
        }),
      ).rejects.toThrow('undone')
      expect(await planMode(database.db)).toBe('auto')
    } finally {
      await database.close()
    }
  })

  it('answers the same rows under a generic plan', async () => {
    const database = await open()
    try {
      const read = (db: Database['db'], ids: string[]) =>
        db.execute(
          sql`SELECT x FROM (VALUES ('a'), ('b'), ('c')) v(x) WHERE x = ANY(string_to_array(${ids.join(',')}, ',')) ORDER BY x`,
        ) as unknown as Promise<{ rows: Array<{ x: string }> }>
      // More runs than PostgreSQL's five custom plans, so the generic plan is the one answering.
      for (let i = 0; i < 7; i++) {
        const rows = await database.db.transaction(async (tx) => (await read(tx as never, ['a', 'c'])).rows)
        expect(rows).toEqual([{ x: 'a' }, { x: 'c' }])
      }
    } finally {
      await database.close()
    }
  })
})
