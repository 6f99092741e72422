import type { Discount } from '@mercato/client'
import { type DiscountRequirement, requirementOf, requirementScope } from '@mercato/domain'
import type { TFunction } from 'i18next'
import { formatMoney, formatNumber } from '../../lib/format'

/**
 * "10 %", "€5.00" or "Free shipping": what the discount takes off. `regions`: where it applies, for the
 * amount's currency; a dynamic code passes its template's, as it has none of its own.
 */
export function discountValueText(
  discount: Discount,
  t: TFunction,
  locale: string,
  regions: Discount['regions'] = discount.regions,
): string {
  const rule = discount.rule
  if (!rule) return '—'
  if (rule.type === 'free_shipping') return t('type.free_shipping')
  if (rule.type === 'percentage') return `${new Intl.NumberFormat(locale).format(rule.value)} %`
  const currency = regions?.[0]?.currency_code
  return currency ? formatMoney(rule.value, currency, locale) : String(rule.value)
}

/** "3 / 100" or "3 / unlimited": how often the code was used, against its limit; the same everywhere. */
export function discountUsageText(
  discount: Pick<Discount, 'usage_count' | 'usage_limit'>,
  t: TFunction,
  locale: string,
): string {
  const limit = discount.usage_limit == null ? t('unlimited') : formatNumber(discount.usage_limit, locale)
  return `${formatNumber(discount.usage_count, locale)} / ${limit}`
}

/**
 * "Subtotal of at least $50.00 · €45.00", "At least 3 items" or "None": the minimum requirement, said
 * to count only the items the discount applies to when its scope is so. A dynamic code shows its
 * template's (they share the rule).
 */
export function requirementText(discount: Discount, t: TFunction, locale: string): string {
  const requirement = requirementOf(discount.rule?.metadata)
  if (!requirement) return t('requirement.none')
  const minimum = minimumText(requirement, t, locale)
  return requirementScope(requirement) === 'eligible_items'
    ? t('requirement.ofEligibleItems', { minimum })
    : minimum
}

function minimumText(requirement: DiscountRequirement, t: TFunction, locale: string): string {
  if (requirement.type === 'quantity') return t('requirement.atLeastItems', { count: requirement.quantity })
  const amounts = Object.entries(requirement.amounts)
    .map(([currency, minor]) => formatMoney(minor, currency, locale))
    .join(' · ')
  return t('requirement.atLeastSubtotal', { amounts })
}
