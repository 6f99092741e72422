// Labels for the home page's figures, in the active language.
import type { StoreOverview } from '@mercato/client'

export const PERIODS = ['today', 'last_7_days', 'last_30_days'] as const
export type Period = (typeof PERIODS)[number]

export const isPeriod = (value: string | null): value is Period =>
  (PERIODS as readonly string[]).includes(value ?? '')

/** A YYYY-MM-DD calendar date as a short day label ("12 Mar"); the date carries no zone of its own. */
export function formatDay(date: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const at = new Date(`${date}T00:00:00Z`)
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    day: 'numeric',
    month: style === 'short' ? 'short' : 'long',
    ...(style === 'long' ? { weekday: 'long' } : {}),
  }).format(at)
}

/** The browser's time zone, so "today" is the viewer's day. */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}

export type OverviewCurrency = StoreOverview['currencies'][number]
