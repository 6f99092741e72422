import type { AdminPostStoreReq, Store } from '@mercato/client'
import { type StoreBusiness, storeBusinessSchema } from '@mercato/domain'

export type BusinessField = keyof StoreBusiness
export const BUSINESS_FIELDS: BusinessField[] = ['legal_name', 'address', 'tax_id', 'email', 'phone']

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The store's business details (`metadata.business`), every field as text; empty when none were saved. */
export function businessOf(store: Pick<Store, 'metadata'> | null | undefined): StoreBusiness {
  const saved = (store?.metadata as { business?: Record<string, unknown> } | null | undefined)?.business
  return {
    legal_name: text(saved?.legal_name),
    address: text(saved?.address),
    tax_id: text(saved?.tax_id),
    email: text(saved?.email),
    phone: text(saved?.phone),
  }
}

/** Trimmed, with the address's blank lines and the spaces around its lines dropped. */
function cleaned(values: StoreBusiness): StoreBusiness {
  return {
    legal_name: values.legal_name.trim(),
    address: values.address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
    tax_id: values.tax_id.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  }
}

/**
 * The update for the edited details, checked by the route's own schema: `body` is null when nothing
 * changed; `errors` hold translation keys (settings namespace) by field.
 */
export function businessUpdateBody(
  values: StoreBusiness,
  store: Pick<Store, 'metadata'>,
): { body: AdminPostStoreReq | null; errors: Partial<Record<BusinessField, string>> } {
  const business = cleaned(values)
  const parsed = storeBusinessSchema.safeParse(business)
  const errors: Partial<Record<BusinessField, string>> = {}
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as BusinessField
    errors[field] ??=
      field === 'email'
        ? 'errors.email'
        : field === 'address'
          ? 'store.business.addressTooLong'
          : 'errors.tooLong'
  }
  if (!parsed.success) return { body: null, errors }
  const before = businessOf(store)
  const unchanged = BUSINESS_FIELDS.every((field) => before[field] === business[field])
  return { body: unchanged ? null : { metadata: { business } }, errors }
}

/** The address as lines, for documents. */
export const addressLinesOf = (business: StoreBusiness) =>
  business.address.split('\n').filter((line) => line.trim())
