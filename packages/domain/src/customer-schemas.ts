import { z } from 'zod'

// Request bodies of the customer routes (admin and store), written once: the server validates with
// them and the dashboard's forms validate with them. Unknown properties are refused. Browser-safe.

export const customerMetadata = z.record(z.string(), z.unknown()).nullable()

const text = z.string().trim()

export const PERSON_NAME_MAX_LENGTH = 100
export const PHONE_MAX_LENGTH = 32

/**
 * Each refusal of a customer's name or phone, by rule: the API's words, and the keys under which the
 * dashboard keeps their translations.
 */
export const contactFieldMessages = {
  firstNameRequired: 'First name is required',
  firstNameTooLong: `First name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  firstNameControl: 'First name must not contain control characters such as tabs or line breaks',
  lastNameRequired: 'Last name is required',
  lastNameTooLong: `Last name must be at most ${PERSON_NAME_MAX_LENGTH} characters`,
  lastNameControl: 'Last name must not contain control characters such as tabs or line breaks',
  phone: `Phone must be 3 to ${PHONE_MAX_LENGTH} characters: digits, spaces and + - ( ) . / with at least 3 digits; an extension such as ext. 12 may follow`,
} as const
export type ContactFieldRule = keyof typeof contactFieldMessages

const CONTROL_CHARACTER = /\p{Cc}/u
// US-style extensions ("ext. 12", "x12") are common in business phones that Medusa storefronts send.
const PHONE_PATTERN = /^[0-9 +\-()./]+(?:\s*(?:ext\.?|x)\s*[0-9]{1,6})?$/i
const isPhone = (v: string) =>
  v.length >= 3 &&
  v.length <= PHONE_MAX_LENGTH &&
  PHONE_PATTERN.test(v) &&
  (v.match(/[0-9]/g)?.length ?? 0) >= 3

const NAME_RULES = {
  first: { required: 'firstNameRequired', tooLong: 'firstNameTooLong', control: 'firstNameControl' },
  last: { required: 'lastNameRequired', tooLong: 'lastNameTooLong', control: 'lastNameControl' },
} as const satisfies Record<string, Record<string, ContactFieldRule>>

/**
 * A first or last name: trimmed, at most 100 characters, any script (accents, apostrophes, Arabic,
 * Japanese…), no control characters. Blank stays allowed where Medusa allows it; `.min(1)` requires one.
 */
export function personName(which: 'first' | 'last') {
  const rules = NAME_RULES[which]
  return z
    .string()
    .trim()
    .max(PERSON_NAME_MAX_LENGTH, contactFieldMessages[rules.tooLong])
    .refine((v) => !CONTROL_CHARACTER.test(v), contactFieldMessages[rules.control])
}

const requiredName = (which: 'first' | 'last') =>
  personName(which).min(1, contactFieldMessages[NAME_RULES[which].required])

/**
 * A phone as people write it: 3 to 32 characters of digits, spaces and + - ( ) . /, at least 3 digits,
 * maybe an extension. Blank is allowed: storefronts send "" for a phone left empty.
 */
export const phoneNumber = z
  .string()
  .trim()
  .refine((v) => v === '' || isPhone(v), contactFieldMessages.phone)

const countryCode = z
  .string()
  .regex(/^[a-zA-Z]{2}$/, 'must be a two-letter ISO 3166 code')
  .transform((c) => c.toLowerCase())

/** AddressPayload: every field optional. */
export const addressPayload = z.strictObject({
  company: text.nullable().optional(),
  first_name: personName('first').nullable().optional(),
  last_name: personName('last').nullable().optional(),
  address_1: text.nullable().optional(),
  address_2: text.nullable().optional(),
  city: text.nullable().optional(),
  country_code: countryCode.nullable().optional(),
  province: text.nullable().optional(),
  postal_code: text.nullable().optional(),
  phone: phoneNumber.nullable().optional(),
  metadata: customerMetadata.optional(),
})

/** AddressCreatePayload: the fields a parcel needs are required. */
export const addressCreatePayload = addressPayload.extend({
  first_name: requiredName('first'),
  last_name: requiredName('last'),
  address_1: text.min(1),
  city: text.min(1),
  country_code: countryCode,
  postal_code: text.min(1),
})

export type AddressInput = z.output<typeof addressPayload>

/** POST /admin/customers: an account with a password, as Medusa's admin creates it. */
export const customerCreateBody = z.strictObject({
  email: z.email(),
  first_name: requiredName('first'),
  last_name: requiredName('last'),
  password: z.string(),
  phone: phoneNumber.optional(),
  metadata: customerMetadata.optional(),
})

/** POST /admin/customers/:id */
export const customerUpdateBody = z.strictObject({
  email: z.email().optional(),
  first_name: personName('first').optional(),
  last_name: personName('last').optional(),
  phone: phoneNumber.nullable().optional(),
  password: z.string().optional(),
  groups: z.array(z.strictObject({ id: z.string().min(1) })).optional(),
  metadata: customerMetadata.optional(),
})

/** POST /admin/customers/:id/addresses (a Mercato addition: Medusa v1's Admin API cannot edit addresses). */
export const customerAddressCreateBody = z.strictObject({ address: addressCreatePayload })
