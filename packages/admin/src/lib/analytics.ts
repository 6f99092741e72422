import type { AnalyticsConfig as ClientAnalyticsConfig } from '@mercato/client'

/** The saved usage-insights choice. */
export type AnalyticsConfig = Pick<ClientAnalyticsConfig, 'opt_out' | 'anonymize'>

export const ANALYTICS_FLAG = 'analytics'
export const OVERLAY_DELAY_MS = 1000

/** Analytics runs only with the feature flag on, a config saved, and the user not opted out. */
export const isAnalyticsActive = (flagOn: boolean, config: AnalyticsConfig | null | undefined) =>
  flagOn && !!config && !config.opt_out

/** The preferences screen is asked for on first sign-in: flag on, signed in, and no config yet. */
export const shouldAskPreferences = (
  flagOn: boolean,
  signedIn: boolean,
  config: AnalyticsConfig | null | undefined,
) => flagOn && signedIn && config === null

/** Overlay: at once while settings submit; while the config of a signed-in user is still loading. */
export function overlayState(input: {
  submitting: boolean
  flagOn: boolean
  signedIn: boolean
  configLoaded: boolean
}): { visible: boolean; delayMs: number } {
  if (input.submitting) return { visible: true, delayMs: 0 }
  // The delay keeps a fast config answer from flashing the overlay.
  if (input.flagOn && input.signedIn && !input.configLoaded)
    return { visible: true, delayMs: OVERLAY_DELAY_MS }
  return { visible: false, delayMs: OVERLAY_DELAY_MS }
}

export interface AnalyticsEvent {
  event: string
  properties?: Record<string, unknown>
}

export type Transport = (url: string, payload: string) => void

const beacon: Transport = (url, payload) => {
  if (typeof navigator !== 'undefined' && navigator.sendBeacon) navigator.sendBeacon(url, payload)
  else void fetch(url, { method: 'POST', body: payload, keepalive: true }).catch(() => undefined)
}

/**
 * Sends events to the collector only when one is configured and analytics is active;
 * the email is dropped when the user chose to stay anonymous.
 */
export function createTracker(opts: {
  url: string | undefined
  active: boolean
  anonymize: boolean
  userId?: string
  transport?: Transport
}) {
  const send = opts.transport ?? beacon
  const post = (body: Record<string, unknown>) => {
    if (!opts.url || !opts.active) return false
    send(opts.url, JSON.stringify({ ...body, user_id: opts.userId, timestamp: new Date().toISOString() }))
    return true
  }
  return {
    track: (event: string, properties?: Record<string, unknown>) => post({ event, properties }),
    trackUserEmail: (email: string | undefined) =>
      !opts.anonymize && !!email && post({ event: 'identify', properties: { email } }),
  }
}
