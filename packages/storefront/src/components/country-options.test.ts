import type { Region } from '@mercato/client/store'
import { QueryClient, QueryClientProvider, dehydrate, hydrate } from '@tanstack/react-query'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  type CountryOption,
  countryOptions,
  countryOptionsKey,
  primeCountryOptions,
  useCountryOptions,
} from './country-options'

const region = (id: string, countries: [string, string][]) =>
  ({
    id,
    name: id,
    currency_code: 'eur',
    countries: countries.map(([iso_2, display_name]) => ({ iso_2, display_name })),
  }) as unknown as Region

const regions = [
  region('eu', [
    ['fr', 'France'],
    ['de', 'Germany'],
  ]),
  region('na', [['us', 'United States of America']]),
  region('none', []),
]

function Names({ locale }: { locale: string }) {
  return useCountryOptions(regions, locale)
    .map((c) => c.name)
    .join('|')
}

const renderNames = (queryClient: QueryClient, locale: string) =>
  renderToString(
    createElement(QueryClientProvider, { client: queryClient }, createElement(Names, { locale })),
  )

describe('country menu options', () => {
  it("names every shipping country in the shopper's language, in its order", () => {
    expect(countryOptions(regions, 'fr')).toEqual([
      { iso_2: 'de', name: 'Allemagne' },
      { iso_2: 'us', name: 'États-Unis' },
      { iso_2: 'fr', name: 'France' },
    ])
    expect(countryOptions(regions, 'ar').map((c) => c.name)).toEqual(['ألمانيا', 'الولايات المتحدة', 'فرنسا'])
  })

  it("lists countries by their name, not in their regions' order", () => {
    // As a shop lists its regions: Scandinavia, Japan, Europe.
    const shop = [
      region('scandinavia', [
        ['no', 'Norway'],
        ['se', 'Sweden'],
      ]),
      region('jp', [['jp', 'Japan']]),
      region('europe', [
        ['fr', 'France'],
        ['at', 'Austria'],
      ]),
    ]
    expect(countryOptions(shop, 'en').map((c) => c.name)).toEqual([
      'Austria',
      'France',
      'Japan',
      'Norway',
      'Sweden',
    ])
    // German sorts "Ö" with "O", by the language's own rules.
    expect(countryOptions(shop, 'de').map((c) => c.name)).toEqual([
      'Frankreich',
      'Japan',
      'Norwegen',
      'Österreich',
      'Schweden',
    ])
  })

  it('keys the names by language and by the countries shipped to', () => {
    expect(countryOptionsKey(regions, 'fr')).toEqual(['storefront', 'countryOptions', 'fr', 'de,fr,us'])
    expect(countryOptionsKey(regions.slice(1), 'fr')).not.toEqual(countryOptionsKey(regions, 'fr'))
  })

  it("hydrates with the server's names, even where the browser's own would differ", () => {
    const server = new QueryClient()
    primeCountryOptions(server, regions, 'de')
    expect(renderNames(server, 'de')).toBe('Deutschland|Frankreich|Vereinigte Staaten')

    // Stands in for a server whose ICU names a country otherwise than the browser's does.
    const state = dehydrate(server)
    const names = state.queries[0]!.state.data as CountryOption[]
    names[2] = { iso_2: 'us', name: 'USA' }
    const browser = new QueryClient()
    hydrate(browser, state)
    expect(renderNames(browser, 'de')).toBe('Deutschland|Frankreich|USA')
  })

  it('names the countries itself when the page came without them', () => {
    expect(renderNames(new QueryClient(), 'fr')).toBe('Allemagne|États-Unis|France')
  })
})
