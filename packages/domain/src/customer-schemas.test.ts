import { describe, expect, it } from 'vitest'
import {
  addressCreatePayload,
  addressPayload,
  contactFieldMessages,
  customerCreateBody,
  customerUpdateBody,
  personName,
  phoneNumber,
} from './customer-schemas'

const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message

describe('personName', () => {
  const name = personName('first')

  it.each([
    'Zoë',
    "O'Brien",
    'Jean-Luc',
    'María José',
    'محمد',
    'عبد الله',
    '山田',
    'たろう',
    'Nguyễn Thị Minh Khai',
    'x'.repeat(100),
  ])('takes %s', (value) => {
    expect(name.parse(value)).toBe(value)
  })

  it('trims, and keeps blank allowed (Medusa lets a name be left out)', () => {
    expect(name.parse('  Ada  ')).toBe('Ada')
    expect(name.parse('')).toBe('')
  })

  it('counts the length after trimming', () => {
    expect(name.safeParse(` ${'x'.repeat(100)} `).success).toBe(true)
  })

  it('refuses more than 100 characters and control characters, naming the field', () => {
    expect(refusal(name.safeParse('x'.repeat(101)))).toBe('First name must be at most 100 characters')
    expect(refusal(personName('last').safeParse('a'.repeat(10_000)))).toBe(
      contactFieldMessages.lastNameTooLong,
    )
    expect(refusal(name.safeParse('Ada\tLovelace'))).toBe(contactFieldMessages.firstNameControl)
    expect(refusal(name.safeParse('Ada\nLovelace'))).toBe(contactFieldMessages.firstNameControl)
    expect(refusal(name.safeParse('Ada\u0007'))).toBe(contactFieldMessages.firstNameControl)
  })
})

describe('phoneNumber', () => {
  it.each([
    '+49 30 1234567',
    '(555) 010-1234',
    '+1-555-010-1234 ext. 12',
    '+1 555 010 1234 x12',
    '030/1234567',
    '+81 3-1234-5678',
    '112',
    '+351 912 345 678',
    '',
  ])('takes %j', (value) => {
    expect(phoneNumber.parse(value)).toBe(value)
  })

  it('trims', () => {
    expect(phoneNumber.parse(' 555 0101 ')).toBe('555 0101')
  })

  it.each([
    'hello',
    '12',
    '+-()',
    '+1 (5)',
    '555-CALL-NOW',
    '1'.repeat(33),
    '+49 30 1234567; DROP',
    '555 0101 ext.',
    '٠١٢٣٤٥٦',
  ])('refuses %j with the rule in words', (value) => {
    expect(refusal(phoneNumber.safeParse(value))).toBe(contactFieldMessages.phone)
  })

  it('states the rule', () => {
    expect(contactFieldMessages.phone).toMatch(
      /^Phone must be 3 to 32 characters: digits, spaces and \+ - \( \) \. \//,
    )
  })
})

describe('customer bodies use the rules', () => {
  const account = { email: 'a@example.com', first_name: 'Ada', last_name: 'Ng', password: 'pw' }

  it('requires the names of a new account, and checks the phone', () => {
    expect(refusal(customerCreateBody.safeParse({ ...account, first_name: '   ' }))).toBe(
      contactFieldMessages.firstNameRequired,
    )
    expect(refusal(customerCreateBody.safeParse({ ...account, phone: 'hello' }))).toBe(
      contactFieldMessages.phone,
    )
    expect(
      customerCreateBody.parse({ ...account, first_name: ' 山田 ', phone: '+81 3-1234-5678' }),
    ).toMatchObject({
      first_name: '山田',
      phone: '+81 3-1234-5678',
    })
  })

  it('checks an update, letting the phone be removed', () => {
    expect(customerUpdateBody.parse({ phone: null })).toEqual({ phone: null })
    expect(refusal(customerUpdateBody.safeParse({ last_name: 'x'.repeat(101) }))).toBe(
      contactFieldMessages.lastNameTooLong,
    )
  })

  it('checks addresses the same way, keeping the blank and null fields checkouts send', () => {
    const parcel = {
      first_name: 'Test',
      last_name: 'Buyer',
      address_1: '1 Rue de Rivoli',
      city: 'Paris',
      country_code: 'FR',
      postal_code: '75001',
    }
    expect(addressCreatePayload.safeParse({ ...parcel, phone: '' }).success).toBe(true)
    expect(addressPayload.safeParse({ first_name: null, last_name: '', phone: null }).success).toBe(true)
    expect(refusal(addressPayload.safeParse({ phone: 'hello' }))).toBe(contactFieldMessages.phone)
    expect(refusal(addressCreatePayload.safeParse({ ...parcel, first_name: 'x'.repeat(101) }))).toBe(
      contactFieldMessages.firstNameTooLong,
    )
  })
})
