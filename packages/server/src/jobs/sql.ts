import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../context'

/** Column name → PostgreSQL type, for rows passed as one JSON parameter. */
export type Columns = Record<string, string>

/** Rows per JSON parameter: keeps each string under V8's large-object size (~128 KB), so it dies young. */
const ROWS_PER_PARAM = 200

/**
 * `json_to_recordset($1::json) AS x(col type, …)`: many rows as one JSON parameter. Faster than a
 * multi-row VALUES list (one parse, no 65,535-parameter ceiling) and the same on PGlite and PostgreSQL.
 * Large sets are split over several parameters joined with UNION ALL: one huge string per statement
 * would go straight to the old generation and, batch after batch, grow the heap of a long import.
 */
export function recordset(rows: readonly object[], columns: Columns, alias = 'x'): SQL {
  const defs = sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `"${name}" ${type}`)
      .join(', '),
  )
  const a = sql.raw(alias)
  if (rows.length <= ROWS_PER_PARAM)
    return sql`json_to_recordset(${JSON.stringify(rows)}::json) AS ${a}(${defs})`
  const parts: SQL[] = []
  for (let i = 0; i < rows.length; i += ROWS_PER_PARAM) {
    const json = JSON.stringify(rows.slice(i, i + ROWS_PER_PARAM))
    parts.push(sql`SELECT * FROM json_to_recordset(${json}::json) AS p(${defs})`)
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)}) AS ${a}`
}

/** `INSERT INTO table (cols) SELECT cols FROM json rows [suffix]`; nothing when there are no rows. */
export async function insertRows(
  tx: Tx,
  table: string,
  columns: Columns,
  rows: readonly object[],
  suffix: SQL = sql``,
): Promise<void> {
  if (rows.length === 0) return
  const names = Object.keys(columns)
    .map((n) => `"${n}"`)
    .join(', ')
  await tx.execute(
    sql`INSERT INTO ${sql.raw(table)} (${sql.raw(names)}) SELECT ${sql.raw(names)} FROM ${recordset(rows, columns)} ${suffix}`,
  )
}

/** A text[] built from one JSON parameter (drizzle would spread a JS array into a record). */
export function textArray(values: readonly string[]): SQL {
  return sql`ARRAY(SELECT json_array_elements_text(${JSON.stringify(values)}::json))`
}

export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
