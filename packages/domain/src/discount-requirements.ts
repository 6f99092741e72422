import { z } from 'zod'
import { type ConditionLike, type DiscountLineItem, itemIsEligible } from './discounts'
import { type MercatoError, notAllowed } from './errors'
import { isZeroDecimal } from './money'

// A discount's minimum requirement: a subtotal per currency, or a number of items. Medusa v1 has no
// such field; Mercato keeps it in the rule's metadata (`rule.metadata.requirement`), which dynamic
// codes share with their template. A cart that does not reach it cannot take the code, and loses the
// code when it falls below it.
//
// Its `scope` says which items count: 'cart' (the default, so requirements stored before scopes keep
// their meaning) or 'eligible_items', only the items the discount applies to by its conditions.

const currencyCode = z.string().regex(/^[a-z]{3}$/, 'must be a three-letter currency code in lower case')
const positiveMinor = z
  .number()
  .int('must be a positive integer (minor units)')
  .positive('must be a positive integer (minor units)')

export const REQUIREMENT_SCOPES = ['cart', 'eligible_items'] as const
export type RequirementScope = (typeof REQUIREMENT_SCOPES)[number]
// Optional, and not defaulted on parse: a stored requirement reads back exactly as it was written.
const scope = z.enum(REQUIREMENT_SCOPES, { error: "must be 'cart' or 'eligible_items'" }).optional()

export const discountRequirementSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('subtotal'),
    /** The least cart subtotal (before discounts), in minor units, per currency. */
    amounts: z
      .record(currencyCode, positiveMinor)
      .refine((a) => Object.keys(a).length > 0, 'must name at least one currency'),
    /** Which items count; absent means 'cart'. */
    scope,
  }),
  z.strictObject({
    type: z.literal('quantity'),
    /** The least number of items (the sum of line item quantities). */
    quantity: z.number().int('must be a positive integer').positive('must be a positive integer'),
    /** Which items count; absent means 'cart'. */
    scope,
  }),
])
export type DiscountRequirement = z.infer<typeof discountRequirementSchema>

/** A subtotal and a number of items, over the whole cart or over some of its items. */
export interface RequirementFigures {
  /** Items' subtotal before discounts, in minor units. */
  subtotal: number
  /** Sum of the items' quantities. */
  quantity: number
}

/** What a cart brings to a requirement. */
export interface RequirementCart extends RequirementFigures {
  currency_code: string
  /**
   * The same figures over only the items the discount applies to, for an 'eligible_items' scope.
   * Absent: every item is eligible (a discount without item conditions).
   */
  eligible?: RequirementFigures
}

/** The subtotal and quantity of the items a discount applies to, by the rule its adjustments use. */
export function eligibleFigures(
  conditions: readonly ConditionLike[],
  items: readonly DiscountLineItem[],
): RequirementFigures {
  const eligible = items.filter((i) => itemIsEligible(conditions, i))
  return {
    subtotal: eligible.reduce((sum, i) => sum + i.subtotal, 0),
    quantity: eligible.reduce((sum, i) => sum + i.quantity, 0),
  }
}

/** Which items a requirement counts: 'cart' unless it says otherwise. */
export const requirementScope = (requirement: DiscountRequirement): RequirementScope =>
  requirement.scope ?? 'cart'

/** The figures a requirement is compared with, picked by its scope. */
function figuresFor(requirement: DiscountRequirement, cart: RequirementCart): RequirementFigures {
  return requirementScope(requirement) === 'eligible_items' ? (cart.eligible ?? cart) : cart
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
  const figures = figuresFor(requirement, cart)
  if (requirement.type === 'quantity') {
    const missing = requirement.quantity - figures.quantity
    return missing > 0 ? { type: 'quantity', missing } : null
  }
  const minimum = requirement.amounts[cart.currency_code.toLowerCase()]
  if (minimum === undefined) return null
  const missing = minimum - figures.subtotal
  return missing > 0 ? { type: 'subtotal', missing, minimum } : null
}

/** The refusal of a code whose requirement the cart does not reach, or null. */
export function requirementError(
  code: string,
  requirement: DiscountRequirement | null,
  cart: RequirementCart,
): MercatoError | null {
  const short = requirementShortfall(requirement, cart)
  if (!requirement || !short) return null
  // The cart-scope wording predates scopes and the storefront matches it: it must not change.
  const eligible = requirementScope(requirement) === 'eligible_items'
  if (short.type === 'quantity') {
    const least = short.missing + figuresFor(requirement, cart).quantity
    return notAllowed(
      eligible
        ? `Discount ${code} requires at least ${least} items it applies to in the cart`
        : `Discount ${code} requires at least ${least} items in the cart`,
    )
  }
  const currency = cart.currency_code.toUpperCase()
  const minimum = isZeroDecimal(currency) ? String(short.minimum) : (short.minimum / 100).toFixed(2)
  return notAllowed(
    eligible
      ? `Discount ${code} requires a subtotal of at least ${minimum} ${currency} from the items it applies to`
      : `Discount ${code} requires a cart subtotal of at least ${minimum} ${currency}`,
  )
}
