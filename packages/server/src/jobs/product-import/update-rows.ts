import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { type Columns, recordset } from '../sql'

export const PHYSICAL: Columns = {
  weight: 'int',
  length: 'int',
  height: 'int',
  width: 'int',
  hs_code: 'text',
  origin_country: 'text',
  mid_code: 'text',
  material: 'text',
}

/** Columns that may not become null: an empty cell on an update keeps the current value. */
export const KEEP_WHEN_EMPTY: ReadonlySet<string> = new Set([
  'title',
  'status',
  'discountable',
  'inventory_quantity',
  'allow_backorder',
  'manage_inventory',
  'profile_id',
])

/** UPDATE t SET <present columns> FROM json rows WHERE t.id = x.id; never-null columns keep their value when empty. */
export async function updateRows(tx: Tx, table: string, columns: Columns, present: string[], rows: object[]) {
  if (rows.length === 0) return
  const sets = present
    .map((c) => (KEEP_WHEN_EMPTY.has(c) ? `"${c}" = coalesce(x."${c}", t."${c}")` : `"${c}" = x."${c}"`))
    .concat('updated_at = now()')
    .join(', ')
  const cols = Object.fromEntries(['id', ...present].map((c) => [c, columns[c]!]))
  await tx.execute(
    sql`UPDATE ${sql.raw(table)} t SET ${sql.raw(sets)} FROM ${recordset(rows, cols)} WHERE t.id = x.id`,
  )
}
