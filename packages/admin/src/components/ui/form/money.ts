import { isZeroDecimal, toMajorUnits, toMinorUnits } from '@mercato/domain'

/** Digits after the decimal point people write for a currency: none for zero-decimal ones (jpy, krw…). */
export const decimalsOf = (currencyCode: string) => (isZeroDecimal(currencyCode) ? 0 : 2)

/**
 * The decimal separator people of a language write in amounts, of the two a money field accepts: ","
 * where the language writes "27,50" (es, de, fr…), "." otherwise.
 */
export function decimalSeparator(locale: string): ',' | '.' {
  try {
    const part = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')
    return part?.value === ',' ? ',' : '.'
  } catch {
    return '.'
  }
}

/** A money field's placeholder: "0.00" in English, "0,00" in Spanish, "0" for zero-decimal currencies. */
export function moneyPlaceholder(currencyCode: string, locale: string): string {
  const decimals = decimalsOf(currencyCode)
  return decimals === 0 ? '0' : `0${decimalSeparator(locale)}${'0'.repeat(decimals)}`
}

/** Minor units as the text a person edits: 1250 usd → "12.50", 1250 jpy → "1250". */
export function formatMinorForInput(minor: number | null | undefined, currencyCode: string): string {
  if (minor === null || minor === undefined || Number.isNaN(minor)) return ''
  return toMajorUnits(minor, currencyCode).toFixed(decimalsOf(currencyCode))
}

/**
 * What a person typed, in minor units: '' → null; text that is not an amount with at most the
 * currency's decimals → NaN, which the form's number rule turns into a visible error.
 */
export function parseMajorInput(text: string, currencyCode: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.')
  if (clean === '') return null
  const decimals = decimalsOf(currencyCode)
  const pattern = decimals === 0 ? /^-?\d+$/ : new RegExp(`^-?\\d*(\\.\\d{0,${decimals}})?$`)
  if (!pattern.test(clean) || clean === '.' || clean === '-') return Number.NaN
  return toMinorUnits(Number(clean), currencyCode)
}
