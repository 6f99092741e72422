// What the guest-order claim tells the shopper about a failed step, kept apart from the React parts so
// it can be tested without a browser.
import { ClientError, getErrorMessage } from '@mercato/client/store'
import { errorText } from '../i18n/errors'
import type { Translate } from '../i18n/messages'

/** Requesting the link: an order already on an account is refused (400) and said so in words. */
export function claimRequestError(t: Translate, error: unknown, number: number): string {
  if (
    error instanceof ClientError &&
    error.status === 400 &&
    /already associated with a customer account/.test(getErrorMessage(error))
  )
    return t('account.claim.alreadyClaimed', { number })
  return errorText(t, error)
}

/**
 * Confirming: the server answers 400 to a token that is forged, expired (15 minutes) or for an account
 * that is gone; the shopper can only ask again. Other failures (no connection) say what they are.
 */
export function claimConfirmError(t: Translate, error: unknown): string {
  return error instanceof ClientError && error.status === 400
    ? t('account.claim.invalidLink')
    : errorText(t, error)
}

/** "#1042", "1042" or " 1042 " → 1042; anything else is no order number. */
export function orderNumber(text: string): number | null {
  const digits = text.trim().replace(/^#/, '')
  return /^\d+$/.test(digits) ? Number(digits) : null
}
