import { z } from 'zod'
import { contractRetrieveQuery } from '../../http/contract-relations'
import { addressPayload, metadata } from '../customers/schemas'

export const cartParams = z.strictObject({ id: z.string().min(1) })
export const lineParams = z.strictObject({ id: z.string().min(1), line_id: z.string().min(1) })
export const codeParams = z.strictObject({ id: z.string().min(1), code: z.string().min(1) })
export const providerParams = z.strictObject({ id: z.string().min(1), provider_id: z.string().min(1) })

/** `expand`/`fields` are accepted on cart routes; carts always answer with their default relations. */
/** `expand` names any relation of a cart (the answer is always the full cart, as the contract's defaults). */
export const cartQuery = contractRetrieveQuery('cart')

const quantity = z.number({ error: 'must be a number' }).int('must be an integer')
const countryCode = z.string().regex(/^[a-zA-Z]{2}$/, 'must be a two-letter ISO 3166 code')
const context = z.record(z.string(), z.unknown())

export const createCartBody = z.strictObject({
  region_id: z.string().min(1).optional(),
  sales_channel_id: z.string().min(1).optional(),
  country_code: countryCode.optional(),
  items: z
    .array(z.strictObject({ variant_id: z.string().min(1), quantity: quantity.min(1, 'must be at least 1') }))
    .optional(),
  context: context.optional(),
})

const address = z.union([addressPayload, z.string().min(1)])
const codes = z.array(z.strictObject({ code: z.string().min(1) }))

export const updateCartBody = z.strictObject({
  region_id: z.string().min(1).optional(),
  country_code: countryCode.optional(),
  email: z.email().optional(),
  sales_channel_id: z.string().min(1).optional(),
  billing_address: address.optional(),
  shipping_address: address.optional(),
  gift_cards: codes.optional(),
  discounts: codes.optional(),
  customer_id: z.string().min(1).optional(),
  context: context.optional(),
})

export const addLineItemBody = z.strictObject({
  variant_id: z.string().min(1),
  quantity: quantity.min(1, 'must be at least 1'),
  metadata: metadata.optional(),
})

export const updateLineItemBody = z.strictObject({
  quantity: quantity.min(0, 'must not be negative'),
  metadata: metadata.optional(),
})

export const shippingMethodBody = z.strictObject({
  option_id: z.string().min(1),
  data: z.record(z.string(), z.unknown()).optional(),
})
