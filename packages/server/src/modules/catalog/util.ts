/** Metadata updates merge keys into what is stored; null clears it. */
export function mergeMetadata(
  existing: Record<string, unknown> | null,
  incoming: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (incoming === undefined) return existing
  if (incoming === null) return null
  return { ...(existing ?? {}), ...incoming }
}

export function groupBy<T>(rows: readonly T[], key: (r: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>()
  for (const r of rows) {
    const k = key(r)
    const l = out.get(k)
    if (l) l.push(r)
    else out.set(k, [r])
  }
  return out
}

/** The values of `wanted` missing from `found`, for "… were not found" messages. */
export function missing(wanted: readonly string[], found: Iterable<string>): string[] {
  const have = new Set(found)
  return [...new Set(wanted.filter((w) => !have.has(w)))]
}
