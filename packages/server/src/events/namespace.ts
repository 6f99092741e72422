import { type Db, store } from '@mercato/db'
import { asc } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'

export const EVENTS_KEY_BASE = 'mercato:events'
const RETRY_MS = 1_000

/**
 * The default prefix of a store's event keys: `mercato:events:<store id>`. Processes on one database
 * share it; stores (or test databases) sharing one Redis never handle each other's events. Waits for
 * the store row, which the first API process creates, so a worker started first on a new database
 * joins once it exists.
 */
export async function storeEventsPrefix(db: Db, log?: FastifyBaseLogger): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db.select({ id: store.id }).from(store).orderBy(asc(store.id)).limit(1)
      if (row) return `${EVENTS_KEY_BASE}:${row.id}`
      if (attempt === 0) log?.info('events: waiting for the store to be created before joining Redis')
    } catch (err) {
      if (attempt === 0) log?.warn({ err }, 'events: could not read the store id; retrying')
    }
    // Unref: a worker shut down before the store exists must not be kept alive by this wait.
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref())
  }
}
