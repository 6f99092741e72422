import { z } from 'zod'
import { metadataWith } from './metadata-schemas'

// Request bodies of the store-setup routes, written once: the server validates with them and the
// dashboard's forms validate with them. Unknown properties are refused. Browser-safe: zod only.

const setupMetadata = z.record(z.string(), z.unknown()).nullable()

/** POST /admin/return-reasons: a reason, optionally nested under a parent reason. */
export const returnReasonCreateSchema = z.strictObject({
  label: z.string().min(1),
  value: z.string().min(1),
  parent_return_reason_id: z.string().min(1).nullable().optional(),
  description: z.string().nullable().optional(),
  metadata: setupMetadata.optional(),
})

/** POST /admin/return-reasons/:id: the parent cannot be changed once set. */
export const returnReasonUpdateSchema = z.strictObject({
  label: z.string().min(1).optional(),
  value: z.string().min(1).optional(),
  description: z.string().nullable().optional(),
  metadata: setupMetadata.optional(),
})

export type ReturnReasonCreateInput = z.infer<typeof returnReasonCreateSchema>
export type ReturnReasonUpdateInput = z.infer<typeof returnReasonUpdateSchema>

/** Longest texts of the seller's business details; an address has at most this many lines. */
export const BUSINESS_LIMITS = {
  legal_name: 200,
  address: 500,
  addressLines: 8,
  tax_id: 64,
  email: 254,
  phone: 40,
}

/**
 * What the store's invoices and packing slips say about the seller (legal name, postal address, tax
 * number, contact): kept in the store's `metadata.business`, as Medusa v1's store has no fields for it.
 * Every field is text and may be empty.
 */
export const storeBusinessSchema = z.strictObject({
  legal_name: z.string().max(BUSINESS_LIMITS.legal_name),
  address: z
    .string()
    .max(BUSINESS_LIMITS.address)
    .refine((text) => text.split('\n').length <= BUSINESS_LIMITS.addressLines, {
      message: `must have at most ${BUSINESS_LIMITS.addressLines} lines`,
    }),
  tax_id: z.string().max(BUSINESS_LIMITS.tax_id),
  email: z.union([z.literal(''), z.email().max(BUSINESS_LIMITS.email)]),
  phone: z.string().max(BUSINESS_LIMITS.phone),
})

export type StoreBusiness = z.infer<typeof storeBusinessSchema>

const currencyCode = z.string().regex(/^[a-zA-Z]{3}$/, 'must be a three-letter ISO 4217 code')

/** POST /admin/store. `metadata.business`, when given (and not null), must be business details. */
export const storeUpdateSchema = z.strictObject({
  name: z.string().min(1).optional(),
  swap_link_template: z.string().nullable().optional(),
  payment_link_template: z.string().nullable().optional(),
  invite_link_template: z.string().nullable().optional(),
  default_currency_code: currencyCode.optional(),
  currencies: z.array(currencyCode).optional(),
  metadata: metadataWith({ business: storeBusinessSchema }).optional(),
})

export type StoreUpdateInput = z.infer<typeof storeUpdateSchema>
