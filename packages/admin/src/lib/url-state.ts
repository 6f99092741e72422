import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/** A value written to the query string: lists repeat the key, empty values remove it. */
export type UrlValue = string | number | readonly string[] | null | undefined

/**
 * Reads and writes the query string of the current page. Every change is a new history entry, so the
 * back button undoes it and the URL can be shared. `set` leaves keys it is not given untouched.
 *
 *   const url = useUrlState()
 *   url.get('tab')                 // 'variants' | null
 *   url.getAll('status')           // ['draft', 'published']
 *   url.set({ tab: 'media', new: null })
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams()
  const set = useCallback(
    (changes: Record<string, UrlValue>, options: { replace?: boolean } = {}) =>
      setParams((current) => applyUrlChanges(current, changes), { replace: options.replace }),
    [setParams],
  )
  return {
    params,
    get: (key: string) => params.get(key),
    getAll: (key: string) => params.getAll(key),
    set,
  }
}

/** A copy of `params` with `changes` applied (pure, so it can be tested without a router). */
export function applyUrlChanges(params: URLSearchParams, changes: Record<string, UrlValue>): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [key, value] of Object.entries(changes)) {
    next.delete(key)
    const values = Array.isArray(value) ? value : [value]
    for (const v of values) {
      if (v !== null && v !== undefined && v !== '') next.append(key, String(v))
    }
  }
  return next
}
