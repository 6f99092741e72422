import { describe, expect, it } from 'vitest'
import { addressLines, countryNames } from './address-lines'

const toronto = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '12 Queen St W',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M5H 2N2',
  country_code: 'ca',
}

describe('addressLines', () => {
  it('writes a Canadian town as Canada Post does, and a German one postcode first', () => {
    expect(addressLines(toronto)).toEqual(['Ada Lovelace', '12 Queen St W', 'Toronto ON M5H 2N2', 'CA'])
    expect(
      addressLines({ address_1: 'Hauptstraße 5', city: 'Berlin', postal_code: '10115', country_code: 'de' }),
    ).toEqual(['Hauptstraße 5', '10115 Berlin', 'DE'])
  })

  it("names the country in the reader's language, and keeps a code it cannot name", () => {
    expect(addressLines(toronto, countryNames('en')).at(-1)).toBe('Canada')
    expect(addressLines(toronto, countryNames('ar')).at(-1)).toBe('كندا')
    expect(countryNames('en')('not a code')).toBe('NOT A CODE')
  })
})
