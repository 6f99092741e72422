import { useQuery } from '@tanstack/react-query'
import { request } from './http'
import { storeKeys } from './keys'
import type { Store } from './types'

export function useAdminStore(options: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: storeKeys.details(),
    queryFn: async () => (await request<{ store: Store }>('GET', '/admin/store')).store,
    enabled: options.enabled ?? true,
  })
  return { ...query, store: query.data }
}
