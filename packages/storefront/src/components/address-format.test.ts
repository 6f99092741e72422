import type { Address } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { messagesFor } from '../i18n/catalog'
import { createTranslate } from '../i18n/messages'
import { addressLines, countryName, provinceLabel, provinceRequired } from './address-format'

const t = createTranslate('en', messagesFor('en'))

const address = (fields: Partial<Address>) => ({ id: 'addr_1', ...fields }) as Address

describe('addressLines', () => {
  it('writes a US address as "City, ST ZIP" with the country named', () => {
    expect(
      addressLines(
        address({
          first_name: 'Grace',
          last_name: 'Guest',
          company: 'Acme',
          address_1: '1 Market Street',
          address_2: 'Suite 4',
          city: 'Portland',
          province: 'OR',
          postal_code: '97201',
          country_code: 'us',
        }),
      ),
    ).toEqual(['Grace Guest', 'Acme', '1 Market Street', 'Suite 4', 'Portland, OR 97201', 'United States'])
  })

  it('puts the postcode before the town in continental Europe and after it in Britain', () => {
    const berlin = address({
      address_1: 'Unter den Linden 1',
      city: 'Berlin',
      postal_code: '10117',
      country_code: 'de',
    })
    expect(addressLines(berlin)).toEqual(['Unter den Linden 1', '10117 Berlin', 'Germany'])
    const london = address({
      address_1: '10 Downing St',
      city: 'London',
      postal_code: 'SW1A 2AA',
      country_code: 'gb',
    })
    expect(addressLines(london)).toEqual(['10 Downing St', 'London', 'SW1A 2AA', 'United Kingdom'])
  })

  it('prefers the country name the API gives', () => {
    expect(countryName({ country_code: 'us', country: { display_name: 'USA' } as Address['country'] })).toBe(
      'USA',
    )
  })
})

describe('provinces', () => {
  it('are required, under their own name, where addresses need them', () => {
    expect(['us', 'CA', 'au', 'de', undefined].map(provinceRequired)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ])
    expect(provinceLabel(t, 'us')).toBe('State')
    expect(provinceLabel(t, 'de')).toBe('State or province (optional)')
  })
})
