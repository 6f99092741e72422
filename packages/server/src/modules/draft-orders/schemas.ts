import { z } from 'zod'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import { addressPayload, metadata } from '../customers/schemas'

// Request shapes of /admin/draft-orders (contract §2.1). Unknown properties are refused, naming them.

export const draftParams = z.strictObject({ id: z.string().min(1) })
export const draftLineParams = z.strictObject({ id: z.string().min(1), line_id: z.string().min(1) })

const quantity = z.number({ error: 'must be a number' }).int('must be an integer')
const price = z
  .number({ error: 'must be a number' })
  .int('must be an integer (minor units)')
  .min(0, 'must not be negative')
const title = z.string().trim().min(1, 'must not be empty')
const address = z.union([addressPayload, z.string().min(1)])
const codes = z.array(z.strictObject({ code: z.string().min(1) }))

/** A variant item (priced for the region unless `unit_price` is given) or a custom item. */
export const draftItemBody = z
  .strictObject({
    variant_id: z.string().min(1).optional(),
    unit_price: price.optional(),
    title: title.optional(),
    quantity: quantity.min(1, 'must be at least 1'),
    metadata: metadata.optional(),
  })
  .superRefine((item, ctx) => {
    // Custom items have no catalogue to take a title or a price from.
    if (item.variant_id) return
    for (const key of ['title', 'unit_price'] as const)
      if (item[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required for an item without variant_id' })
  })
export type DraftItemInput = z.output<typeof draftItemBody>

const shippingMethod = z.strictObject({
  option_id: z.string().min(1),
  data: z.record(z.string(), z.unknown()).optional(),
  price: price.optional(),
})
export type DraftShippingInput = z.output<typeof shippingMethod>

export const createDraftBody = z.strictObject({
  status: z.enum(['open', 'completed']).optional(),
  email: z.email(),
  region_id: z.string().min(1),
  items: z.array(draftItemBody).optional(),
  shipping_methods: z.array(shippingMethod),
  customer_id: z.string().min(1).optional(),
  discounts: codes.optional(),
  billing_address: address.optional(),
  shipping_address: address.optional(),
  no_notification_order: z.boolean().optional(),
  metadata: metadata.optional(),
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

export const updateLineBody = z.strictObject({
  unit_price: price.optional(),
  title: title.optional(),
  quantity: quantity.min(0, 'must not be negative').optional(),
  metadata: metadata.optional(),
})
export type UpdateLineInput = z.output<typeof updateLineBody>

export const DRAFT_RELATIONS = ['cart', 'order'] as const

export const listDraftsQuery = listQuerySchema({
  defaultLimit: 50,
  orderable: ['created_at', 'updated_at', 'display_id', 'status'],
  expandable: DRAFT_RELATIONS,
  filters: { status: oneOrMany(z.enum(['open', 'completed'])).optional() },
})
export type ListDraftsQuery = z.output<typeof listDraftsQuery>
