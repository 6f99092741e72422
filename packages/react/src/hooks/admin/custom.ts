// Hooks for admin routes the typed resources do not cover (plugins, extensions).
import type { ClientError, MercatoResponse } from '@mercato/client'
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { useMercato } from '../../provider'
import { type MutationOptions, useInvalidatingMutation } from '../utils'
import { adminCustomerGroupKeys } from './customer-groups'
import { adminCustomerKeys } from './customers'
import { adminDiscountKeys } from './discounts'
import { adminGiftCardKeys } from './gift-cards'
import { adminOrderKeys } from './orders'
import { adminPriceListKeys } from './price-lists'
import { adminProductKeys } from './products'

/** Built-in caches a custom write may touch; each one named here is refreshed after it succeeds. */
export interface RelatedDomains {
  product?: boolean
  customer?: boolean
  customerGroup?: boolean
  order?: boolean
  discount?: boolean
  giftCard?: boolean
  priceList?: boolean
}

const DOMAIN_KEYS: Record<keyof RelatedDomains, QueryKey> = {
  product: adminProductKeys.all,
  customer: adminCustomerKeys.all,
  customerGroup: adminCustomerGroupKeys.all,
  order: adminOrderKeys.all,
  discount: adminDiscountKeys.all,
  giftCard: adminGiftCardKeys.all,
  priceList: adminPriceListKeys.all,
}

function keysFor(queryKey: QueryKey, related?: RelatedDomains): QueryKey[] {
  const domains = Object.entries(related ?? {}).filter(([, on]) => on)
  return [queryKey, ...domains.map(([name]) => DOMAIN_KEYS[name as keyof RelatedDomains])]
}

/** Unlike the typed queries this returns `{ data, ...rest }`, as medusa-react does. */
export function useAdminCustomQuery<TQuery extends object = Record<string, unknown>, TResponse = unknown>(
  path: string,
  queryKey: QueryKey,
  query?: TQuery,
  options?: Omit<UseQueryOptions<MercatoResponse<TResponse>, ClientError>, 'queryKey' | 'queryFn'>,
) {
  const { client } = useMercato()
  return useQuery({
    ...options,
    queryKey: [...queryKey, { path, query }],
    queryFn: () => client.admin.custom.get<TQuery, TResponse>(path, query),
  })
}

export function useAdminCustomPost<TPayload extends object = Record<string, unknown>, TResponse = unknown>(
  path: string,
  queryKey: QueryKey,
  relatedDomains?: RelatedDomains,
  options?: MutationOptions<MercatoResponse<TResponse>, TPayload>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: TPayload) => client.admin.custom.post<TPayload, TResponse>(path, payload),
    keysFor(queryKey, relatedDomains),
    options,
  )
}

export function useAdminCustomDelete<TResponse = unknown>(
  path: string,
  queryKey: QueryKey,
  relatedDomains?: RelatedDomains,
  options?: MutationOptions<MercatoResponse<TResponse>, void>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.custom.delete<TResponse>(path),
    keysFor(queryKey, relatedDomains),
    options,
  )
}
