import { type Database, connect, isPostgresUrl, migrate } from '@mercato/db'
import { ulid } from '@mercato/domain'

/**
 * A migrated database for one benchmark run: PostgreSQL when `url` is a postgres:// URL (in a schema
 * of its own, dropped afterwards), else an in-memory PGlite.
 */
export async function openBenchDatabase(
  url: string,
): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (!isPostgresUrl(url)) {
    const database = await connect('memory://')
    await migrate(database)
    return { database, dispose: () => database.close() }
  }
  const schema = `mercato_bench_${ulid().toLowerCase()}`
  const admin = await connect(url, { poolSize: 1 })
  await admin.execScript(`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public; CREATE SCHEMA "${schema}"`)
  const database = await connect(url, { schema, poolSize: 10 })
  await migrate(database)
  return {
    database,
    async dispose() {
      await database.close()
      // BENCH_KEEP_SCHEMA=1 leaves the data behind, to look at the plans a run ended with.
      if (!process.env.BENCH_KEEP_SCHEMA) await admin.execScript(`DROP SCHEMA "${schema}" CASCADE`)
      await admin.close()
    },
  }
}

/** The p-th percentile of an ascending list (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0
