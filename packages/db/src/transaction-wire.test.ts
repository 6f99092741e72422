import pg from 'pg'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { deferToCommit } from './commit-writes'
import { type Database, connect, isPostgresUrl } from './connect'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''
const onPostgres = isPostgresUrl(url)
if (!onPostgres) console.warn('transaction wire: skipped (no DATABASE_URL on PostgreSQL)')

type Rows<T> = { rows: T[] }

// Counts round trips: each simple query and each extended-protocol Sync is one.
const trips: string[] = []
const connection = pg.Connection.prototype as unknown as Record<string, (...a: unknown[]) => unknown>
const original = { query: connection.query!, sync: connection.sync! }

describe.skipIf(!onPostgres)('transaction wire (PostgreSQL)', () => {
  let database: Database
  const table = `transaction_wire_${Date.now().toString(36)}`
  beforeAll(async () => {
    database = await connect(url, { poolSize: 1 })
    await database.db.execute(sql.raw(`CREATE TABLE ${table} (id text PRIMARY KEY, tags text[], n int)`))
    await database.db.execute(sql.raw(`INSERT INTO ${table} VALUES ('a', '{x,y}', 1), ('b', '{y}', 2)`))
  })
  afterAll(async () => {
    await database?.db.execute(sql.raw(`DROP TABLE IF EXISTS ${table}`))
    await database?.close()
  })
  beforeEach(() => {
    trips.length = 0
    connection.query = function (this: unknown, ...a: unknown[]) {
      trips.push(`Q ${String(a[0]).slice(0, 200)}`)
      return original.query.apply(this, a)
    }
    connection.sync = function (this: unknown, ...a: unknown[]) {
      trips.push('S')
      return original.sync.apply(this, a)
    }
  })
  afterEach(() => {
    connection.query = original.query
    connection.sync = original.sync
  })

  const ids = (tx: unknown, tags: string[]) =>
    (tx as Database['db']).execute(
      sql`SELECT id, current_setting('plan_cache_mode') AS mode FROM ${sql.raw(table)}
           WHERE tags && ${sql.param(tags)} ORDER BY id`,
    ) as unknown as Promise<Rows<{ id: string; mode: string }>>

  it('sends BEGIN with the first statement, whose parameters mean what they meant', async () => {
    const rows = await database.db.transaction(async (tx) => {
      const first = await ids(tx, ['x'])
      const second = await ids(tx, ['y'])
      return [first.rows, second.rows]
    })
    expect(rows).toEqual([
      [{ id: 'a', mode: 'force_generic_plan' }],
      [
        { id: 'a', mode: 'force_generic_plan' },
        { id: 'b', mode: 'force_generic_plan' },
      ],
    ])
    // BEGIN + first statement, the second statement, COMMIT.
    expect(trips).toHaveLength(3)
    expect(trips[0]).toMatch(/^Q BEGIN; SET LOCAL/)
  })

  it('sends nothing for a transaction that sent nothing, and BEGIN with a COMMIT that carries writes', async () => {
    await database.db.transaction(async () => {})
    expect(trips).toEqual([])
    await database.db.transaction(async (tx) => {
      deferToCommit(tx, { sql: `UPDATE ${table} SET n = $1 WHERE id = $2`, params: [5, 'b'] })
    })
    expect(trips).toHaveLength(1)
    const [row] = (
      (await database.db.execute(sql.raw(`SELECT n FROM ${table} WHERE id = 'b'`))) as unknown as Rows<{
        n: number
      }>
    ).rows
    expect(row!.n).toBe(5)
  })

  it('rolls back a transaction whose first statement failed, and the connection stays usable', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE ${sql.raw(table)} SET n = ${'not a number'} WHERE id = 'a'`)
      }),
    ).rejects.toThrow()
    const { rows } = await database.db.transaction((tx) => ids(tx, ['x']))
    expect(rows).toEqual([{ id: 'a', mode: 'force_generic_plan' }])
    const [row] = (
      (await database.db.execute(sql.raw(`SELECT n FROM ${table} WHERE id = 'a'`))) as unknown as Rows<{
        n: number
      }>
    ).rows
    expect(row!.n).toBe(1)
  })

  it('sends BEGIN alone before a first statement with binary values', async () => {
    const rows = await database.db.transaction(async (tx) => {
      const r = (await tx.execute(sql`SELECT length(${Buffer.from('abc')}::bytea) AS n`)) as unknown as Rows<{
        n: number
      }>
      return r.rows
    })
    expect(rows).toEqual([{ n: 3 }])
    expect(trips[0], trips.join('\n')).toMatch(/^Q BEGIN; SET LOCAL plan_cache_mode = force_generic_plan$/)
    expect(trips).toHaveLength(3)
  })
})
