import { z } from 'zod'

// Request bodies of the customer routes (admin and store), written once: the server validates with
// them and the dashboard's forms validate with them. Unknown properties are refused. Browser-safe.

export const customerMetadata = z.record(z.string(), z.unknown()).nullable()

const text = z.string().trim()
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
  metadata: customerMetadata.optional(),
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

/** POST /admin/customers: an account with a password, as Medusa's admin creates it. */
export const customerCreateBody = z.strictObject({
  email: z.email(),
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  password: z.string(),
  phone: z.string().optional(),
  metadata: customerMetadata.optional(),
})

/** POST /admin/customers/:id */
export const customerUpdateBody = z.strictObject({
  email: z.email().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  phone: z.string().nullable().optional(),
  password: z.string().optional(),
  groups: z.array(z.strictObject({ id: z.string().min(1) })).optional(),
  metadata: customerMetadata.optional(),
})

/** POST /admin/customers/:id/addresses (a Mercato addition: Medusa v1's Admin API cannot edit addresses). */
export const customerAddressCreateBody = z.strictObject({ address: addressCreatePayload })
