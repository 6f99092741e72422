import { z } from 'zod'

/**
 * Free-form metadata (a JSON object, or null) in which the keys named here, when present and not null,
 * must match their schemas; an issue is reported under `metadata.<key>.…`. Mercato keeps a few fields
 * Medusa v1 has no column for this way (a store's `business`, a gift card's `recipient`).
 */
export function metadataWith(keys: Record<string, z.ZodType>) {
  return z
    .record(z.string(), z.unknown())
    .nullable()
    .superRefine((value, ctx) => {
      for (const [key, schema] of Object.entries(keys)) {
        if (value?.[key] === undefined || value[key] === null) continue
        for (const issue of schema.safeParse(value[key]).error?.issues ?? [])
          ctx.addIssue({ code: 'custom', message: issue.message, path: [key, ...issue.path] })
      }
    })
}

/** A language the storefront, the dashboard and the e-mails speak, as a code such as `de` or `pt-BR`. */
export const languageCode = z
  .string()
  .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'must be a language code such as de or pt-BR')
