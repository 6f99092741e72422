// Admin tax rates: query keys and hooks.
import type {
  AdminDeleteTaxRatesTaxRateProductTypesReq,
  AdminDeleteTaxRatesTaxRateProductsReq,
  AdminDeleteTaxRatesTaxRateShippingOptionsReq,
  AdminGetTaxRatesParams,
  AdminGetTaxRatesTaxRateParams,
  AdminPostTaxRatesReq,
  AdminPostTaxRatesTaxRateProductTypesReq,
  AdminPostTaxRatesTaxRateProductsReq,
  AdminPostTaxRatesTaxRateReq,
  AdminPostTaxRatesTaxRateShippingOptionsReq,
  AdminTaxRatesDeleteRes,
  AdminTaxRatesListRes,
  AdminTaxRatesRes,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminTaxRateKeys = queryKeysFactory('admin_tax_rates')

export function useAdminTaxRates(
  query?: AdminGetTaxRatesParams,
  options?: QueryOptions<AdminTaxRatesListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminTaxRateKeys.list(query), () => client.admin.taxRates.list(query), options)
}

export function useAdminTaxRate(
  id: string,
  query?: AdminGetTaxRatesTaxRateParams,
  options?: QueryOptions<AdminTaxRatesRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminTaxRateKeys.detail(id, query),
    () => client.admin.taxRates.retrieve(id, query),
    options,
  )
}

export function useAdminCreateTaxRate(
  options?: EnvelopeMutationOptions<AdminTaxRatesRes, AdminPostTaxRatesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostTaxRatesReq) => client.admin.taxRates.create(payload),
    [adminTaxRateKeys.lists()],
    options,
  )
}

export function useAdminUpdateTaxRate(
  id: string,
  options?: EnvelopeMutationOptions<AdminTaxRatesRes, AdminPostTaxRatesTaxRateReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostTaxRatesTaxRateReq) => client.admin.taxRates.update(id, payload),
    [adminTaxRateKeys.lists(), adminTaxRateKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteTaxRate(id: string, options?: EnvelopeMutationOptions<AdminTaxRatesDeleteRes>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.taxRates.delete(id),
    [adminTaxRateKeys.lists(), adminTaxRateKeys.detail(id)],
    options,
  )
}

export function useAdminCreateProductTaxRates(
  id: string,
  options?: EnvelopeMutationOptions<AdminTaxRatesRes, AdminPostTaxRatesTaxRateProductsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostTaxRatesTaxRateProductsReq) => client.admin.taxRates.addProducts(id, payload),
    [adminTaxRateKeys.lists(), adminTaxRateKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteProductTaxRates(
  id: string,
  options?: EnvelopeMutationOptions<AdminTaxRatesRes, AdminDeleteTaxRatesTaxRateProductsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeleteTaxRatesTaxRateProductsReq) => client.admin.taxRates.removeProducts(id, payload),
    [adminTaxRateKeys.lists(), adminTaxRateKeys.detail(id)],
    options,
  )
}

export function useAdminCreateProductTypeTaxRates(
  id: string,
  options?: EnvelopeMutationOptions<AdminTaxRatesRes, AdminPostTaxRatesTaxRateProductTypesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostTaxRatesTaxRateProductTypesReq) => client.admin.taxRates.addProductTypes(id, payload),
    [adminTaxRateKeys.lists(), adminTaxRateKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteProductTypeTaxRates(
  id: string,
  options?: EnvelopeMutationOptions<AdminTaxRatesRes, AdminDeleteTaxRatesTaxRateProductTypesReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeleteTaxRatesTaxRateProductTypesReq) =>
      client.admin.taxRates.removeProductTypes(id, payload),
    [adminTaxRateKeys.lists(), adminTaxRateKeys.detail(id)],
    options,
  )
}

export function useAdminCreateShippingTaxRates(
  id: string,
  options?: EnvelopeMutationOptions<AdminTaxRatesRes, AdminPostTaxRatesTaxRateShippingOptionsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostTaxRatesTaxRateShippingOptionsReq) =>
      client.admin.taxRates.addShippingOptions(id, payload),
    [adminTaxRateKeys.lists(), adminTaxRateKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteShippingTaxRates(
  id: string,
  options?: EnvelopeMutationOptions<AdminTaxRatesRes, AdminDeleteTaxRatesTaxRateShippingOptionsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeleteTaxRatesTaxRateShippingOptionsReq) =>
      client.admin.taxRates.removeShippingOptions(id, payload),
    [adminTaxRateKeys.lists(), adminTaxRateKeys.detail(id)],
    options,
  )
}
