import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deferToCommit, inlineParams } from './commit-writes'
import { type Database, connect, isPostgresUrl } from './connect'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''
const onPostgres = isPostgresUrl(url)
if (!onPostgres) console.warn('writes at commit: PostgreSQL part skipped (no DATABASE_URL)')

type Rows<T> = { rows: T[] }

describe('inlineParams', () => {
  it('writes each value as a literal, quotes and backslashes escaped', () => {
    expect(
      inlineParams('VALUES ($1, $2, $3, $4, $5, $10)', [
        "it's",
        null,
        42,
        true,
        { a: 'b\\c' },
        0,
        0,
        0,
        0,
        new Date('2026-01-02T03:04:05.000Z'),
      ]),
    ).toBe(`VALUES ('it''s', NULL, 42, true,  E'{"a":"b\\\\\\\\c"}', '2026-01-02T03:04:05.000Z')`)
    expect(() => inlineParams('VALUES ($2)', [1])).toThrow('No value for $2')
    expect(() => inlineParams('VALUES ($1)', [Number.NaN])).toThrow()
  })
})

describe('writes at commit, embedded', () => {
  it('are not deferred: the caller runs them itself', async () => {
    const database = await connect('memory://')
    try {
      const deferred = await database.db.transaction(async (tx) =>
        deferToCommit(tx, { sql: 'SELECT $1', params: [1] }),
      )
      expect(deferred).toBe(false)
    } finally {
      await database.close()
    }
  })
})

describe.skipIf(!onPostgres)('writes at commit, PostgreSQL', () => {
  let database: Database
  const table = `commit_writes_${Date.now().toString(36)}`
  beforeAll(async () => {
    database = await connect(url, { poolSize: 2 })
    await database.db.execute(
      sql.raw(
        `CREATE TABLE ${table} (id text PRIMARY KEY, body jsonb, note text, n int, at timestamptz, flag boolean)`,
      ),
    )
  })
  afterAll(async () => {
    await database?.db.execute(sql.raw(`DROP TABLE IF EXISTS ${table}`))
    await database?.close()
  })

  const insert = (id: string, note: string) => ({
    sql: `INSERT INTO ${table} (id, body, note, n, at, flag) VALUES ($1, $2, $3, $4, $5, $6)`,
    params: [id, { cart: { note, n: [1, 2] } }, note, 7, new Date('2026-11-28T10:00:00.000Z'), false],
  })
  const read = async (db: Database['db'], id: string) =>
    (
      (await db.execute(
        sql.raw(
          `SELECT id, body, note, n, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS at, flag
             FROM ${table} WHERE id = '${id}'`,
        ),
      )) as unknown as Rows<Record<string, unknown>>
    ).rows

  it('go out with the COMMIT: unseen inside the transaction, committed with it, values intact', async () => {
    const note = `it's \\ "quoted" $1 ünïcode;'); DROP TABLE ${table}; --`
    const inside = await database.db.transaction(async (tx) => {
      expect(deferToCommit(tx, insert('a', note))).toBe(true)
      return read(tx as never, 'a')
    })
    expect(inside).toEqual([])
    expect(await read(database.db, 'a')).toEqual([
      {
        id: 'a',
        body: { cart: { note, n: [1, 2] } },
        note,
        n: 7,
        at: '2026-11-28T10:00:00',
        flag: false,
      },
    ])
  })

  it('roll the whole transaction back when they fail, and leave the connection usable', async () => {
    await database.db.execute(sql.raw(`INSERT INTO ${table} (id, n) VALUES ('b', 1)`))
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`UPDATE ${table} SET n = 2 WHERE id = 'b'`))
        deferToCommit(tx, insert('b', 'a duplicate key'))
      }),
    ).rejects.toSatisfy((e: Error) => /duplicate key/.test(String((e.cause as Error | undefined)?.message)))
    expect((await read(database.db, 'b'))[0]).toMatchObject({ n: 1, note: null })
    // A rolled-back transaction's writes are not sent with the next one's COMMIT.
    await expect(
      database.db.transaction(async (tx) => {
        deferToCommit(tx, insert('c', 'rolled back'))
        throw new Error('undone')
      }),
    ).rejects.toThrow('undone')
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`UPDATE ${table} SET n = 3 WHERE id = 'b'`))
    })
    expect(await read(database.db, 'c')).toEqual([])
    expect((await read(database.db, 'b'))[0]).toMatchObject({ n: 3 })
  })
})
