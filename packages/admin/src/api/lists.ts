import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { request } from './http'
import { queryKeys } from './keys'
import type { ListResponse } from './types'

export interface ListResource {
  /** API path under /admin, e.g. 'products'. */
  path: string
  /** Envelope key of the rows, e.g. 'products'. */
  key: string
  /** medusa-react query domain, e.g. 'admin_products', so mutations elsewhere invalidate these lists. */
  domain: string
}

export type Row = Record<string, unknown> & { id: string }

/** A page of any admin list (`{<key>: [...], count, offset, limit}`). */
export function useAdminList(resource: ListResource, query: Record<string, unknown>) {
  const result = useQuery({
    queryKey: queryKeys(resource.domain).list(query),
    queryFn: ({ signal }) => request<ListResponse>('GET', `/admin/${resource.path}`, { query, signal }),
    placeholderData: keepPreviousData,
  })
  const rows = (result.data?.[resource.key] as Row[] | undefined) ?? []
  return { ...result, rows, count: result.data?.count ?? 0 }
}
