import type { Database } from '@mercato/db'

/**
 * PGlite runs PostgreSQL without its background workers, so nothing vacuums the embedded database or
 * refreshes its planner statistics: dead row versions pile up and plans stay those of the tables as they
 * were at first. This does what autovacuum does on a server, with its default thresholds, from the
 * same counters (`pg_stat_user_tables`): once a minute, each table with more dead rows than 50 + 20 % of
 * its live ones is vacuumed and analyzed, and each with more changes since its last analysis than 50 +
 * 10 % of its rows is analyzed. Each table is its own statement, so requests queued meanwhile take their
 * turns between them.
 */

export const UPKEEP_INTERVAL_MS = 60_000

interface TableCounters {
  relname: string
  n_live_tup: number | string
  n_dead_tup: number | string
  n_mod_since_analyze: number | string
}

/** What a table needs, by autovacuum's default thresholds. */
export function upkeepOf(t: TableCounters): 'vacuum' | 'analyze' | null {
  const live = Number(t.n_live_tup)
  if (Number(t.n_dead_tup) > 50 + 0.2 * live) return 'vacuum'
  if (Number(t.n_mod_since_analyze) > 50 + 0.1 * live) return 'analyze'
  return null
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** One pass: vacuums or analyzes the tables that need it; answers what it did. */
export async function upkeepOnce(database: Database): Promise<Array<{ table: string; did: string }>> {
  const tables = await database.query<TableCounters>(
    `SELECT relname, n_live_tup, n_dead_tup, n_mod_since_analyze FROM pg_stat_user_tables
      WHERE schemaname = current_schema() ORDER BY relname`,
  )
  const done: Array<{ table: string; did: string }> = []
  for (const t of tables) {
    const need = upkeepOf(t)
    if (!need) continue
    await database.execScript(
      need === 'vacuum' ? `VACUUM (ANALYZE) ${quoted(t.relname)}` : `ANALYZE ${quoted(t.relname)}`,
    )
    done.push({ table: t.relname, did: need })
  }
  return done
}

/** Runs `upkeepOnce` every interval on an embedded database; answers a stop that waits for a pass. */
export function startEmbeddedUpkeep(
  database: Database,
  onError: (e: unknown) => void,
  intervalMs = UPKEEP_INTERVAL_MS,
): () => Promise<void> {
  if (database.engine !== 'pglite') return async () => {}
  let running: Promise<unknown> = Promise.resolve()
  let stopped = false
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? undefined : upkeepOnce(database).catch(onError)))
  }, intervalMs)
  timer.unref()
  return async () => {
    stopped = true
    clearInterval(timer)
    await running
  }
}
