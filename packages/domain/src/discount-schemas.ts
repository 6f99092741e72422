import { z } from 'zod'
import { discountRequirementSchema } from './discount-requirements'
import { languageCode, metadataWith } from './metadata-schemas'

// Request bodies of the admin discount and gift card routes (contract §2.1), written once: the server
// validates with them and the dashboard's forms validate with them. Unknown properties are refused.
// Browser-safe: zod only.

const metadata = z.record(z.string(), z.unknown()).nullable()
const ids = z.array(z.string().min(1))
const date = z.coerce.date({ error: 'must be a date' })
/** A rule's metadata: `requirement` is the discount's minimum requirement (discount-requirements.ts). */
const ruleMetadata = metadataWith({ requirement: discountRequirementSchema })
const usageLimit = z.number().int('must be a positive integer').positive('must be a positive integer')

export const DISCOUNT_RULE_TYPES = ['percentage', 'fixed', 'free_shipping'] as const
export const DISCOUNT_ALLOCATIONS = ['total', 'item'] as const
export const DISCOUNT_CONDITION_OPERATORS = ['in', 'not_in'] as const
/** What a discount condition can be about, as the keys of its request body. */
export const DISCOUNT_CONDITION_RESOURCES = [
  'products',
  'product_types',
  'product_collections',
  'product_tags',
  'customer_groups',
] as const
export type DiscountConditionResource = (typeof DISCOUNT_CONDITION_RESOURCES)[number]

export const discountRuleType = z.enum(DISCOUNT_RULE_TYPES)
export const discountAllocation = z.enum(DISCOUNT_ALLOCATIONS)
const operator = z.enum(DISCOUNT_CONDITION_OPERATORS)

export const discountConditionResources = {
  products: ids.optional(),
  product_types: ids.optional(),
  product_collections: ids.optional(),
  product_tags: ids.optional(),
  customer_groups: ids.optional(),
}

export const discountConditionCreateBody = z.strictObject({ operator, ...discountConditionResources })
export const discountConditionUpdateBody = z.strictObject({ ...discountConditionResources })
export const discountConditionBatchBody = z.strictObject({
  resources: z.array(z.strictObject({ id: z.string().min(1) })).min(1),
})

export const discountCreateBody = z.strictObject({
  code: z.string().trim().min(1),
  is_dynamic: z.boolean().optional(),
  rule: z.strictObject({
    description: z.string().nullable().optional(),
    type: discountRuleType,
    value: z.number(),
    allocation: discountAllocation,
    conditions: z.array(discountConditionCreateBody).optional(),
    metadata: ruleMetadata.optional(),
  }),
  is_disabled: z.boolean().optional(),
  starts_at: date.optional(),
  ends_at: date.nullable().optional(),
  valid_duration: z.string().nullable().optional(),
  regions: ids,
  usage_limit: usageLimit.nullable().optional(),
  metadata: metadata.optional(),
})

export const discountUpdateBody = z.strictObject({
  code: z.string().trim().min(1).optional(),
  rule: z
    .strictObject({
      id: z.string().min(1),
      description: z.string().nullable().optional(),
      value: z.number().optional(),
      allocation: discountAllocation.optional(),
      conditions: z
        .array(z.strictObject({ id: z.string().min(1).optional(), operator, ...discountConditionResources }))
        .optional(),
      /** Merged into the rule's metadata; `requirement: null` removes the minimum requirement. */
      metadata: ruleMetadata.optional(),
    })
    .optional(),
  is_disabled: z.boolean().optional(),
  starts_at: date.optional(),
  ends_at: date.nullable().optional(),
  valid_duration: z.string().nullable().optional(),
  usage_limit: usageLimit.nullable().optional(),
  regions: ids.optional(),
  metadata: metadata.optional(),
})

export const discountDynamicCodeBody = z.strictObject({
  code: z.string().trim().min(1),
  usage_limit: usageLimit.optional(),
  metadata: metadata.optional(),
})

const minorUnits = z.number().int('must be an integer (minor units)')

/** Longest message sent with a gift card to its recipient. */
export const GIFT_CARD_MESSAGE_MAX = 1000

/**
 * Whom a gift card issued in the dashboard is e-mailed to, with a message, in a storefront language:
 * `metadata.recipient` (Medusa v1's gift card has no such field).
 */
export const giftCardRecipientSchema = z.strictObject({
  email: z.email(),
  message: z.string().max(GIFT_CARD_MESSAGE_MAX).optional(),
  locale: languageCode.optional(),
})

export type GiftCardRecipient = z.infer<typeof giftCardRecipientSchema>

const giftCardMetadata = metadataWith({ recipient: giftCardRecipientSchema })

export const giftCardCreateBody = z.strictObject({
  value: minorUnits,
  region_id: z.string().min(1),
  is_disabled: z.boolean().optional(),
  ends_at: date.nullable().optional(),
  metadata: giftCardMetadata.optional(),
})

export const giftCardUpdateBody = z.strictObject({
  balance: minorUnits.optional(),
  is_disabled: z.boolean().optional(),
  ends_at: date.nullable().optional(),
  region_id: z.string().min(1).optional(),
  metadata: giftCardMetadata.optional(),
})
