import type { AdminPostDiscountsReq, Discount, DiscountConditionOperator } from '@mercato/client'
import { type DiscountConditionResource, discountCreateBody, discountUpdateBody } from '@mercato/domain'
import { formatMinorForInput } from '../../components/ui/form/money'
import { moneyTextProblem, moneyTextToMinor } from '../../components/ui/form/money-text'
import {
  type RequirementValues,
  emptyRequirement,
  requirementFromDiscount,
  requirementPayload,
  requirementProblem,
} from './requirement-form'

export type RuleType = AdminPostDiscountsReq['rule']['type']
export type Allocation = AdminPostDiscountsReq['rule']['allocation']

/** One condition as the form holds it: the chosen resources keep their names for display. */
export interface ConditionDraft {
  /** Set once the condition exists on the server. */
  id?: string
  resource: DiscountConditionResource
  operator: DiscountConditionOperator
  items: { id: string; label: string }[]
}

export interface DiscountFormValues extends RequirementValues {
  type: RuleType
  /** Percent, for percentage discounts only. */
  value: number | null
  /**
   * A fixed amount as typed, in major units ("5", "12.50"). Kept as text because the currency comes from
   * the region, which may be chosen after typing: it is read into minor units with that currency on save.
   */
  amount: string
  allocation: Allocation
  regions: string[]
  code: string
  description: string
  isDynamic: boolean
  /** Days a dynamic code stays valid after it is made ('' = no limit). */
  validDays: string
  usageLimit: string
  /** `datetime-local` input values ('' = none). */
  startsAt: string
  endsAt: string
  conditions: ConditionDraft[]
}

export type DiscountFormErrors = Partial<
  Record<
    // `requirementCurrency`: the currency whose minimum amount `requirement` is about.
    | 'value'
    | 'regions'
    | 'code'
    | 'usageLimit'
    | 'endsAt'
    | 'validDays'
    | 'requirement'
    | 'requirementCurrency',
    string
  >
>

export const emptyDiscountForm = (): DiscountFormValues => ({
  type: 'percentage',
  value: null,
  amount: '',
  allocation: 'total',
  regions: [],
  code: '',
  description: '',
  isDynamic: false,
  validDays: '',
  usageLimit: '',
  startsAt: '',
  endsAt: '',
  conditions: [],
  ...emptyRequirement(),
})

/** A date as a `datetime-local` input shows it, in the browser's time zone. */
export function toLocalInput(value: string | Date | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined)
const positiveInt = (text: string) => /^\d+$/.test(text.trim()) && Number(text) > 0

/**
 * The currency a fixed amount is in: the first chosen region's (a fixed discount has one region);
 * undefined while none is chosen.
 */
export function discountCurrency(
  regionIds: string[],
  regions: { id: string; currency_code: string }[],
): string | undefined {
  for (const id of regionIds) {
    const region = regions.find((r) => r.id === id)
    if (region) return region.currency_code
  }
  return undefined
}

const amountErrors = {
  notAmount: 'errors.amount',
  wholeAmount: 'errors.wholeAmount',
  tooManyDecimals: 'errors.tooManyDecimals',
} as const

/**
 * Problems the person can fix before the form is sent, as translation keys by field. `withRegions`:
 * the form edits regions (a dynamic code's are its template's). `currency`: the fixed amount's
 * ({@link discountCurrency}); while it is unknown only the number itself is checked. `currencies`:
 * those of the chosen regions, when the form edits the minimum requirement.
 */
export function validateDiscountForm(
  values: DiscountFormValues,
  withRegions: boolean,
  currency?: string,
  currencies?: string[],
): DiscountFormErrors {
  const errors: DiscountFormErrors = {}
  const requirement = currencies ? requirementProblem(values, currencies) : null
  if (requirement) {
    errors.requirement = requirement.key
    if (requirement.currency) errors.requirementCurrency = requirement.currency
  }
  if (values.type === 'percentage') {
    if (values.value == null || Number.isNaN(values.value) || values.value <= 0 || values.value > 100)
      errors.value = 'errors.percentage'
  } else if (values.type === 'fixed') {
    const problem = moneyTextProblem(values.amount, currency)
    if (problem) errors.value = amountErrors[problem]
  }
  if (withRegions && values.regions.length === 0) errors.regions = 'errors.regions'
  // A fixed amount is in one currency, so it belongs to one region.
  if (withRegions && values.type === 'fixed' && values.regions.length > 1) errors.regions = 'errors.oneRegion'
  if (!values.code.trim()) errors.code = 'errors.code'
  if (values.usageLimit.trim() && !positiveInt(values.usageLimit)) errors.usageLimit = 'errors.positive'
  if (values.isDynamic && values.validDays.trim() && !positiveInt(values.validDays))
    errors.validDays = 'errors.positive'
  if (values.endsAt && new Date(values.endsAt) <= new Date(values.startsAt || Date.now()))
    errors.endsAt = 'errors.endBeforeStart'
  return errors
}

/** The errors left once `change` is applied: a field the person edits loses its error until the next save. */
export function errorsAfterChange(
  errors: DiscountFormErrors,
  change: Partial<DiscountFormValues>,
): DiscountFormErrors {
  const next = { ...errors }
  for (const key of Object.keys(change)) {
    // The amount's message may name the currency, which the regions decide.
    if (key === 'type' || key === 'amount' || key === 'regions') delete next.value
    if (key === 'startsAt') delete next.endsAt
    if (['requirement', 'minimumAmounts', 'minimumQuantity', 'regions'].includes(key)) {
      delete next.requirement
      delete next.requirementCurrency
    }
    delete next[key as keyof DiscountFormErrors]
  }
  return next
}

const conditionBody = (c: ConditionDraft) => ({
  operator: c.operator,
  [c.resource]: c.items.map((i) => i.id),
})

/** The rule's value: percent, minor units of the typed amount in `currency`, or 0 for free shipping. */
export function ruleValue(values: DiscountFormValues, currency: string | undefined): number {
  if (values.type === 'free_shipping') return 0
  if (values.type === 'percentage') return values.value ?? 0
  return currency ? (moneyTextToMinor(values.amount, currency) ?? 0) : 0
}

/**
 * The create request for valid form values; the shared schema checks it once more. `currencies`: those
 * of the chosen regions, in which the minimum amounts are kept.
 */
export function discountCreatePayload(
  values: DiscountFormValues,
  currency?: string,
  currencies: string[] = [],
): AdminPostDiscountsReq {
  const requirement = requirementPayload(values, currencies)
  const payload = {
    code: values.code.trim().toUpperCase(),
    is_dynamic: values.isDynamic,
    rule: {
      type: values.type,
      value: ruleValue(values, currency),
      allocation: values.type === 'free_shipping' ? 'total' : values.allocation,
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
      ...(values.conditions.length ? { conditions: values.conditions.map(conditionBody) } : {}),
      ...(requirement ? { metadata: { requirement } } : {}),
    },
    regions: values.regions,
    ...(values.usageLimit.trim() ? { usage_limit: Number(values.usageLimit) } : {}),
    ...(values.startsAt ? { starts_at: fromLocalInput(values.startsAt) } : {}),
    ...(values.endsAt ? { ends_at: fromLocalInput(values.endsAt) } : {}),
    ...(values.isDynamic && values.validDays.trim()
      ? { valid_duration: `P${Number(values.validDays)}D` }
      : {}),
  } as AdminPostDiscountsReq
  return discountCreateBody.parse(payload) as unknown as AdminPostDiscountsReq
}

/** The general fields of a discount as the edit form starts them. */
export function discountFormFromDiscount(discount: Discount): DiscountFormValues {
  const days = /^P(\d+)D$/.exec(discount.valid_duration ?? '')?.[1] ?? ''
  const type = discount.rule?.type ?? 'percentage'
  const currency = discount.regions?.[0]?.currency_code
  const fixed = type === 'fixed' ? discount.rule?.value : undefined
  return {
    ...emptyDiscountForm(),
    type,
    value: type === 'percentage' ? (discount.rule?.value ?? null) : null,
    amount: fixed == null ? '' : currency ? formatMinorForInput(fixed, currency) : String(fixed),
    allocation: discount.rule?.allocation ?? 'total',
    regions: discount.regions?.map((r) => r.id) ?? [],
    code: discount.code,
    description: discount.rule?.description ?? '',
    isDynamic: discount.is_dynamic,
    validDays: days,
    usageLimit: discount.usage_limit == null ? '' : String(discount.usage_limit),
    startsAt: toLocalInput(discount.starts_at),
    endsAt: toLocalInput(discount.ends_at),
    ...requirementFromDiscount(discount),
  }
}

/**
 * The update request for the general fields (rule type and conditions are edited elsewhere); `currency`
 * is the fixed amount's, from the regions chosen in the form; `currencies` all of theirs. A dynamic
 * code shares its template's rule, so only the template edits the minimum requirement.
 */
export function discountUpdatePayload(
  discount: Discount,
  values: DiscountFormValues,
  currency?: string,
  currencies: string[] = [],
) {
  const metadata = discount.parent_discount_id
    ? {}
    : { metadata: { requirement: requirementPayload(values, currencies) } }
  const payload = {
    code: values.code.trim().toUpperCase(),
    ...(discount.rule
      ? {
          rule: {
            id: discount.rule.id,
            description: values.description.trim() || null,
            ...(values.type === 'free_shipping'
              ? {}
              : { value: ruleValue(values, currency), allocation: values.allocation }),
            ...metadata,
          },
        }
      : {}),
    usage_limit: values.usageLimit.trim() ? Number(values.usageLimit) : null,
    ...(values.startsAt ? { starts_at: fromLocalInput(values.startsAt) } : {}),
    ends_at: values.endsAt ? fromLocalInput(values.endsAt) : null,
    ...(discount.is_dynamic
      ? { valid_duration: values.validDays.trim() ? `P${Number(values.validDays)}D` : null }
      : {}),
    // Dynamic codes take their parent's regions; only a parent's regions are edited.
    ...(discount.parent_discount_id ? {} : { regions: values.regions }),
  }
  discountUpdateBody.parse(payload)
  return payload
}
