import { describe, expect, it } from 'vitest'
import { addressLinesOf, businessOf, businessUpdateBody } from './business-details'

const empty = { legal_name: '', address: '', tax_id: '', email: '', phone: '' }
const saved = {
  legal_name: 'Corner Shop Ltd',
  address: '12 Rue Cuvier\n69006 Lyon',
  tax_id: 'FR12345678901',
  email: 'billing@corner.example',
  phone: '',
}

describe('business details', () => {
  it('reads metadata.business as text fields, empty when the store has none or something else there', () => {
    expect(businessOf({ metadata: null })).toEqual(empty)
    expect(businessOf({ metadata: { business: saved, other: 1 } })).toEqual(saved)
    expect(businessOf({ metadata: { business: { legal_name: 7, tax_id: 'X1' } } })).toEqual({
      ...empty,
      tax_id: 'X1',
    })
  })

  it('sends the cleaned details as metadata.business, and nothing when they did not change', () => {
    const typed = { ...saved, legal_name: '  Corner Shop SARL ', address: ' 12 Rue Cuvier \n\n 69006 Lyon\n' }
    expect(businessUpdateBody(typed, { metadata: { business: saved } })).toEqual({
      body: { metadata: { business: { ...saved, legal_name: 'Corner Shop SARL' } } },
      errors: {},
    })
    const same = { ...saved, address: '12 Rue Cuvier\n69006 Lyon\n' }
    expect(businessUpdateBody(same, { metadata: { business: saved } })).toEqual({ body: null, errors: {} })
    expect(businessUpdateBody(saved, { metadata: null }).body).toEqual({ metadata: { business: saved } })
  })

  it('refuses what the route would refuse, by field, with translation keys', () => {
    const bad = {
      legal_name: 'x'.repeat(201),
      address: Array.from({ length: 9 }, (_, i) => `line ${i}`).join('\n'),
      tax_id: 'FR1',
      email: 'billing at corner',
      phone: '',
    }
    expect(businessUpdateBody(bad, { metadata: null })).toEqual({
      body: null,
      errors: {
        legal_name: 'errors.tooLong',
        address: 'store.business.addressTooLong',
        email: 'errors.email',
      },
    })
  })

  it('prints the address as its lines', () => {
    expect(addressLinesOf({ ...empty, address: '12 Rue Cuvier\n\n69006 Lyon' })).toEqual([
      '12 Rue Cuvier',
      '69006 Lyon',
    ])
  })
})
