// Which country (and so which region, currency and prices) a shopper sees. The shopper picks a
// country; its region follows, since every country belongs to at most one region.
import type { Region } from '@mercato/client/store'

export const COUNTRY_COOKIE = 'mercato_country'

export interface CountryChoice {
  region: Region | undefined
  /** Lower-case ISO 3166-1 alpha-2 code; undefined when the region lists no countries. */
  countryCode: string | undefined
}

export function regionOfCountry(regions: Region[], code: string | undefined): Region | undefined {
  if (!code) return undefined
  const wanted = code.toLowerCase()
  return regions.find((r) => (r.countries ?? []).some((c) => c.iso_2.toLowerCase() === wanted))
}

/** Country subtags of an Accept-Language header, most preferred first (`de-CH,de;q=0.9` → ['ch']). */
export function languageCountries(acceptLanguage: string | undefined): string[] {
  return (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag, weight: q ? Number(q.slice(2)) : 1 }
    })
    .filter((l) => l.tag && l.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((l) =>
      l.tag
        .split('-')
        .find((sub, i) => i > 0 && /^[a-z]{2}$/i.test(sub))
        ?.toLowerCase(),
    )
    .filter((code): code is string => Boolean(code))
}

/**
 * The shopper's country: the one chosen before (cookie), else the first country of the browser's
 * languages that a region ships to, else the configured default country, else the first region in the
 * store's default currency, else the first region. A first visit thus sees prices in its own currency
 * when the store sells there, and otherwise in the currency the store names as its own.
 */
export function chooseCountry(
  regions: Region[],
  hints: { chosen?: string; acceptLanguage?: string; defaultCountry?: string; defaultCurrency?: string },
): CountryChoice {
  const candidates = [hints.chosen, ...languageCountries(hints.acceptLanguage), hints.defaultCountry]
  for (const code of candidates) {
    const region = regionOfCountry(regions, code)
    if (region) return { region, countryCode: code!.toLowerCase() }
  }
  const shipping = regions.filter((r) => (r.countries ?? []).length > 0)
  const currency = hints.defaultCurrency?.toLowerCase()
  const region = shipping.find((r) => r.currency_code.toLowerCase() === currency) ?? shipping[0] ?? regions[0]
  return { region, countryCode: region?.countries?.[0]?.iso_2.toLowerCase() }
}
