// Admin customer groups: query keys and hooks.
import type {
  AdminCustomerGroupsDeleteRes,
  AdminCustomerGroupsListRes,
  AdminCustomerGroupsRes,
  AdminCustomersListRes,
  AdminDeleteCustomerGroupsGroupCustomerBatchReq,
  AdminGetCustomerGroupsGroupParams,
  AdminGetCustomerGroupsParams,
  AdminGetCustomersParams,
  AdminPostCustomerGroupsGroupCustomersBatchReq,
  AdminPostCustomerGroupsGroupReq,
  AdminPostCustomerGroupsReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'
import { adminCustomerKeys } from './customers'

export const adminCustomerGroupKeys = queryKeysFactory('admin_customer_groups')

export function useAdminCustomerGroups(
  query?: AdminGetCustomerGroupsParams,
  options?: QueryOptions<AdminCustomerGroupsListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminCustomerGroupKeys.list(query),
    () => client.admin.customerGroups.list(query),
    options,
  )
}

export function useAdminCustomerGroup(
  id: string,
  query?: AdminGetCustomerGroupsGroupParams,
  options?: QueryOptions<AdminCustomerGroupsRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminCustomerGroupKeys.detail(id, query),
    () => client.admin.customerGroups.retrieve(id, query),
    options,
  )
}

export function useAdminCreateCustomerGroup(
  options?: EnvelopeMutationOptions<AdminCustomerGroupsRes, AdminPostCustomerGroupsReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostCustomerGroupsReq) => client.admin.customerGroups.create(payload),
    [adminCustomerGroupKeys.lists()],
    options,
  )
}

export function useAdminUpdateCustomerGroup(
  id: string,
  options?: EnvelopeMutationOptions<AdminCustomerGroupsRes, AdminPostCustomerGroupsGroupReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostCustomerGroupsGroupReq) => client.admin.customerGroups.update(id, payload),
    [adminCustomerGroupKeys.lists(), adminCustomerGroupKeys.detail(id)],
    options,
  )
}

export function useAdminDeleteCustomerGroup(
  id: string,
  options?: EnvelopeMutationOptions<AdminCustomerGroupsDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.customerGroups.delete(id),
    [adminCustomerGroupKeys.lists(), adminCustomerGroupKeys.detail(id)],
    options,
  )
}

export function useAdminCustomerGroupCustomers(
  id: string,
  query?: AdminGetCustomersParams,
  options?: QueryOptions<AdminCustomersListRes>,
) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    [...adminCustomerGroupKeys.detail(id), 'customers', { query }],
    () => client.admin.customerGroups.listCustomers(id, query),
    options,
  )
}

export function useAdminAddCustomersToCustomerGroup(
  id: string,
  options?: EnvelopeMutationOptions<AdminCustomerGroupsRes, AdminPostCustomerGroupsGroupCustomersBatchReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostCustomerGroupsGroupCustomersBatchReq) =>
      client.admin.customerGroups.addCustomers(id, payload),
    [adminCustomerGroupKeys.lists(), adminCustomerGroupKeys.detail(id), adminCustomerKeys.all],
    options,
  )
}

export function useAdminRemoveCustomersFromCustomerGroup(
  id: string,
  options?: EnvelopeMutationOptions<AdminCustomerGroupsRes, AdminDeleteCustomerGroupsGroupCustomerBatchReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminDeleteCustomerGroupsGroupCustomerBatchReq) =>
      client.admin.customerGroups.removeCustomers(id, payload),
    [adminCustomerGroupKeys.lists(), adminCustomerGroupKeys.detail(id), adminCustomerKeys.all],
    options,
  )
}
