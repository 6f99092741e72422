import { decimalsOf } from './money'

/**
 * An amount kept as the text a person typed (major units), read only once its currency is known. Forms
 * whose currency can change after typing (a region chosen later) keep the text, not minor units, so "5"
 * stays 5 whatever the currency: €5.00 → 500, ¥5 → 5, never a reinterpretation of earlier minor units.
 */
export type MoneyTextReading =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  /** More decimals than the currency has (trailing zeros do not count: "5.00" is fine in jpy). */
  | { kind: 'tooManyDecimals'; decimals: number }
  /** `minor` is known only with a currency; `sign` tells zero and negative amounts apart without one. */
  | { kind: 'amount'; minor?: number; sign: -1 | 0 | 1 }

const AMOUNT = /^(-)?(\d*)(?:\.(\d*))?$/

/** Reads typed text ("12.5", "12,50", " 7 ") as an amount in `currencyCode`; without one, decimals are not limited. */
export function readMoneyText(text: string, currencyCode?: string): MoneyTextReading {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.')
  if (clean === '') return { kind: 'empty' }
  const match = AMOUNT.exec(clean)
  if (!match || (!match[2] && !match[3])) return { kind: 'invalid' }
  const whole = (match[2] ?? '').replace(/^0+/, '')
  const fraction = (match[3] ?? '').replace(/0+$/, '')
  const sign = whole === '' && fraction === '' ? 0 : match[1] ? -1 : 1
  if (!currencyCode) return { kind: 'amount', sign }
  const decimals = decimalsOf(currencyCode)
  if (fraction.length > decimals) return { kind: 'tooManyDecimals', decimals }
  // Digits joined as text, so no floating-point rounding: "0.29" eur → 29, not 28.999….
  const minor = Number(`${whole}${fraction.padEnd(decimals, '0')}` || '0')
  if (!Number.isSafeInteger(minor)) return { kind: 'invalid' }
  return { kind: 'amount', minor: sign < 0 ? -minor : minor, sign }
}

/** What is wrong with typed text as a required amount: 'notAmount' (empty, not a number, too small). */
export type MoneyTextProblem = 'notAmount' | 'wholeAmount' | 'tooManyDecimals'

/**
 * The problem with `text` as a required amount above zero (or at least zero with `allowZero`), null when
 * there is none. 'wholeAmount': decimals in a currency without any (jpy); 'tooManyDecimals': more than 2.
 */
export function moneyTextProblem(
  text: string,
  currencyCode?: string,
  { allowZero = false }: { allowZero?: boolean } = {},
): MoneyTextProblem | null {
  const reading = readMoneyText(text, currencyCode)
  if (reading.kind === 'tooManyDecimals') return reading.decimals === 0 ? 'wholeAmount' : 'tooManyDecimals'
  if (reading.kind !== 'amount') return 'notAmount'
  return reading.sign > 0 || (allowZero && reading.sign === 0) ? null : 'notAmount'
}

/** Minor units of typed text in `currencyCode`; null when it is not an amount there. */
export function moneyTextToMinor(text: string, currencyCode: string): number | null {
  const reading = readMoneyText(text, currencyCode)
  return reading.kind === 'amount' ? (reading.minor ?? null) : null
}

/** The values a money message interpolates: "Too many decimals for {{currency}}: at most {{decimals}}". */
export const moneyMessageValues = (currencyCode?: string) => ({
  currency: currencyCode?.toUpperCase() ?? '',
  decimals: currencyCode ? decimalsOf(currencyCode) : 2,
})

/** Messages (common namespace) for amounts with more decimals than their currency has. */
export type MoneyDecimalsMessage = 'validation.moneyNoDecimals' | 'validation.moneyMaxDecimals'

/**
 * The message for typed text whose only problem is its decimals ("333.5" in jpy, "12.345" in eur), null
 * otherwise; translated with `moneyMessageValues(currencyCode)`.
 */
export function moneyDecimalsMessage(text: string, currencyCode: string): MoneyDecimalsMessage | null {
  const reading = readMoneyText(text, currencyCode)
  if (reading.kind !== 'tooManyDecimals') return null
  return reading.decimals === 0 ? 'validation.moneyNoDecimals' : 'validation.moneyMaxDecimals'
}
