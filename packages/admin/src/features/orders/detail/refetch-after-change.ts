import { useEffect, useRef } from 'react'

/**
 * How long after an order changes its e-mails are looked for again (ms). The server sends them from
 * event handlers that run after it has answered, so the first look is not at once; the later ones
 * catch a slow mail server or an event queue.
 */
export const FOLLOW_UP_DELAYS = [500, 1500, 4000, 10_000] as const

/**
 * Calls `refetch` a few times after `changed` takes a new value (not on the first render): for what
 * the server writes a moment after the change it answered for.
 */
export function useRefetchAfterChange(
  changed: unknown,
  refetch: () => unknown,
  delays: readonly number[] = FOLLOW_UP_DELAYS,
) {
  // Compared with the first value rather than flagged on the first run, so that React's repeated
  // effects in development do not count as a change.
  const initial = useRef(changed)
  const latest = useRef(refetch)
  latest.current = refetch
  useEffect(() => {
    if (changed === initial.current) return
    const timers = delays.map((ms) => setTimeout(() => latest.current(), ms))
    return () => {
      for (const timer of timers) clearTimeout(timer)
    }
  }, [changed, delays])
}
