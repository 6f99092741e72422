import { ClientError, DEFAULT_ERROR_MESSAGE, getErrorMessage } from '@mercato/client'
import type { KNOWN_MESSAGES, MatchValues } from './server-message-table'

/** Any i18next `t`, whatever namespace it is bound to: the texts are read from `translation`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string

// The table of known wordings is fetched the first time a request fails, not with the dashboard.
let known: typeof KNOWN_MESSAGES | undefined
let loading: Promise<unknown> | undefined

/** Fetches the table of known messages once; settles (never rejects) when it is there or could not come. */
export function loadServerMessages(): Promise<unknown> {
  loading ??= import('./server-message-table').then(
    (m) => {
      known = m.KNOWN_MESSAGES
    },
    () => {
      loading = undefined
    },
  )
  return loading
}

/**
 * A failed request in the staff member's language: the common failures by status and, once the table
 * is loaded, the server's known refusals by wording; any other message as the server gives it.
 * `signIn` reads a 401 as wrong credentials rather than an expired session.
 */
export function serverMessage(t: Translate, error: unknown, signIn = false): string {
  const say = (key: string, values?: MatchValues) =>
    t(`serverErrors.${key}`, { ...values, ns: 'translation' })
  const status = error instanceof ClientError ? error.status : undefined
  if (status === 0) return say('network')
  if (status === 429) return say('tooManyRequests')
  const message = getErrorMessage(error)
  for (const [pattern, key, values] of known ?? []) {
    const match = pattern.exec(message)
    if (match) return say(key, values?.(match))
  }
  if (status === 401) return say(signIn ? 'signInFailed' : 'sessionExpired')
  if (status === 403) return say('forbidden')
  if ((status !== undefined && status >= 500) || message === DEFAULT_ERROR_MESSAGE) return say('server')
  return message
}

/** serverMessage once the table of known messages is loaded: for toasts. */
export async function describeError(t: Translate, error: unknown, signIn = false): Promise<string> {
  await loadServerMessages()
  return serverMessage(t, error, signIn)
}
