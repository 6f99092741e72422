import { QueryClient } from '@tanstack/react-query'

/** Data-fetching defaults of SPEC §7: no refetch on focus, 90 s stale time, one retry. */
export const QUERY_DEFAULTS = { refetchOnWindowFocus: false, staleTime: 90_000, retry: 1 } as const

export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { ...QUERY_DEFAULTS } } })
