/** A tax rate (a percentage, e.g. 7.5) written the reader's way; no rate reads as a dash. */
export function formatRate(rate: number | null | undefined, locale?: string): string {
  if (rate == null) return '—'
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(rate / 100)
}
