import { describe, expect, it } from 'vitest'
import { addressLine } from './address'

describe('addressLine', () => {
  it('puts a British postcode after the town', () => {
    expect(
      addressLine(
        { address_1: '12 Carnaby St', city: 'London', postal_code: 'W1F 9PS', country_code: 'gb' },
        'en',
      ),
    ).toBe('12 Carnaby St, London, W1F 9PS, United Kingdom')
  })

  it('puts a German postcode before the town, in the reader’s language', () => {
    expect(
      addressLine(
        {
          address_1: 'Hauptstr. 1',
          address_2: 'Hof',
          city: 'Berlin',
          postal_code: '10115',
          country_code: 'de',
        },
        'de',
      ),
    ).toBe('Hauptstr. 1, Hof, 10115 Berlin, Deutschland')
  })

  it('writes an American town, state and ZIP code on one line, leaving out the phone', () => {
    expect(
      addressLine(
        {
          address_1: '1 Main St',
          city: 'Springfield',
          province: 'IL',
          postal_code: '62701',
          country_code: 'us',
          phone: '+1 555 0100',
        },
        'en',
      ),
    ).toBe('1 Main St, Springfield, IL 62701, United States')
  })

  it('is empty without an address', () => {
    expect(addressLine(null, 'en')).toBe('')
  })
})
