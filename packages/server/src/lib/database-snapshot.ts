import { sql } from 'drizzle-orm'
import type { Tx } from '../context'
import { compiledRows } from './compiled'

const currentSnapshot = compiledRows<{ snapshot: string }, Record<string, never>>(
  () => sql`SELECT pg_current_snapshot()::text AS snapshot`,
)

/**
 * The database's current snapshot as text: the oldest transaction still running, the next transaction
 * id and those in between still running. Every transaction that writes is given an id, so any
 * commit or abort, from this process or another, changes the text; while it is the same text, the
 * database holds what it held before (sequences aside), to the row. A response built after a snapshot
 * was taken and kept under it can be sent again while the snapshot stays the same.
 */
export async function databaseSnapshot(db: Tx): Promise<string> {
  const [row] = await currentSnapshot(db, {})
  return row!.snapshot
}
