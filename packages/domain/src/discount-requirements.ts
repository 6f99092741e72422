import { z } from 'zod'
import { type MercatoError, notAllowed } from './errors'
import { isZeroDecimal } from './money'

// A discount's minimum requirement: a subtotal per currency, or a number of items. Medusa v1 has no
// such field; Mercato keeps it in the rule's metadata (`rule.metadata.requirement`), which dynamic
// codes share with their template. A cart that does not reach it cannot take the code, and loses the
// code when it falls below it.

const currencyCode = z.string().regex(/^[a-z]{3}$/, 'must be a three-letter currency code in lower case')
const positiveMinor = z
  .number()
  .int('must be a positive integer (minor units)')
  .positive('must be a positive integer (minor units)')

export const discountRequirementSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subtotal'),
    /** The least cart subtotal (before discounts), in minor units, per currency. */
    amounts: z
      .record(currencyCode, positiveMinor)
      .refine((a) => Object.keys(a).length > 0, 'must name at least one currency'),
  }),
  z.strictObject({
    type: z.literal('quantity'),
    /** The least number of items (the sum of line item quantities). */
    quantity: z.number().int('must be a positive integer').positive('must be a positive integer'),
  }),
])
export type DiscountRequirement = z.infer<typeof discountRequirementSchema>

/** What a cart brings to a requirement. */
export interface RequirementCart {
  currency_code: string
  /** Items' subtotal before discounts, in minor units. */
  subtotal: number
  /** Sum of the items' quantities. */
  quantity: number
}

/** The requirement kept in a rule's metadata, if it is a valid one. */
export function requirementOf(
  ruleMetadata: Record<string, unknown> | null | undefined,
): DiscountRequirement | null {
  const parsed = discountRequirementSchema.safeParse(ruleMetadata?.requirement)
  return parsed.success ? parsed.data : null
}

/**
 * How far the cart is from the requirement: the missing subtotal (minor units) or items; null when
 * it is met, or when the requirement names no amount in the cart's currency.
 */
export function requirementShortfall(
  requirement: DiscountRequirement | null,
  cart: RequirementCart,
): { type: 'subtotal'; missing: number; minimum: number } | { type: 'quantity'; missing: number } | null {
  if (!requirement) return null
  if (requirement.type === 'quantity') {
    const missing = requirement.quantity - cart.quantity
    return missing > 0 ? { type: 'quantity', missing } : null
  }
  const minimum = requirement.amounts[cart.currency_code.toLowerCase()]
  if (minimum === undefined) return null
  const missing = minimum - cart.subtotal
  return missing > 0 ? { type: 'subtotal', missing, minimum } : null
}

/** The refusal of a code whose requirement the cart does not reach, or null. */
export function requirementError(
  code: string,
  requirement: DiscountRequirement | null,
  cart: RequirementCart,
): MercatoError | null {
  const short = requirementShortfall(requirement, cart)
  if (!short) return null
  if (short.type === 'quantity')
    return notAllowed(`Discount ${code} requires at least ${short.missing + cart.quantity} items in the cart`)
  const currency = cart.currency_code.toUpperCase()
  const minimum = isZeroDecimal(currency) ? String(short.minimum) : (short.minimum / 100).toFixed(2)
  return notAllowed(`Discount ${code} requires a cart subtotal of at least ${minimum} ${currency}`)
}
