import { createServer } from 'node:net'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { connect, isPostgresUrl } from './connect'
import { DatabaseUnavailableError, ResilientPool, isDatabaseUnavailable } from './resilient-pool'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''

/** A port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as { port: number }).port
  await new Promise((r) => server.close(r))
  return port
}

describe('resilient pool', () => {
  it('fails fast with an unavailable error during backoff, then tries again', async () => {
    const errors: Error[] = []
    const pool = new ResilientPool(
      { connectionString: `postgres://nobody@127.0.0.1:${await closedPort()}/none`, max: 2 },
      (e) => errors.push(e),
    )
    try {
      const first = await pool.query('SELECT 1').catch((e: unknown) => e)
      expect(isDatabaseUnavailable(first)).toBe(true)
      expect(pool.backoffRemaining()).toBeGreaterThan(0)
      const during = await pool.connect().catch((e: unknown) => e)
      expect(during).toBeInstanceOf(DatabaseUnavailableError)
      await new Promise((r) => setTimeout(r, pool.backoffRemaining() + 5))
      const again = await pool.connect().catch((e: unknown) => e)
      expect(again).not.toBeInstanceOf(DatabaseUnavailableError)
      expect(isDatabaseUnavailable(again)).toBe(true)
    } finally {
      await pool.end()
    }
  })

  it('tells statement errors apart from lost connections', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: new Error('Connection terminated') }))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(Object.assign(new Error('bad'), { code: '22P02' }))).toBe(false)
  })

  it.skipIf(!isPostgresUrl(url))(
    'runs concurrent statements of one transaction one after another (PostgreSQL only)',
    async () => {
      const database = await connect(url, { poolSize: 2 })
      const warnings: string[] = []
      const onWarning = (w: Error) => warnings.push(w.message)
      process.on('warning', onWarning)
      try {
        const order: number[] = []
        await database.db.transaction(async (tx) => {
          await Promise.all(
            [30, 10, 0].map(async (ms, i) => {
              await tx.execute(sql`SELECT pg_sleep(${ms / 1000})`)
              order.push(i)
            }),
          )
        })
        // Sent in order and run in order, even though the later ones are shorter.
        expect(order).toEqual([0, 1, 2])
        await new Promise((r) => setImmediate(r))
        expect(warnings.filter((w) => /already executing a query/.test(w))).toEqual([])
      } finally {
        process.off('warning', onWarning)
        await database.close()
      }
    },
  )

  it.skipIf(!isPostgresUrl(url))(
    'drops a checked-out client whose connection is lost, even if its holder never releases it',
    async () => {
      // One connection: a leaked client would leave the next checkout waiting until its timeout.
      const pool = new ResilientPool(
        { connectionString: url, max: 1, connectionTimeoutMillis: 3000 },
        () => {},
      )
      const other = new pg.Client({ connectionString: url })
      await other.connect()
      try {
        const held: pg.PoolClient = await pool.connect()
        const { pid } = (await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!
        const lost = new Promise((r) => held.once('end', r))
        await other.query('SELECT pg_terminate_backend($1)', [pid])
        await lost
        // As drizzle does when BEGIN fails: the holder never calls release().
        const next: pg.PoolClient = await pool.connect()
        expect((await next.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1)
        next.release()
        held.release()
        expect(pool.totalCount).toBe(1)
      } finally {
        await other.end()
        await pool.end()
      }
    },
    10_000,
  )
})
