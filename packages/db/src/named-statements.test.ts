import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { connect, isPostgresUrl } from './connect'
import { MAX_NAMED } from './named-statements'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''

const preparedCount = async (database: Awaited<ReturnType<typeof connect>>) =>
  Number((await database.query<{ n: string }>('SELECT count(*) AS n FROM pg_prepared_statements'))[0]!.n)

describe.skipIf(!isPostgresUrl(url))('named statements (PostgreSQL only)', () => {
  it('prepares a statement with parameters once per connection and runs it again by name', async () => {
    const database = await connect(url, { poolSize: 1 })
    try {
      for (let i = 0; i < 3; i++) {
        const rows = await database.query<{ v: number }>('SELECT $1::int + 1 AS v', [i])
        expect(rows).toEqual([{ v: i + 1 }])
      }
      const through = await database.db.execute(sql`SELECT ${41}::int + 1 AS v`)
      expect((through as unknown as { rows: unknown[] }).rows).toEqual([{ v: 42 }])
      const names = await database.query<{ name: string; statement: string }>(
        'SELECT name, statement FROM pg_prepared_statements ORDER BY statement',
      )
      // One text, prepared once, whichever path sent it; the look-up (no parameters) is not named.
      expect(names.map((n) => n.statement)).toEqual(['SELECT $1::int + 1 AS v'])
    } finally {
      await database.close()
    }
  })

  it('keeps at most MAX_NAMED statements per connection, the least recently used deallocated', async () => {
    const database = await connect(url, { poolSize: 1 })
    try {
      for (let i = 0; i < MAX_NAMED + 30; i++) await database.query(`SELECT $1::int + ${i} AS v`, [1])
      expect(await preparedCount(database)).toBe(MAX_NAMED)
      // An evicted statement comes back: prepared again, right answer.
      expect(await database.query('SELECT $1::int + 0 AS v', [1])).toEqual([{ v: 1 }])
      expect(await preparedCount(database)).toBe(MAX_NAMED)
    } finally {
      await database.close()
    }
  })

  it('keeps statements usable when an eviction falls in a failed transaction', async () => {
    const database = await connect(url, { poolSize: 1 })
    const warnings: string[] = []
    const onWarning = (w: Error) => warnings.push(w.message)
    process.on('warning', onWarning)
    try {
      for (let i = 0; i < MAX_NAMED; i++) await database.query(`SELECT $1::int + ${i} AS v`, [1])
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT 1 / ${0}::int`).catch(() => {})
          // A new statement evicts the oldest; its DEALLOCATE fails in the aborted transaction.
          await tx.execute(sql`SELECT ${1}::int + 1000 AS v`).catch(() => {})
          throw new Error('roll back')
        })
        .catch(() => {})
      for (let i = 0; i < MAX_NAMED + 5; i++)
        expect(await database.query(`SELECT $1::int + ${i} AS v`, [1])).toEqual([{ v: 1 + i }])
      expect(await preparedCount(database)).toBeLessThanOrEqual(MAX_NAMED + 1)
      // The statement kept above makes the next new one evict two: each DEALLOCATE is answered
      // before the next query goes out, so nothing is queued on a busy client.
      await new Promise((resolve) => setImmediate(resolve))
      expect(warnings).toEqual([])
    } finally {
      process.off('warning', onWarning)
      await database.close()
    }
  })
})
