import { z } from 'zod'

// Request bodies of the admin price-list routes (contract §2.1), written once: the server validates with
// them and the dashboard's forms validate with them. Unknown properties are refused. Browser-safe: zod only.

export const PRICE_LIST_TYPES = ['sale', 'override'] as const
export const PRICE_LIST_STATUSES = ['active', 'draft'] as const
export const priceListType = z.enum(PRICE_LIST_TYPES)
export const priceListStatus = z.enum(PRICE_LIST_STATUSES)

/**
 * Where a list stands at a moment, as the dashboard shows it and the admin list filters by it (`standing`,
 * not in Medusa v1): a draft; active but not started yet (scheduled); active and past its end (expired);
 * or active and reaching shoppers. Only `status` is stored; the rest follows from the list's dates.
 */
export const PRICE_LIST_STANDINGS = ['draft', 'scheduled', 'active', 'expired'] as const
export type PriceListStanding = (typeof PRICE_LIST_STANDINGS)[number]
export const priceListStandingSchema = z.enum(PRICE_LIST_STANDINGS)

const date = z.coerce.date({ error: 'must be a date' })
const quantity = z.number().int('must be an integer').min(0, 'must be zero or greater')

/** One price of a list: for a variant, in a currency or in a region, in the currency's minor unit. */
export const priceListPrice = z.strictObject({
  id: z.string().min(1).optional(),
  region_id: z.string().min(1).optional(),
  currency_code: z
    .string()
    .regex(/^[a-zA-Z]{3}$/, 'must be a three-letter ISO 4217 code')
    .optional(),
  variant_id: z.string().min(1),
  amount: z
    .number()
    .int('must be an integer amount in the minor unit')
    .min(0, 'must be zero or greater')
    .max(Number.MAX_SAFE_INTEGER),
  min_quantity: quantity.nullable().optional(),
  max_quantity: quantity.nullable().optional(),
})
const priceListCreatePrice = priceListPrice.omit({ id: true })
const customerGroupRefs = z.array(z.strictObject({ id: z.string().min(1) }))

export const priceListCreateBody = z.strictObject({
  name: z.string().trim().min(1, 'is required'),
  description: z.string(),
  type: priceListType,
  status: priceListStatus.optional(),
  starts_at: date.nullable().optional(),
  ends_at: date.nullable().optional(),
  includes_tax: z.boolean().optional(),
  prices: z.array(priceListCreatePrice),
  customer_groups: customerGroupRefs.optional(),
})

export const priceListUpdateBody = z.strictObject({
  name: z.string().trim().min(1, 'is required').optional(),
  description: z.string().optional(),
  type: priceListType.optional(),
  status: priceListStatus.optional(),
  starts_at: date.nullable().optional(),
  ends_at: date.nullable().optional(),
  includes_tax: z.boolean().optional(),
  prices: z.array(priceListPrice).optional(),
  customer_groups: customerGroupRefs.optional(),
})

export const priceListPricesBatchBody = z.strictObject({
  prices: z.array(priceListPrice),
  override: z.boolean().optional(),
})
export const priceListPriceIdsBody = z.strictObject({ price_ids: z.array(z.string().min(1)) })
export const priceListProductIdsBody = z.strictObject({ product_ids: z.array(z.string().min(1)) })

export type PriceListPriceInput = z.infer<typeof priceListPrice>
export type PriceListCreateInput = z.infer<typeof priceListCreateBody>
export type PriceListUpdateInput = z.infer<typeof priceListUpdateBody>
