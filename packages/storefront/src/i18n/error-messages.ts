import type { TranslateValues } from './messages'

/** A wording the API answers with, its text's key, and the values the text takes from the wording. */
export type KnownMessage = readonly [
  RegExp,
  string,
  ((match: RegExpExecArray, amount: MajorAmount) => TranslateValues)?,
]

/**
 * Formats an amount the API wrote in major units. Handed in by the caller rather than imported, so this
 * table imports nothing and the bundler leaves the money helpers in the chunk every page loads.
 */
export type MajorAmount = (amount: number, currency: string) => string

/**
 * The API's messages a shopper can meet, known by their wording: the wire contract gives these no code
 * of their own (Medusa v1's texts), and the storefront speaks 21 languages.
 */
export const KNOWN_MESSAGES: ReadonlyArray<KnownMessage> = [
  [/^(Discount with code \S+|Gift card with code: \S+) was not found$/, 'codeNotFound'],
  [/^Discount \S+ has been used maximum allowed times$/, 'codeUsedUp'],
  [/^Discount \S+ is not valid yet$/, 'codeNotYet'],
  [/^Discount \S+ is expired$|^The gift card has expired$/, 'codeExpired'],
  [/^The discount code \S+ is disabled$|^The gift card is disabled$/, 'codeDisabled'],
  [/^Discount \S+ is only valid for specific customer$/, 'codeSignIn'],
  [
    /^The discount is not available in current region$|^The gift card cannot be used in the current region$/,
    'codeRegion',
  ],
  [/^Discount \S+ is not valid for customer$/, 'codeCustomer'],
  [/^The gift card has no balance left$/, 'giftCardNoBalance'],
  [
    /^Discount \S+ requires a cart subtotal of at least (\d+(?:\.\d+)?) ([A-Z]{3})$/,
    'codeMinimumSubtotal',
    (m, majorAmount) => ({ amount: majorAmount(Number(m[1]), m[2]!) }),
  ],
  [
    /^Discount \S+ requires at least (\d+) items in the cart$/,
    'codeMinimumItems',
    (m) => ({ count: Number(m[1]) }),
  ],
  // A minimum that counts only the items the code applies to (by its conditions), not the whole cart.
  [
    /^Discount \S+ requires a subtotal of at least (\d+(?:\.\d+)?) ([A-Z]{3}) from the items it applies to$/,
    'codeMinimumEligibleSubtotal',
    (m, majorAmount) => ({ amount: majorAmount(Number(m[1]), m[2]!) }),
  ],
  [
    /^Discount \S+ requires at least (\d+) items it applies to in the cart$/,
    'codeMinimumEligibleItems',
    (m) => ({ count: Number(m[1]) }),
  ],
  // The payment provider refused the payment when the order was placed.
  [/^Cart payment not authorized$/, 'paymentDeclined'],
  [/^Invalid or expired password reset token$/, 'resetLink'],
  [/^email: Invalid email address$/, 'emailInvalid'],
  [/^A customer with the (given )?email .*already (has an account|exists)/, 'emailTaken'],
  // Sign-up and password reset: the rule, in the shopper's language.
  [
    /^(?:new_)?password must be at least (\d+) characters long$/i,
    'passwordTooShort',
    (m) => ({ count: Number(m[1]) }),
  ],
]
