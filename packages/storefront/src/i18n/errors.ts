import { ClientError, DEFAULT_ERROR_MESSAGE, getErrorMessage } from '@mercato/client/store'
import { formatMoney, toMinorUnits } from '@mercato/domain'
import type { Translate, TranslateValues } from './messages'

/**
 * The API's messages a shopper can meet, known by their wording: the wire contract gives these no code
 * of their own (Medusa v1's texts), and the storefront speaks 21 languages.
 */
const KNOWN_MESSAGES: ReadonlyArray<
  readonly [RegExp, string, ((match: RegExpExecArray) => TranslateValues)?]
> = [
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
    (m) => ({ amount: majorAmount(Number(m[1]), m[2]!) }),
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
    (m) => ({ amount: majorAmount(Number(m[1]), m[2]!) }),
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

/** An amount the API wrote in major units ("50.00 USD"), in the storefront's format for amounts. */
function majorAmount(amount: number, currency: string): string {
  try {
    return formatMoney(toMinorUnits(amount, currency), currency)
  } catch {
    return `${amount} ${currency}`
  }
}

/**
 * What to tell a shopper about a failed request, in their language: the common failures (no connection,
 * too many attempts, too little stock, a server fault) and the API's known messages in words of their
 * own; any other message as the API gives it, after a lead-in in the shopper's language.
 */
export function errorText(t: Translate, error: unknown): string {
  const status = error instanceof ClientError ? error.status : undefined
  if (status === 0) return t('common.errors.network')
  if (status === 429) return t('common.errors.tooManyAttempts')
  if (error instanceof ClientError && error.code === 'insufficient_inventory')
    return t('common.errors.outOfStock')
  const message = getErrorMessage(error)
  for (const [pattern, key, values] of KNOWN_MESSAGES) {
    const match = pattern.exec(message)
    if (match) return t(`common.errors.${key}`, values?.(match))
  }
  if (status !== undefined && status >= 500) return t('common.errors.server')
  if (message === DEFAULT_ERROR_MESSAGE || !(error instanceof ClientError)) return t('common.errors.unknown')
  return t('common.errors.detail', { message })
}
