import {
  addressCreatePayload,
  type ContactFieldRule,
  contactFieldMessages,
  subdivisionCode,
  subdivisionsOf,
} from '@mercato/domain'
import { fieldErrors, trimmed } from '../../customers/form-errors'
import type { AddressForm } from './draft-form'

// The rules an address of a draft meets before Next or Save: those of the customer address form (the
// API's address schema: names, phone), a listed state for the countries that have a list, and the postal
// code formats this dashboard is sure of.

export const REQUIRED_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address_1',
  'city',
  'postal_code',
  'country_code',
] as const

/** Postal code formats by country: a US ZIP (12345 or 12345-6789) and a Canadian code (A1A 1A1). */
const POSTAL_CODES: Readonly<Record<string, RegExp>> = {
  us: /^\d{5}(-\d{4})?$/,
  ca: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
}

const RULE_BY_MESSAGE = new Map(
  (Object.entries(contactFieldMessages) as [ContactFieldRule, string][]).map(([rule, text]) => [text, rule]),
)

export type AddressProblem = 'required' | 'invalid' | 'province' | 'postalUS' | 'postalCA' | ContactFieldRule

/** What is wrong with each field of an address, by field; empty when it may be saved. */
export function addressProblems(a: AddressForm): Partial<Record<keyof AddressForm, AddressProblem>> {
  const out: Partial<Record<keyof AddressForm, AddressProblem>> = {}
  for (const f of REQUIRED_ADDRESS_FIELDS) if (a[f].trim() === '') out[f] = 'required'
  for (const [f, message] of Object.entries(
    fieldErrors(addressCreatePayload, trimmed(Object.fromEntries(Object.entries(a)))),
  )) {
    const field = f as keyof AddressForm
    out[field] ??= RULE_BY_MESSAGE.get(message) ?? 'invalid'
  }
  const country = a.country_code.trim().toLowerCase()
  const postal = a.postal_code.trim()
  const format = POSTAL_CODES[country]
  if (postal && format && !format.test(postal)) out.postal_code = country === 'us' ? 'postalUS' : 'postalCA'
  const states = subdivisionsOf(country)
  if (states && !subdivisionCode(states, a.province)) out.province = 'province'
  return out
}

/** Where a problem's words are kept: a name or phone rule's with the customer forms, the rest here. */
export const addressProblemKey = (p: AddressProblem) =>
  p in contactFieldMessages ? `customers:errors.${p}` : `draft-orders:errors.${p}`
