// Admin store settings: query keys and hooks.
import type {
  AdminExtendedStoresRes,
  AdminPaymentProvidersList,
  AdminPostStoreReq,
  AdminStoresRes,
  AdminTaxProvidersList,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminStoreKeys = queryKeysFactory('admin_store')

/** The store, its feature flags and modules. */
export function useAdminStore(options?: QueryOptions<AdminExtendedStoresRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminStoreKeys.details(), () => client.admin.store.retrieve(), options)
}

export function useAdminStorePaymentProviders(options?: QueryOptions<AdminPaymentProvidersList>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminStoreKeys.all, 'payment_providers'],
    () => client.admin.store.listPaymentProviders(),
    options,
  )
}

export function useAdminStoreTaxProviders(options?: QueryOptions<AdminTaxProvidersList>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminStoreKeys.all, 'tax_providers'],
    () => client.admin.store.listTaxProviders(),
    options,
  )
}

export function useAdminUpdateStore(options?: EnvelopeMutationOptions<AdminStoresRes, AdminPostStoreReq>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostStoreReq) => client.admin.store.update(payload),
    [adminStoreKeys.all],
    options,
  )
}

export function useAdminAddStoreCurrency(options?: EnvelopeMutationOptions<AdminStoresRes, string>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (currencyCode: string) => client.admin.store.addCurrency(currencyCode),
    [adminStoreKeys.all],
    options,
  )
}

export function useAdminDeleteStoreCurrency(options?: EnvelopeMutationOptions<AdminStoresRes, string>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (currencyCode: string) => client.admin.store.deleteCurrency(currencyCode),
    [adminStoreKeys.all],
    options,
  )
}
