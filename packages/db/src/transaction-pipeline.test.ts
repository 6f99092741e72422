import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPostgresUrl } from './connect'
import { ResilientPool } from './resilient-pool'
import { SENT_WITH_COMMIT, sendWithNextStatement } from './transaction-pipeline'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || ''

describe.skipIf(!isPostgresUrl(url))(
  'transactions opened with their first statement (PostgreSQL only)',
  () => {
    let pool: ResilientPool
    let db: ReturnType<typeof drizzle>
    // Each ReadyForQuery is the end of one round trip.
    let roundTrips = 0

    beforeAll(async () => {
      pool = new ResilientPool({ connectionString: url, max: 1 }, () => {})
      pool.on('connect', (client: pg.PoolClient) => {
        ;(client as unknown as { connection: NodeJS.EventEmitter }).connection.on('readyForQuery', () => {
          roundTrips++
        })
      })
      db = drizzle({ client: pool })
      await db.execute(sql`CREATE TEMP TABLE opened (n int NOT NULL)`)
    })
    afterAll(() => pool.end())

    const count = async () => Number((await db.execute(sql`SELECT count(*) AS n FROM opened`)).rows[0]!.n)
    // What a transaction failed with: the statement's SQLSTATE, else the message of what it failed with.
    const failure = (work: Promise<unknown>) =>
      work.then(
        () => 'none',
        (e: Error & { cause?: { code?: string; message?: string } }) =>
          e.cause?.code ?? e.cause?.message ?? e.message,
      )
    const divisionByZero = '22012'
    const sentWithCommit = (tx: typeof db, value: unknown) =>
      tx
        .execute(sql`${sql.raw(SENT_WITH_COMMIT)} INSERT INTO opened VALUES (${value}::int)`)
        .then(() => 'sent')
    const tripsOf = async (work: () => Promise<unknown>) => {
      const before = roundTrips
      await work().catch(() => {})
      return roundTrips - before
    }

    it('sends BEGIN with the first statement, from the connection’s second transaction on', async () => {
      const insert = () => db.transaction((tx) => tx.execute(sql`INSERT INTO opened VALUES (${1})`))
      // The first prepares BEGIN and the generic plans: two round trips of their own, once.
      expect(await tripsOf(insert)).toBe(4)
      expect(await tripsOf(insert)).toBe(2)
      expect(await tripsOf(insert)).toBe(2)
      expect(await count()).toBe(3)
      // A transaction that sends nothing costs nothing.
      expect(await tripsOf(() => db.transaction(async () => 1))).toBe(0)
    })

    it('plans generically inside the transaction and by default after it', async () => {
      const mode = await db.transaction(async (tx) => {
        const r = await tx.execute(sql`SELECT current_setting('plan_cache_mode') AS mode, ${1}::int AS one`)
        return r.rows[0]!.mode
      })
      expect(mode).toBe('force_generic_plan')
      const after = await db.execute(sql`SELECT current_setting('plan_cache_mode') AS mode, ${1}::int AS one`)
      expect(after.rows[0]!.mode).toBe('auto')
    })

    it('rolls back when the first statement fails, or a later one, and the connection goes on', async () => {
      const before = await count()
      expect(
        await failure(db.transaction((tx) => tx.execute(sql`INSERT INTO opened VALUES (1 / ${0}::int)`))),
      ).toBe(divisionByZero)
      expect(
        await failure(
          db.transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO opened VALUES (${2})`)
            await tx.execute(sql`INSERT INTO opened VALUES (1 / ${0}::int)`)
          }),
        ),
      ).toBe(divisionByZero)
      expect(
        await failure(
          db.transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO opened VALUES (${3})`)
            throw new Error('undone')
          }),
        ),
      ).toBe('undone')
      expect(await count()).toBe(before)
      // The work of a committed transaction is there, and the result is the statement's alone.
      const result = await db.transaction((tx) =>
        tx.execute(sql`INSERT INTO opened VALUES (${4}) RETURNING n`),
      )
      expect(result.rows).toEqual([{ n: 4 }])
      expect(result.command).toBe('INSERT')
      expect(await count()).toBe(before + 1)
    })
    it('sends a statement marked for the commit with the COMMIT, and its failure fails the commit', async () => {
      const before = await count()
      const outcomes: Array<Promise<string>> = []
      const withHeld = (value: unknown) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO opened VALUES (${1})`)
          // Not waited for: it is sent with the COMMIT.
          outcomes.push(failure(sentWithCommit(tx as never, value)))
        })
      // The connection prepares the statement and COMMIT the first time, then holds it.
      await withHeld(2)
      await withHeld(2)
      expect(await tripsOf(() => withHeld(2))).toBe(2)
      expect(await count()).toBe(before + 6)
      // Its failure fails the commit, and the whole transaction is rolled back.
      expect(await failure(withHeld(0))).toBe('none')
      expect(await failure(withHeld('x'))).toBe('22P02')
      expect(await Promise.all(outcomes)).toEqual(['none', 'none', 'none', 'none', '22P02'])
      expect(await count()).toBe(before + 8)
      // A statement not yet prepared on the connection goes out alone, and its failure still fails the
      // commit; a transaction may hold its only statement.
      const divideLater = (tx: typeof db) =>
        tx.execute(sql`${sql.raw(SENT_WITH_COMMIT)} INSERT INTO opened VALUES (1 / ${0}::int)`)
      expect(
        await failure(
          db.transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO opened VALUES (${1})`)
            void divideLater(tx as never).catch(() => {})
          }),
        ),
      ).toBe(divisionByZero)
      expect(await failure(db.transaction(async (tx) => void divideLater(tx as never).catch(() => {})))).toBe(
        divisionByZero,
      )
      await db.transaction(async (tx) => void sentWithCommit(tx as never, 9))
      expect(await count()).toBe(before + 9)
    })

    it('runs later statements after a held one, and drops it on rollback', async () => {
      const seen = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT ${1}::int`)
        void sentWithCommit(tx as never, 7)
        const r = await tx.execute(sql`SELECT count(*)::int AS n FROM opened WHERE n = ${7}`)
        return r.rows[0]!.n
      })
      expect(seen).toBe(1)
      let dropped: Promise<string> | undefined
      expect(
        await failure(
          db.transaction(async (tx) => {
            await tx.execute(sql`SELECT ${1}::int`)
            dropped = failure(sentWithCommit(tx as never, 8))
            throw new Error('undone')
          }),
        ),
      ).toBe('undone')
      expect(await dropped).toMatch(/rolled back/)
      expect(Number((await db.execute(sql`SELECT count(*) AS n FROM opened WHERE n = 8`)).rows[0]!.n)).toBe(0)
    })

    it('sends a statement marked for the next one with it, each with its own result or failure', async () => {
      const pair = (a: unknown, b: unknown) =>
        db.transaction(async (tx) => {
          expect(sendWithNextStatement(tx)).toBe(true)
          const first = tx.execute(sql`SELECT ${a}::int AS a`).then((r) => r.rows)
          const second = tx.execute(sql`SELECT 10 / ${b}::int AS b`).then((r) => r.rows)
          // Each one's rows as JSON, or what it failed with.
          const outcome = (rows: Promise<unknown>) =>
            Promise.all([rows, failure(rows)]).then(
              ([r]) => JSON.stringify(r),
              () => failure(rows),
            )
          return Promise.all([outcome(first), outcome(second)])
        })
      await pair(1, 1)
      expect(await pair(2, 5)).toEqual(['[{"a":2}]', '[{"b":2}]'])
      expect(await tripsOf(() => pair(3, 5))).toBe(2)
      // The first fails: the second never runs. The second fails: the first keeps its rows.
      expect(await pair('x', 5)).toEqual(['22P02', '22P02'])
      expect(await pair(4, 0)).toEqual(['[{"a":4}]', divisionByZero])
      // Marked, then waited for: it goes out alone.
      const alone = await db.transaction(async (tx) => {
        sendWithNextStatement(tx)
        return (await tx.execute(sql`SELECT ${6}::int AS a`)).rows
      })
      expect(alone).toEqual([{ a: 6 }])
    })
  },
)
