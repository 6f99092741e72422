import { PGlite, types } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PgliteWire } from './pglite-wire'

// The wire path must be indistinguishable from PGlite's own `query` for everything the app sends.

describe('PgliteWire', () => {
  let pg: PGlite
  let wire: PgliteWire
  beforeAll(async () => {
    pg = await PGlite.create()
    wire = new PgliteWire(pg, 3)
    await pg.exec(`
      CREATE TABLE thing (
        id text PRIMARY KEY, n int NOT NULL, big bigint, price numeric(12,2), ok boolean,
        doc jsonb, tags text[], nums int[], at timestamptz, day date, raw bytea
      );
    `)
  }, 60_000)
  afterAll(() => pg?.close())

  it('returns the same rows, fields and counts as PGlite for every type the app stores', async () => {
    const insert = `INSERT INTO thing VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *`
    const params = (id: string) => [
      id,
      7,
      9007199254740993n,
      '12.50',
      true,
      { a: [1, 'é'], b: null },
      ['x', 'y "quoted"', null],
      [1, 2, 3],
      new Date('2024-02-03T04:05:06.789Z'),
      '2024-02-03',
      new Uint8Array([0, 1, 254, 255]),
    ]
    const mine = await wire.query(insert, params('a'))
    const theirs = await pg.query(insert, params('b'))
    expect({ ...mine, rows: mine.rows.map((r) => ({ ...(r as object), id: 'x' })) }).toEqual({
      ...theirs,
      rows: theirs.rows.map((r) => ({ ...(r as object), id: 'x' })),
    })
    expect(mine.affectedRows).toBe(1)

    // Drizzle's options: rows as arrays, dates left as text.
    const options = {
      rowMode: 'array' as const,
      parsers: { [types.TIMESTAMPTZ]: (v: string) => v, [types.DATE]: (v: string) => v },
    }
    const select = 'SELECT * FROM thing WHERE id = ANY($1) ORDER BY id'
    const ids = [['a', 'b']]
    expect(await wire.query(select, ids, options)).toEqual(await pg.query(select, ids, options))
    const update = 'UPDATE thing SET n = n + $1'
    expect(await wire.query(update, [1])).toEqual(await pg.query(update, [1]))
    expect((await wire.query(update, [1])).affectedRows).toBe(2)
  })

  it('decodes results larger than one reply chunk', async () => {
    const { rows } = await wire.query<{ i: number; s: string }>(
      `SELECT i, repeat('ü', 50) || i AS s FROM generate_series(1, $1::int) i`,
      [20_000],
    )
    expect(rows).toHaveLength(20_000)
    expect(rows[19_999]).toEqual({ i: 20_000, s: `${'ü'.repeat(50)}20000` })
  })

  it('throws PostgreSQL errors with their fields and the statement, and keeps working', async () => {
    const err = await wire
      .query('INSERT INTO thing (id, n) VALUES ($1, $2)', ['a', 1])
      .catch((e: unknown) => e as Record<string, unknown>)
    expect(err).toMatchObject({
      code: '23505',
      table: 'thing',
      constraint: 'thing_pkey',
      detail: 'Key (id)=(a) already exists.',
      query: 'INSERT INTO thing (id, n) VALUES ($1, $2)',
    })
    await expect(wire.query('SELECT nope FROM thing')).rejects.toMatchObject({ code: '42703' })
    expect((await wire.query<{ n: number }>('SELECT count(*)::int AS n FROM thing')).rows).toEqual([{ n: 2 }])
  })

  it('commits, rolls back on a throw, and reports a transaction that failed inside', async () => {
    await wire.transaction(async (tx) => {
      await tx.query('INSERT INTO thing (id, n) VALUES ($1, $2)', ['t1', 1])
    })
    await expect(
      wire.transaction(async (tx) => {
        await tx.query('INSERT INTO thing (id, n) VALUES ($1, $2)', ['t2', 1])
        throw new Error('abandon')
      }),
    ).rejects.toThrow('abandon')
    await expect(
      wire.transaction(async (tx) => {
        await tx.query('INSERT INTO thing (id, n) VALUES ($1, $2)', ['t3', 1])
        // The caller swallows the failure; COMMIT then answers ROLLBACK.
        await tx.query('INSERT INTO thing (id, n) VALUES ($1, $2)', ['t3', 1]).catch(() => {})
      }),
    ).rejects.toMatchObject({ code: '25P02' })
    await wire.transaction(async (tx) => {
      await tx.query('INSERT INTO thing (id, n) VALUES ($1, $2)', ['t4', 1])
      await tx.rollback()
      expect(tx.closed).toBe(true)
      await expect(tx.query('SELECT 1')).rejects.toThrow('Transaction is closed')
    })
    const { rows } = await wire.query<{ id: string }>(`SELECT id FROM thing WHERE id LIKE 't%' ORDER BY id`)
    expect(rows).toEqual([{ id: 't1' }])
  })

  it('keeps at most its bound of prepared statements and prepares evicted ones again', async () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 5; i++) {
        const { rows } = await wire.query<{ v: number }>(`SELECT $1::int + ${i} AS v`, [1])
        expect(rows).toEqual([{ v: 1 + i }])
      }
    }
    expect(wire.preparedCount).toBe(3)
    const { rows } = await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')
    expect(rows[0]!.n).toBeLessThanOrEqual(3)
  })

  it('answers from the new shape when a table changes under a prepared SELECT *', async () => {
    await wire.exec('CREATE TABLE shape (id int); INSERT INTO shape VALUES (1)')
    expect((await wire.query('SELECT * FROM shape')).rows).toEqual([{ id: 1 }])
    await wire.exec('ALTER TABLE shape ADD COLUMN label text')
    expect((await wire.query('SELECT * FROM shape')).rows).toEqual([{ id: 1, label: null }])
  })

  it('runs scripts of several statements, all or nothing', async () => {
    const results = await wire.exec(`SELECT 1 AS one; SELECT 'two' AS two`)
    expect(results.map((r) => r.rows)).toEqual([[{ one: 1 }], [{ two: 'two' }]])
    await expect(wire.exec('INSERT INTO shape VALUES (2); SELECT 1/0')).rejects.toMatchObject({
      code: '22012',
    })
    expect((await wire.query('SELECT count(*)::int AS n FROM shape')).rows).toEqual([{ n: 1 }])
  })
})
