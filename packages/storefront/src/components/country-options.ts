// The header's country menu names countries in the shopper's language. The server's ICU and the
// browser's can name or order a country differently, so the names the server rendered travel with the
// page's query state and the browser hydrates with exactly those.
import type { Region } from '@mercato/client/store'
import { type QueryClient, useQuery } from '@tanstack/react-query'
import { localCountryNames } from '../pages/checkout/country-names'

export interface CountryOption {
  iso_2: string
  name: string
}

/** Regions that ship to at least one country, as the menu groups them. */
export const shippingRegions = (regions: Region[]) => regions.filter((r) => (r.countries ?? []).length > 0)

/** The cache key of the menu's names: per language and per set of countries. */
export function countryOptionsKey(regions: Region[], locale: string) {
  const codes = shippingRegions(regions)
    .flatMap((r) => r.countries.map((c) => c.iso_2))
    .sort()
  return ['storefront', 'countryOptions', locale, codes.join(',')] as const
}

/** Every country the regions ship to, named in `locale` and sorted in its order. */
export function countryOptions(regions: Region[], locale: string): CountryOption[] {
  const countries = shippingRegions(regions).flatMap((r) => r.countries)
  return localCountryNames(countries, locale).map(({ iso_2, name }) => ({ iso_2, name }))
}

/** Server render: caches the names so they are dehydrated with the page. */
export function primeCountryOptions(queryClient: QueryClient, regions: Region[], locale: string) {
  queryClient.setQueryData(countryOptionsKey(regions, locale), countryOptions(regions, locale))
}

/** The menu's names: the server's when the page came with them, else the browser's own. */
export function useCountryOptions(regions: Region[], locale: string): CountryOption[] {
  const { data } = useQuery({
    queryKey: countryOptionsKey(regions, locale),
    queryFn: () => countryOptions(regions, locale),
    initialData: () => countryOptions(regions, locale),
    // Names do not go stale; a refetch would only swap the server's names for the browser's.
    staleTime: Number.POSITIVE_INFINITY,
  })
  return data
}
