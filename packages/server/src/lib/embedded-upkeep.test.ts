import { type Database, connect } from '@mercato/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedUpkeep, upkeepOf, upkeepOnce } from './embedded-upkeep'

// The embedded database's stand-in for autovacuum: it must vacuum a table full of dead rows, analyze
// one that changed, and leave the others alone.

let database: Database

/** PostgreSQL publishes its table counters at most once a second, when idle. */
async function countersPublished() {
  await new Promise((r) => setTimeout(r, 1100))
  await database.query('SELECT 1')
}

beforeAll(async () => {
  database = await connect('memory://')
  await database.execScript(`
    CREATE TABLE churned (id int PRIMARY KEY, v text);
    CREATE TABLE grown (id int PRIMARY KEY, v text);
    CREATE TABLE quiet (id int PRIMARY KEY, v text);
    INSERT INTO churned SELECT g, 'a' FROM generate_series(1, 2000) g;
    INSERT INTO quiet SELECT g, 'a' FROM generate_series(1, 2000) g;`)
  await countersPublished()
  await database.execScript('ANALYZE churned; ANALYZE quiet')
  await database.execScript(`
    UPDATE churned SET v = 'b' WHERE id <= 1000;
    INSERT INTO grown SELECT g, 'a' FROM generate_series(1, 300) g;
    UPDATE quiet SET v = 'b' WHERE id <= 10;`)
  await countersPublished()
})
afterAll(() => database.close())

describe('embedded upkeep', () => {
  it("uses autovacuum's default thresholds", () => {
    expect(upkeepOf({ relname: 't', n_live_tup: 1000, n_dead_tup: 251, n_mod_since_analyze: 0 })).toBe(
      'vacuum',
    )
    expect(upkeepOf({ relname: 't', n_live_tup: 1000, n_dead_tup: 250, n_mod_since_analyze: 151 })).toBe(
      'analyze',
    )
    expect(upkeepOf({ relname: 't', n_live_tup: 1000, n_dead_tup: 250, n_mod_since_analyze: 150 })).toBe(null)
  })

  it('vacuums the churned table, analyzes the grown one and leaves the quiet one', async () => {
    const stats = async () =>
      Object.fromEntries(
        (
          await database.query<{ relname: string; n_dead_tup: number; vacuumed: boolean; analyzed: boolean }>(
            `SELECT relname, n_dead_tup::int, last_vacuum IS NOT NULL AS vacuumed,
                    last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables`,
          )
        ).map((r) => [r.relname, r]),
      )
    const before = await stats()
    expect(before.churned!.n_dead_tup).toBe(1000)
    expect(before.grown!.analyzed).toBe(false)
    expect(await upkeepOnce(database)).toEqual([
      { table: 'churned', did: 'vacuum' },
      { table: 'grown', did: 'analyze' },
    ])
    const [grown] = await database.query<{ reltuples: number }>(
      `SELECT reltuples FROM pg_class WHERE relname = 'grown'`,
    )
    expect(Number(grown!.reltuples)).toBe(300)
    await countersPublished()
    const after = await stats()
    expect(after.churned).toMatchObject({ n_dead_tup: 0, vacuumed: true })
    expect(after.quiet).toMatchObject({ vacuumed: false })
    expect(await upkeepOnce(database)).toEqual([])
  })

  it('runs on a timer and stops after the pass in hand', async () => {
    await database.execScript(`INSERT INTO quiet SELECT g, 'c' FROM generate_series(2001, 4000) g`)
    await countersPublished()
    const stop = startEmbeddedUpkeep(
      database,
      (e) => {
        throw e
      },
      50,
    )
    await new Promise((r) => setTimeout(r, 300))
    await stop()
    const [quiet] = await database.query<{ reltuples: number }>(
      `SELECT reltuples FROM pg_class WHERE relname = 'quiet'`,
    )
    expect(Number(quiet!.reltuples)).toBe(4000)
  })
})
