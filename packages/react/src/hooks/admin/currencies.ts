// Admin currencies: query keys and hooks.
import type {
  AdminCurrenciesListRes,
  AdminCurrenciesRes,
  AdminGetCurrenciesParams,
  AdminPostCurrenciesCurrencyReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminCurrencyKeys = queryKeysFactory('admin_currencies')

export function useAdminCurrencies(
  query?: AdminGetCurrenciesParams,
  options?: QueryOptions<AdminCurrenciesListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminCurrencyKeys.list(query), () => client.admin.currencies.list(query), options)
}

export function useAdminUpdateCurrency(
  code: string,
  options?: EnvelopeMutationOptions<AdminCurrenciesRes, AdminPostCurrenciesCurrencyReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostCurrenciesCurrencyReq) => client.admin.currencies.update(code, payload),
    [adminCurrencyKeys.lists()],
    options,
  )
}
