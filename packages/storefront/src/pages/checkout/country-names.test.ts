import { describe, expect, it } from 'vitest'
import { localCountryNames } from './country-names'

const countries = [
  { iso_2: 'us', display_name: 'United States of America' },
  { iso_2: 'de', display_name: 'Germany' },
  { iso_2: 'fr', display_name: 'France' },
]

describe('country names in the shopper language', () => {
  it('names and sorts countries in the language', () => {
    expect(localCountryNames(countries, 'de').map((c) => c.name)).toEqual([
      'Deutschland',
      'Frankreich',
      'Vereinigte Staaten',
    ])
    expect(localCountryNames(countries, 'en').map((c) => c.iso_2)).toEqual(['fr', 'de', 'us'])
  })
})
