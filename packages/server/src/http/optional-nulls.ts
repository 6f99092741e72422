import { z } from 'zod'

/**
 * A body schema where `null` for an optional field means "not given", as in Medusa v1 (its dashboard
 * sends `no_notification: null`). Fields that accept null themselves keep it (null clears them).
 */
export function nullMeansAbsent<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = schema.shape as unknown as Record<string, z.ZodType>
  return z.preprocess((input) => {
    if (!input || typeof input !== 'object' || Array.isArray(input)) return input
    const out: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(input)) {
      const field = shape[key]
      if (value === null && field && !field.safeParse(null).success) continue
      out[key] = value
    }
    return out
  }, schema)
}
