import type { Database, Db } from '@mercato/db'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config'
import type { Events } from './events/types'
import type { AttemptCounter } from './http/rate-limit'

/** What every module's services get: the database, configuration, events and a logger. */
export interface AppContext {
  database: Database
  db: Db
  config: Config
  events: Events
  log: FastifyBaseLogger
  /** Failed sign-in attempts, to slow down password guessing. */
  attempts: AttemptCounter
}

export type Tx = Db

export interface PendingEvents {
  emit(eventName: string, data: unknown): void
}

/**
 * Runs one use case in one transaction. Events it emits are published only after commit,
 * so subscribers never see work that was rolled back.
 */
export async function inTransaction<T>(
  ctx: AppContext,
  work: (tx: Tx, events: PendingEvents) => Promise<T>,
): Promise<T> {
  const pending: Array<[string, unknown]> = []
  const result = await ctx.db.transaction((tx) =>
    work(tx as unknown as Tx, { emit: (name, data) => void pending.push([name, data]) }),
  )
  for (const [name, data] of pending) ctx.events.emit(name, data)
  return result
}
