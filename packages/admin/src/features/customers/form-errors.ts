import { type ContactFieldRule, contactFieldMessages } from '@mercato/domain'
import type { TFunction } from 'i18next'
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

const RULE_BY_MESSAGE = new Map(
  (Object.entries(contactFieldMessages) as [ContactFieldRule, string][]).map(([rule, message]) => [
    message,
    rule,
  ]),
)

/**
 * What a refused field shows, in the person's language: "required" when it is empty, the rule's own
 * words for a name or phone (its translation is kept under `errors.<rule>`), a generic text otherwise.
 */
export function fieldMessage(t: TFunction<'customers'>, error: string | undefined, value: string) {
  if (!error) return undefined
  if (!value.trim()) return t('errors.required')
  const rule = RULE_BY_MESSAGE.get(error)
  return rule ? t(`errors.${rule}`) : t('errors.invalid')
}
