import type { z } from 'zod'

/** Which fields a schema refuses: the first issue of each top-level (or `prefix`ed) field. */
export function fieldErrors(
  schema: z.ZodType,
  payload: unknown,
  prefix: readonly string[] = [],
): Record<string, string> {
  const parsed = schema.safeParse(payload)
  if (parsed.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String)
    if (prefix.some((p, i) => path[i] !== p)) continue
    const field = path[prefix.length]
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}

/** Trims each text value and leaves out the empty ones (the API treats a missing field as "not given"). */
export function trimmed<T extends Record<string, string>>(values: T): Partial<T> {
  const out: Partial<T> = {}
  for (const [key, value] of Object.entries(values) as [keyof T, string][]) {
    const text = value.trim()
    if (text) out[key] = text as T[keyof T]
  }
  return out
}
