import type { Database } from '@mercato/db'
import type { Logger } from 'drizzle-orm'

/**
 * Records the statements (with their parameters) that some work sends, through Drizzle and
 * `database.query`, so that a benchmark can replay each under EXPLAIN ANALYZE and show which one
 * grows with the data.
 */
export interface Statement {
  sql: string
  params: unknown[]
}

interface SessionLike {
  logger: Logger
  options?: { logger?: Logger }
}

export async function recordStatements(database: Database, work: () => Promise<void>): Promise<Statement[]> {
  const seen: Statement[] = []
  const session = (database.db as unknown as { session: SessionLike }).session
  const previous = session.logger
  const previousOption = session.options?.logger
  const logger: Logger = {
    logQuery(sql, params) {
      seen.push({ sql, params })
      previous?.logQuery(sql, params)
    },
  }
  session.logger = logger
  if (session.options) session.options.logger = logger
  const query = database.query
  database.query = ((sql: string, params?: unknown[]) => {
    seen.push({ sql, params: params ?? [] })
    return query.call(database, sql, params)
  }) as Database['query']
  try {
    await work()
  } finally {
    session.logger = previous
    if (session.options) session.options.logger = previousOption
    database.query = query
  }
  return seen
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each read statement, slowest first. Writes are skipped: ANALYZE would
 * perform them.
 */
export async function explainStatements(
  database: Database,
  statements: Statement[],
): Promise<Array<{ ms: number; sql: string; plan: string }>> {
  const out: Array<{ ms: number; sql: string; plan: string }> = []
  for (const s of statements) {
    if (!/^\s*(select|with)\b/i.test(s.sql)) continue
    const rows = await database.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${s.sql}`,
      s.params,
    )
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n')
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0)
    out.push({ ms, sql: s.sql.replace(/\s+/g, ' '), plan })
  }
  return out.sort((a, b) => b.ms - a.ms)
}
