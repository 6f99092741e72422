import { ClientError, DEFAULT_ERROR_MESSAGE, getErrorMessage } from '@mercato/client/store'
import { formatMoney, toMinorUnits } from '@mercato/domain'
import type { KnownMessage } from './error-messages'
import type { Translate } from './messages'

// The API's known wordings (./error-messages) stay out of the page's first scripts: only a refused
// request needs them, so they are fetched when the first answer that is not ok arrives, before the
// client turns it into an error (see `loadingErrorMessages`). Status-based texts need no table.
let known: ReadonlyArray<KnownMessage> | undefined
let loading: Promise<void> | undefined

/** Fetches the table of known messages once; settles (never rejects) when it is there or could not come. */
export function loadErrorMessages(): Promise<void> {
  loading ??= import('./error-messages').then(
    (m) => {
      known = m.KNOWN_MESSAGES
    },
    () => {
      // A later failure tries again; until then the API's own wording is shown.
      loading = undefined
    },
  )
  return loading
}

/** An amount the API wrote in major units ("50.00 USD"), in the storefront's format for amounts. */
function majorAmount(amount: number, currency: string): string {
  try {
    return formatMoney(toMinorUnits(amount, currency), currency)
  } catch {
    return `${amount} ${currency}`
  }
}

/**
 * A fetch that, on the first answer that is not ok, waits for the table of known messages before
 * handing the answer on, so the error built from it is worded in the shopper's language at once.
 */
export function loadingErrorMessages(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const res = await fetchImpl(input, init)
    if (!res.ok && !known) await loadErrorMessages()
    return res
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
  for (const [pattern, key, values] of known ?? []) {
    const match = pattern.exec(message)
    if (match) return t(`common.errors.${key}`, values?.(match, majorAmount))
  }
  if (status !== undefined && status >= 500) return t('common.errors.server')
  if (message === DEFAULT_ERROR_MESSAGE || !(error instanceof ClientError)) return t('common.errors.unknown')
  return t('common.errors.detail', { message })
}
