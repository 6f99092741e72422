import { useSyncExternalStore } from 'react'

/** Below Tailwind's `md` breakpoint: a phone, where lists keep to the columns that fit. */
const NARROW = '(max-width: 767.98px)'

const subscribe = (onChange: () => void) => {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {}
  const query = window.matchMedia(NARROW)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const narrowNow = () => typeof window !== 'undefined' && !!window.matchMedia?.(NARROW).matches

/**
 * Whether the screen is phone-narrow. Lists use it to move a left-out column's value under another
 * (rendering it once, where it is seen), rather than hiding copies with CSS.
 */
export const useNarrowScreen = () => useSyncExternalStore(subscribe, narrowNow, () => false)
