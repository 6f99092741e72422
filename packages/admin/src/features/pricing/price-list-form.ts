import type { PriceList } from '@mercato/client'
import { type PRICE_LIST_STATUSES, type PRICE_LIST_TYPES, priceListUpdateBody } from '@mercato/domain'

/** What the price-list form edits; dates stay as the text of a date input ('' = none). */
export interface PriceListFormValues {
  name: string
  description: string
  type: (typeof PRICE_LIST_TYPES)[number]
  status: (typeof PRICE_LIST_STATUSES)[number]
  starts_at: string
  ends_at: string
  customer_groups: string[]
  /** Whether the list's prices contain tax; null on a new list until staff choose (the store's regions decide). */
  includes_tax: boolean | null
}

export type PriceListFormErrors = Partial<Record<'name' | 'ends_at', string>>

export const emptyPriceListForm = (): PriceListFormValues => ({
  name: '',
  description: '',
  type: 'sale',
  status: 'draft',
  starts_at: '',
  ends_at: '',
  customer_groups: [],
  includes_tax: null,
})

/**
 * How the store's regions price: all with tax in the price, none, or both kinds. A list's prices either
 * all include tax or none do, so a mixed store needs one list per kind.
 */
export function regionsTaxKind(regions: { includes_tax?: boolean }[]): 'inclusive' | 'exclusive' | 'mixed' {
  const inclusive = regions.filter((r) => r.includes_tax).length
  if (inclusive === 0) return 'exclusive'
  return inclusive === regions.length ? 'inclusive' : 'mixed'
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The day (YYYY-MM-DD) a date input shows for an API timestamp, in the staff member's own time zone. */
const dateInput = (value: string | null | undefined) => {
  if (!value) return ''
  const at = new Date(value)
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`
}

export const priceListFormValues = (list: PriceList): PriceListFormValues => ({
  name: list.name,
  description: list.description ?? '',
  type: list.type,
  status: list.status,
  starts_at: dateInput(list.starts_at),
  ends_at: dateInput(list.ends_at),
  customer_groups: (list.customer_groups ?? []).map((g) => g.id),
  includes_tax: Boolean(list.includes_tax),
})

/**
 * A list starts at the beginning of its first day and ends at the end of its last day, in the staff
 * member's time zone (a sale "until the 31st" in Paris ended at 1 am on the 1st when these were UTC).
 */
const startOf = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null)
const endOf = (day: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : null)

export interface PriceListPayload {
  name: string
  description: string
  type: PriceListFormValues['type']
  status: PriceListFormValues['status']
  starts_at: string | null
  ends_at: string | null
  customer_groups: { id: string }[]
  includes_tax: boolean
}

/**
 * The request body for the form, checked with the server's own schema; or the errors to show.
 * `includesTaxDefault` stands in for a tax choice staff left untouched.
 */
export function priceListPayload(
  values: PriceListFormValues,
  includesTaxDefault = false,
): { payload: PriceListPayload; errors?: undefined } | { payload?: undefined; errors: PriceListFormErrors } {
  const payload: PriceListPayload = {
    name: values.name.trim(),
    description: values.description.trim(),
    type: values.type,
    status: values.status,
    starts_at: startOf(values.starts_at),
    ends_at: endOf(values.ends_at),
    customer_groups: values.customer_groups.map((id) => ({ id })),
    includes_tax: values.includes_tax ?? includesTaxDefault,
  }
  const errors: PriceListFormErrors = {}
  const parsed = priceListUpdateBody.safeParse(payload)
  if (!parsed.success && parsed.error.issues.some((i) => i.path[0] === 'name'))
    errors.name = 'errors.required'
  if (payload.starts_at && payload.ends_at && payload.ends_at < payload.starts_at)
    errors.ends_at = 'errors.endsBeforeStart'
  return Object.keys(errors).length ? { errors } : { payload }
}
