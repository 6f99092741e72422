import type { Database } from '@mercato/db'

/**
 * A cheap fingerprint of a test database's contents, to assert that a refused request changed
 * nothing: per table, its row count and an order-independent sum of row hashes. Comparing two
 * fingerprints names the tables that differ.
 */
export type Fingerprint = Map<string, string>

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The base tables of the schema the connection works in (a test file's own schema on PostgreSQL). */
export async function tablesOf(database: Database, exclude: Iterable<string> = []): Promise<string[]> {
  const skip = new Set(exclude)
  const rows = await database.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  return rows.map((r) => r.name).filter((n) => !skip.has(n))
}

/**
 * One statement for all tables: a row per table with its count and hash sum. `only` narrows a table
 * to the rows matching a condition (on the alias `t`), for tables where other rows may change.
 */
export function fingerprintSql(tables: string[], only: Record<string, string> = {}): string {
  return tables
    .map(
      (name) =>
        `SELECT '${name.replace(/'/g, "''")}' AS name, count(*)::text || ':' || ` +
        `coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text AS print FROM ${quote(name)} t` +
        (only[name] ? ` WHERE ${only[name]}` : ''),
    )
    .join('\nUNION ALL\n')
}

export async function fingerprint(database: Database, sql: string): Promise<Fingerprint> {
  const rows = await database.query<{ name: string; print: string }>(sql)
  return new Map(rows.map((r) => [r.name, r.print]))
}

/** The tables whose contents differ, with their row counts before → after. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const changed: string[] = []
  for (const [name, print] of after) {
    const was = before.get(name)
    if (was !== print) changed.push(`${name} (rows ${was?.split(':')[0] ?? '?'} → ${print.split(':')[0]})`)
  }
  return changed
}

/**
 * The cluster's transaction-id watermark: it moves whenever any transaction that was given an id
 * (every one that wrote, committed or not) has finished. While it stands still nothing can have been
 * written, so the full fingerprint need not be taken again. On a shared PostgreSQL server other
 * databases move it too; then the fingerprint is simply taken every time.
 */
export async function writeWatermark(database: Database): Promise<string> {
  const [row] = await database.query<{ xmax: string }>(
    'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xmax',
  )
  return row!.xmax
}
