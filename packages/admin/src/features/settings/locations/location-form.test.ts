import { describe, expect, it } from 'vitest'
import { emptyLocationForm, locationFormValues, locationPayload } from './location-form'

describe('stock location form', () => {
  it('needs a name; an address is optional', () => {
    expect(locationPayload(emptyLocationForm()).errors).toEqual({ name: 'errors.required' })
    expect(locationPayload({ ...emptyLocationForm(), name: ' Depot ' }).payload).toEqual({ name: 'Depot' })
  })

  it('needs a first line and a country once any part of the address is given', () => {
    expect(locationPayload({ ...emptyLocationForm(), name: 'Depot', city: 'Lyon' }).errors).toEqual({
      address_1: 'errors.required',
      country_code: 'errors.required',
    })
  })

  it('sends the address with empty parts as null', () => {
    const values = {
      ...emptyLocationForm(),
      name: 'Depot',
      address_1: ' 4 Rue Neuve ',
      city: 'Lyon',
      country_code: 'fr',
    }
    expect(locationPayload(values).payload).toEqual({
      name: 'Depot',
      address: {
        address_1: '4 Rue Neuve',
        country_code: 'fr',
        address_2: null,
        company: null,
        city: 'Lyon',
        postal_code: null,
        province: null,
        phone: null,
      },
    })
  })

  it('reads a location back into the form', () => {
    const values = locationFormValues({
      id: 'sloc_1',
      name: 'Depot',
      address: { address_1: '4 Rue Neuve', country_code: 'fr', city: null },
      created_at: '',
      updated_at: '',
    })
    expect(values).toMatchObject({ name: 'Depot', address_1: '4 Rue Neuve', country_code: 'fr', city: '' })
  })
})
