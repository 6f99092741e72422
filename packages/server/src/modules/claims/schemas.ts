import { carrierSchema, trackingPageSchema } from '@mercato/domain'
import { z } from 'zod'
import { metadataSchema } from '../../http/route-helpers'
import { addressPayload } from '../customers/schemas'
import { nullMeansAbsent } from '../../http/optional-nulls'

// Request bodies of the claim routes (contract §2.1, AdminPostOrdersOrderClaims…Req). Unknown
// properties are refused, as Medusa's whitelisting validator does.

const positive = z.number().int('must be an integer').min(1, 'must be at least 1')
const money = z.number().int('must be an integer (minor units)').min(0, 'must not be negative')
const id = z.string().min(1)

export const CLAIM_REASONS = ['missing_item', 'wrong_item', 'production_failure', 'other'] as const
export type ClaimReason = (typeof CLAIM_REASONS)[number]

export const shippingMethodInput = z
  .strictObject({
    id: id.optional(),
    option_id: id.optional(),
    price: money.optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((m) => !!m.id || !!m.option_id, { message: 'a shipping method needs an id or an option_id' })
export type ShippingMethodInput = z.output<typeof shippingMethodInput>

export const createClaimBody = nullMeansAbsent(
  z.strictObject({
    type: z.enum(['replace', 'refund']),
    claim_items: z
      .array(
        z.strictObject({
          item_id: id,
          quantity: positive,
          note: z.string().optional(),
          reason: z.enum(CLAIM_REASONS).optional(),
          tags: z.array(z.string().trim().min(1)).optional(),
          images: z.array(z.string().min(1)).optional(),
        }),
      )
      .min(1, 'a claim needs at least one claim item'),
    return_shipping: z.strictObject({ option_id: id, price: money.optional() }).optional(),
    additional_items: z.array(z.strictObject({ variant_id: id, quantity: positive })).optional(),
    shipping_methods: z.array(shippingMethodInput).optional(),
    shipping_address: addressPayload.optional(),
    refund_amount: money.optional(),
    no_notification: z.boolean().optional(),
    return_location_id: id.optional(),
    metadata: metadataSchema.optional(),
  }),
)
export type CreateClaimInput = z.output<typeof createClaimBody>

export const updateClaimBody = nullMeansAbsent(
  z.strictObject({
    claim_items: z
      .array(
        z.strictObject({
          id,
          item_id: id.optional(),
          quantity: positive.optional(),
          note: z.string().optional(),
          reason: z.enum(CLAIM_REASONS).optional(),
          tags: z.array(
            z
              .strictObject({ id: id.optional(), value: z.string().trim().min(1).optional() })
              .refine((t) => !!t.id || !!t.value, { message: 'a claim tag needs an id or a value' }),
          ),
          images: z.array(
            z
              .strictObject({ id: id.optional(), url: z.string().min(1).optional() })
              .refine((i) => !!i.id || !!i.url, { message: 'a claim image needs an id or a url' }),
          ),
          metadata: metadataSchema.optional(),
        }),
      )
      .optional(),
    shipping_methods: z.array(shippingMethodInput).optional(),
    no_notification: z.boolean().optional(),
    metadata: metadataSchema.optional(),
  }),
)
export type UpdateClaimInput = z.output<typeof updateClaimBody>

export const fulfillClaimBody = z
  .strictObject({
    no_notification: z.boolean().optional(),
    location_id: id.optional(),
    metadata: metadataSchema.optional(),
  })
  .optional()

export const shipClaimBody = nullMeansAbsent(
  z.strictObject({
    fulfillment_id: id,
    tracking_numbers: z.array(z.string().min(1)).optional(),
    carrier: carrierSchema.optional(),
    tracking_url: trackingPageSchema.optional(),
  }),
)

export const claimParams = z.strictObject({ id, claim_id: id })
export const claimFulfillmentParams = z.strictObject({ id, claim_id: id, fulfillment_id: id })
