export interface MetadataRow {
  key: string
  value: string
}

/** Stored metadata as editable rows; objects are shown as JSON text. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))

export const metadataRows = (metadata: Record<string, unknown> | null | undefined): MetadataRow[] =>
  Object.entries(metadata ?? {}).map(([key, value]) => ({ key, value: asText(value) }))

/** Indexes of rows whose key is empty or repeats an earlier one. */
export function invalidMetadataRows(rows: MetadataRow[]): number[] {
  const seen = new Set<string>()
  return rows.flatMap((row, i) => {
    const key = row.key.trim()
    const bad = !key || seen.has(key)
    seen.add(key)
    return bad ? [i] : []
  })
}

/**
 * The updates that turn `stored` into `rows`. The API merges metadata keys into what is stored and
 * only `null` removes keys, so a removed key needs a clear first, then the remaining keys.
 */
export function metadataUpdates(
  stored: Record<string, unknown> | null | undefined,
  rows: MetadataRow[],
): Array<Record<string, unknown> | null> {
  // An untouched non-text value (a number, an object) keeps its type instead of becoming its JSON text.
  const keep = (key: string, text: string) =>
    stored && key in stored && asText(stored[key]) === text ? stored[key] : text
  const next = Object.fromEntries(rows.map((row) => [row.key.trim(), keep(row.key.trim(), row.value)]))
  const removed = Object.keys(stored ?? {}).some((key) => !(key in next))
  const hasKeys = Object.keys(next).length > 0
  if (removed) return hasKeys ? [null, next] : [null]
  return hasKeys ? [next] : []
}
