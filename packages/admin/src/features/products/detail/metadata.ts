export interface MetadataRow {
  key: string
  value: string
}

/** Stored metadata to editor rows; values that are not text are shown as JSON. */
export function toRows(metadata: Record<string, unknown> | null | undefined): MetadataRow[] {
  return Object.entries(metadata ?? {}).map(([key, value]) => ({
    key,
    value: typeof value === 'string' ? value : JSON.stringify(value),
  }))
}

/** Index of each row whose key is empty or repeats an earlier key. */
export function invalidRows(rows: MetadataRow[]): number[] {
  const seen = new Set<string>()
  const bad: number[] = []
  rows.forEach((row, i) => {
    const key = row.key.trim()
    if (!key || seen.has(key)) bad.push(i)
    seen.add(key)
  })
  return bad
}

/**
 * The product updates that make the stored metadata equal the rows. The server merges metadata, so a
 * removed key needs the metadata cleared first; otherwise one merge suffices.
 */
export function metadataUpdates(
  current: Record<string, unknown> | null | undefined,
  rows: MetadataRow[],
): (Record<string, unknown> | null)[] {
  const next: Record<string, unknown> = {}
  for (const row of rows) next[row.key.trim()] = row.value
  const removed = Object.keys(current ?? {}).some((key) => !(key in next))
  if (!removed) return [next]
  return Object.keys(next).length ? [null, next] : [null]
}
