import type { Discount } from '@mercato/client'
import { type DiscountRequirement, requirementOf, requirementScope } from '@mercato/domain'
import { formatMinorForInput } from '../../components/ui/form/money'
import {
  type MoneyTextProblem,
  moneyTextProblem,
  moneyTextToMinor,
} from '../../components/ui/form/money-text'

// The minimum requirement part of the discount form: none, a subtotal per currency of the discount's
// regions, or a number of items (kept by the server in the rule's metadata), of the whole cart or of
// only the items the discount applies to.

export const REQUIREMENT_KINDS = ['none', 'subtotal', 'quantity'] as const
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number]

export interface RequirementValues {
  requirement: RequirementKind
  /** Typed amounts (major units) by lower-case currency code. */
  minimumAmounts: Record<string, string>
  minimumQuantity: string
  /** Count only the items the discount applies to (scope 'eligible_items'), not the whole cart. */
  minimumEligibleOnly: boolean
}

export const emptyRequirement = (): RequirementValues => ({
  requirement: 'none',
  minimumAmounts: {},
  minimumQuantity: '',
  minimumEligibleOnly: false,
})

/** The currencies of the chosen regions, each once, in the order chosen. */
export function regionCurrencies(
  regionIds: string[],
  regions: { id: string; currency_code: string }[],
): string[] {
  const out: string[] = []
  for (const id of regionIds) {
    const currency = regions.find((r) => r.id === id)?.currency_code.toLowerCase()
    if (currency && !out.includes(currency)) out.push(currency)
  }
  return out
}

export function requirementFromDiscount(discount: Discount): RequirementValues {
  const requirement = requirementOf(discount.rule?.metadata)
  if (!requirement) return emptyRequirement()
  const base = {
    ...emptyRequirement(),
    minimumEligibleOnly: requirementScope(requirement) === 'eligible_items',
  }
  if (requirement.type === 'quantity')
    return { ...base, requirement: 'quantity', minimumQuantity: String(requirement.quantity) }
  const minimumAmounts: Record<string, string> = {}
  for (const [currency, minor] of Object.entries(requirement.amounts))
    minimumAmounts[currency] = formatMinorForInput(minor, currency)
  return { ...base, requirement: 'subtotal', minimumAmounts }
}

/** The first problem of the requirement fields: a translation key, and the currency it is about. */
export function requirementProblem(
  values: RequirementValues,
  currencies: string[],
): { key: string; currency?: string } | null {
  if (values.requirement === 'quantity') {
    const text = values.minimumQuantity.trim()
    return /^\d+$/.test(text) && Number(text) > 0 ? null : { key: 'errors.positive' }
  }
  if (values.requirement !== 'subtotal') return null
  if (currencies.length === 0) return { key: 'errors.regions' }
  const keys: Record<MoneyTextProblem, string> = {
    notAmount: 'errors.amount',
    wholeAmount: 'errors.wholeAmount',
    tooManyDecimals: 'errors.tooManyDecimals',
  }
  for (const currency of currencies) {
    const problem = moneyTextProblem(values.minimumAmounts[currency] ?? '', currency)
    if (problem) return { key: keys[problem], currency }
  }
  return null
}

/**
 * The requirement to save (amounts only in the regions' currencies), or null for none. The whole cart
 * is saved without a scope, as before scopes existed, since that is what an absent one means.
 */
export function requirementPayload(
  values: RequirementValues,
  currencies: string[],
): DiscountRequirement | null {
  const scope = values.minimumEligibleOnly ? { scope: 'eligible_items' as const } : {}
  if (values.requirement === 'quantity')
    return { type: 'quantity', quantity: Number(values.minimumQuantity.trim()), ...scope }
  if (values.requirement !== 'subtotal') return null
  const amounts: Record<string, number> = {}
  for (const currency of currencies) {
    const minor = moneyTextToMinor(values.minimumAmounts[currency] ?? '', currency)
    if (minor != null) amounts[currency] = minor
  }
  return { type: 'subtotal', amounts, ...scope }
}
