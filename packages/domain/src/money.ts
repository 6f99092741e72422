/** Currencies whose minor unit is the major unit (the server's list, contract §1.9). */
export const ZERO_DECIMAL_CURRENCIES: ReadonlySet<string> = new Set([
  'bif',
  'clp',
  'djf',
  'gnf',
  'jpy',
  'kmf',
  'krw',
  'mga',
  'pyg',
  'rwf',
  'ugx',
  'vnd',
  'vuv',
  'xaf',
  'xof',
  'xpf',
])

export function isZeroDecimal(currencyCode: string): boolean {
  return ZERO_DECIMAL_CURRENCIES.has(currencyCode.toLowerCase())
}

/** Major units (as written by people, e.g. 12.5) to integer minor units. */
export function toMinorUnits(major: number, currencyCode: string): number {
  return Math.round(isZeroDecimal(currencyCode) ? major : major * 100)
}

/** Integer minor units to major units. */
export function toMajorUnits(minor: number, currencyCode: string): number {
  return isZeroDecimal(currencyCode) ? minor : minor / 100
}

export function formatMoney(minor: number, currencyCode: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode.toUpperCase() }).format(
    toMajorUnits(minor, currencyCode),
  )
}
