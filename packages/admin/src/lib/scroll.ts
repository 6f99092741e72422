import type { Location } from 'react-router'

/** Scroll positions are remembered per path (not per history entry), in session storage. */
export const scrollKey = (location: Pick<Location, 'pathname'>) => location.pathname
