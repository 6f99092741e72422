import type { ReactNode } from 'react'

/**
 * A value the shop wrote (a title, a code, a name), isolated so that it keeps its own direction on a
 * right-to-left page: "Hammock (Large)" keeps its bracket at its end in Arabic. Other nodes pass through.
 */
export const shopWords = (value: ReactNode): ReactNode =>
  typeof value === 'string' ? <bdi>{value}</bdi> : value
