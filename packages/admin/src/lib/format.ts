// Numbers, dates and money in the active locale (Intl). Amounts arrive in minor units; which
// currencies have no minor unit is the domain's rule.
import { toMajorUnits } from '@mercato/domain'
import { directionOf } from '../i18n/languages'

/**
 * An amount in the locale's own words ("90.72 US$" in Arabic). In a right-to-left language it comes in
 * a left-to-right isolate: left bare in a right-to-left line, its sign and symbol were reordered
 * ("$US 90.72" in one place, "90.72 US$" in another).
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const text = formatMoneyText(amount, currency, locale)
  return directionOf(locale) === 'rtl' ? `\u2066${text}\u2069` : text
}

function formatMoneyText(amount: number, currency: string, locale: string): string {
  const major = toMajorUnits(amount, currency)
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
      major,
    )
  } catch {
    // An unknown currency code must not break a whole list.
    return `${new Intl.NumberFormat(locale).format(major)} ${currency.toUpperCase()}`
  }
}

export const formatNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value)

export function formatDate(value: string | number | Date, locale: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return String(value)
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/**
 * A currency's name in the staff member's language ("Euro", "يورو"); the API's English name when the
 * runtime has none for the code.
 */
export function currencyName(code: string, locale: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'none' }).of(
      code.toUpperCase(),
    )
    return name ?? fallback
  } catch {
    return fallback
  }
}
