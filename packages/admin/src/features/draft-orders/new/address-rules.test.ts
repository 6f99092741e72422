import { describe, expect, it } from 'vitest'
import { emptyAddress, emptyDraft, stepComplete } from './draft-form'
import { addressProblems } from './address-rules'
import { customerProblems } from './draft-form'

const address = (over: Partial<ReturnType<typeof emptyAddress>>) => ({
  ...emptyAddress(),
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_1: '1 Main St',
  city: 'Springfield',
  ...over,
})

describe('the draft address rules', () => {
  it('wants a US ZIP of 5 or 5+4 digits and a listed state', () => {
    expect(addressProblems(address({ country_code: 'us', postal_code: 'ABCDE' }))).toEqual({
      postal_code: 'postalUS',
      province: 'province',
    })
    expect(addressProblems(address({ country_code: 'us', postal_code: '62704', province: 'IL' }))).toEqual({})
    expect(
      addressProblems(address({ country_code: 'us', postal_code: '62704-1234', province: 'Illinois' })),
    ).toEqual({})
  })

  it('wants a Canadian code like A1A 1A1, and leaves other countries free', () => {
    expect(addressProblems(address({ country_code: 'ca', postal_code: '12345', province: 'ON' }))).toEqual({
      postal_code: 'postalCA',
    })
    expect(addressProblems(address({ country_code: 'ca', postal_code: 'k1a 0b1', province: 'ON' }))).toEqual(
      {},
    )
    expect(addressProblems(address({ country_code: 'gb', postal_code: 'SW1A 1AA' }))).toEqual({})
  })

  it('says which fields are missing and applies the phone rule of the customer forms', () => {
    expect(addressProblems(address({ country_code: 'fr', city: ' ', phone: 'call me' }))).toEqual({
      city: 'required',
      postal_code: 'required',
      phone: 'phone',
    })
  })

  it('keeps the customer step closed for a bad e-mail or address, by field path', () => {
    const v = {
      ...emptyDraft(),
      email: 'new.buyer@example',
      shipping_address: address({ country_code: 'us', postal_code: 'ABCDE' }),
    }
    expect(customerProblems(v)).toEqual({
      email: 'email',
      'shipping_address.postal_code': 'postalUS',
      'shipping_address.province': 'province',
    })
    expect(stepComplete('customer', v)).toBe(false)
    const fixed = {
      ...v,
      email: 'new.buyer@example.com',
      shipping_address: address({ country_code: 'us', postal_code: '62704', province: 'IL' }),
    }
    expect(customerProblems(fixed)).toEqual({})
    expect(stepComplete('customer', fixed)).toBe(true)
  })
})
