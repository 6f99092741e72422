import { describe, expect, it } from 'vitest'
import { addressLines } from '../../../lib/address-lines'
import { addressFormValues, addressPayload } from './address-form'

const filled = {
  ...addressFormValues(),
  first_name: ' Ada ',
  last_name: 'Ng',
  address_1: '1 Main St',
  city: 'Lisbon',
  postal_code: '1000-001',
  country_code: 'PT',
}

describe('address form', () => {
  it('trims, lower-cases the country and leaves out empty fields on create', () => {
    expect(addressPayload(filled, false)).toEqual({
      payload: {
        first_name: 'Ada',
        last_name: 'Ng',
        address_1: '1 Main St',
        city: 'Lisbon',
        postal_code: '1000-001',
        country_code: 'pt',
      },
    })
  })

  it('clears emptied optional fields on edit', () => {
    const result = addressPayload({ ...filled, company: '' }, true)
    expect(result.payload).toMatchObject({ company: null, address_2: null, phone: null, city: 'Lisbon' })
  })

  it('names each missing required field', () => {
    const result = addressPayload({ ...filled, city: ' ', postal_code: '' }, false)
    expect(Object.keys(result.errors ?? {}).sort()).toEqual(['city', 'postal_code'])
  })

  it('prints the label lines with the country name', () => {
    const lines = addressLines(
      {
        id: 'a',
        first_name: 'Ada',
        last_name: 'Ng',
        city: 'Lisbon',
        postal_code: '1000',
        country_code: 'pt',
      } as never,
      (code) => (code === 'pt' ? 'Portugal' : code),
    )
    expect(lines).toEqual(['Ada Ng', '1000 Lisbon', 'Portugal'])
  })

  it('writes the town as the country does', () => {
    const us = {
      id: 'b',
      address_1: '1 Main St',
      city: 'Springfield',
      province: 'IL',
      postal_code: '62701',
      country_code: 'us',
    }
    expect(addressLines(us as never)).toEqual(['1 Main St', 'Springfield, IL 62701', 'US'])
    const gb = { id: 'c', city: 'London', postal_code: 'SW1A 1AA', country_code: 'gb' }
    expect(addressLines(gb as never, () => 'United Kingdom')).toEqual([
      'London',
      'SW1A 1AA',
      'United Kingdom',
    ])
  })
})

describe('addressLines: phones', () => {
  it('isolates the phone left to right, so a right-to-left page does not reorder its digits', () => {
    const lines = addressLines({ id: 'p', phone: '+49 30 1234567', country_code: 'de' } as never)
    expect(lines).toEqual(['DE', '\u2066+49 30 1234567\u2069'])
  })
})
