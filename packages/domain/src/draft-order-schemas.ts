import { z } from 'zod'
import { addressPayload, customerMetadata } from './customer-schemas'

// Request bodies of /admin/draft-orders (contract §2.1), written once: the server validates with them,
// the dashboard's draft-order forms validate with them. Unknown properties are refused. Browser-safe.

// Addresses and metadata take the customer routes' shapes.
const draftMetadata = customerMetadata

const quantity = z.number({ error: 'must be a number' }).int('must be an integer')
const price = z
  .number({ error: 'must be a number' })
  .int('must be an integer (minor units)')
  .min(0, 'must not be negative')
const title = z.string().trim().min(1, 'must not be empty')
/** A new address, or the id of one of the owner's saved addresses. */
const address = z.union([addressPayload, z.string().min(1)])
const codes = z.array(z.strictObject({ code: z.string().trim().min(1, 'must not be empty') }))

/** A variant item (priced for the region unless `unit_price` is given) or a custom item. */
export const draftItemBody = z
  .strictObject({
    variant_id: z.string().min(1).optional(),
    unit_price: price.optional(),
    title: title.optional(),
    quantity: quantity.min(1, 'must be at least 1'),
    metadata: draftMetadata.optional(),
  })
  .superRefine((item, ctx) => {
    // Custom items have no catalogue to take a title or a price from.
    if (item.variant_id) return
    for (const key of ['title', 'unit_price'] as const)
      if (item[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required for an item without variant_id' })
  })
export type DraftItemInput = z.output<typeof draftItemBody>

export const draftShippingMethod = z.strictObject({
  option_id: z.string().min(1),
  data: z.record(z.string(), z.unknown()).optional(),
  price: price.optional(),
})
export type DraftShippingInput = z.output<typeof draftShippingMethod>

export const createDraftBody = z.strictObject({
  status: z.enum(['open', 'completed']).optional(),
  email: z.email(),
  region_id: z.string().min(1),
  items: z.array(draftItemBody).optional(),
  shipping_methods: z.array(draftShippingMethod),
  customer_id: z.string().min(1).optional(),
  discounts: codes.optional(),
  billing_address: address.optional(),
  shipping_address: address.optional(),
  no_notification_order: z.boolean().optional(),
  metadata: draftMetadata.optional(),
})
export type CreateDraftInput = z.output<typeof createDraftBody>

export const updateDraftBody = z.strictObject({
  region_id: z.string().min(1).optional(),
  country_code: z
    .string()
    .regex(/^[a-zA-Z]{2}$/, 'must be a two-letter ISO 3166 code')
    .optional(),
  email: z.email().optional(),
  billing_address: address.optional(),
  shipping_address: address.optional(),
  discounts: codes.optional(),
  no_notification_order: z.boolean().optional(),
  customer_id: z.string().min(1).optional(),
})
export type UpdateDraftInput = z.output<typeof updateDraftBody>

export const updateDraftLineBody = z.strictObject({
  unit_price: price.optional(),
  title: title.optional(),
  quantity: quantity.min(0, 'must not be negative').optional(),
  metadata: draftMetadata.optional(),
})
export type UpdateDraftLineInput = z.output<typeof updateDraftLineBody>
