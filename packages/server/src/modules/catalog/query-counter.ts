import type { Database } from '@mercato/db'
import type { Logger } from 'drizzle-orm'

/**
 * Counts the SQL statements a piece of work sends, through both paths to the database: Drizzle
 * (including transactions, which copy the session's logger options) and `database.query`.
 * Used by tests that pin the number of queries per request, and by the catalogue benchmark.
 */
export interface QueryCounter {
  readonly count: number
  readonly statements: readonly string[]
  reset(): void
  stop(): void
}

interface SessionLike {
  logger: Logger
  options?: { logger?: Logger }
}

export function countQueries(database: Database): QueryCounter {
  const statements: string[] = []
  const session = (database.db as unknown as { session: SessionLike }).session
  const previous = session.logger
  const previousOption = session.options?.logger
  const logger: Logger = {
    logQuery(query, params) {
      statements.push(query)
      previous?.logQuery(query, params)
    },
  }
  session.logger = logger
  if (session.options) session.options.logger = logger
  const query = database.query
  database.query = ((sql: string, params?: unknown[]) => {
    statements.push(sql)
    return query.call(database, sql, params)
  }) as Database['query']
  return {
    get count() {
      return statements.length
    },
    statements,
    reset() {
      statements.length = 0
    },
    stop() {
      session.logger = previous
      if (session.options) session.options.logger = previousOption
      database.query = query
    },
  }
}
