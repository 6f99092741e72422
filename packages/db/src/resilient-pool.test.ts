import { createServer } from 'node:net'
import { sql } from 'drizzle-orm'
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
})
