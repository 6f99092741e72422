import { isZeroDecimal, toMajorUnits, toMinorUnits } from '@mercato/domain'

/** Digits after the decimal point people write for a currency: none for zero-decimal ones (jpy, krw…). */
export const decimalsOf = (currencyCode: string) => (isZeroDecimal(currencyCode) ? 0 : 2)

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
