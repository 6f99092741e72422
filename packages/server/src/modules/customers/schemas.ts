import { z } from 'zod'

const text = z.string().trim()
export const metadata = z.record(z.string(), z.unknown()).nullable()
const countryCode = z
  .string()
  .regex(/^[a-zA-Z]{2}$/, 'must be a two-letter ISO 3166 code')
  .transform((c) => c.toLowerCase())

/** AddressPayload: every field optional. */
export const addressPayload = z.strictObject({
  company: text.nullable().optional(),
  first_name: text.nullable().optional(),
  last_name: text.nullable().optional(),
  address_1: text.nullable().optional(),
  address_2: text.nullable().optional(),
  city: text.nullable().optional(),
  country_code: countryCode.nullable().optional(),
  province: text.nullable().optional(),
  postal_code: text.nullable().optional(),
  phone: text.nullable().optional(),
  metadata: metadata.optional(),
})

/** AddressCreatePayload: the fields a parcel needs are required. */
export const addressCreatePayload = addressPayload.extend({
  first_name: text.min(1),
  last_name: text.min(1),
  address_1: text.min(1),
  city: text.min(1),
  country_code: countryCode,
  postal_code: text.min(1),
})

export type AddressInput = z.output<typeof addressPayload>
