import type { Discount } from '@mercato/client'
import type { TFunction } from 'i18next'
import { formatMoney } from '../../lib/format'

/** "10 %", "€5.00" or "Free shipping": what the discount takes off. */
export function discountValueText(discount: Discount, t: TFunction, locale: string): string {
  const rule = discount.rule
  if (!rule) return '—'
  if (rule.type === 'free_shipping') return t('type.free_shipping')
  if (rule.type === 'percentage') return `${new Intl.NumberFormat(locale).format(rule.value)} %`
  const currency = discount.regions?.[0]?.currency_code
  return currency ? formatMoney(rule.value, currency, locale) : String(rule.value)
}
