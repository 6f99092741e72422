import { joinList } from '@mercato/domain'
import { COUNTRY_CODES } from './countries-data'

export interface CountryChoice {
  code: string
  name: string
}

/** Every country with its name in the dashboard's language, sorted by that name. */
export function countryChoices(locale: string): CountryChoice[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' })
  const collator = new Intl.Collator(locale)
  return COUNTRY_CODES.map((code) => ({
    code,
    name: names.of(code.toUpperCase()) ?? code.toUpperCase(),
  })).sort((a, b) => collator.compare(a.name, b.name))
}

/** Choices whose name or code contains the search text (case-insensitive). */
export function filterCountries(choices: CountryChoice[], search: string): CountryChoice[] {
  const q = search.trim().toLocaleLowerCase()
  if (!q) return choices
  return choices.filter((c) => c.code === q || c.name.toLocaleLowerCase().includes(q))
}

/** A tax rate given in percent (19 → "19 %" in the reader's locale). */
export const formatPercent = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100)

/** A region's countries named in the reader's language. */
export function countryNames(codes: string[], locale: string): string {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' })
  return joinList(
    codes.map((code) => names.of(code.toUpperCase()) ?? code.toUpperCase()),
    locale,
    'plain',
  )
}
