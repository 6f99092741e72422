// The store overview behind the dashboard home page.
import { type AdminGetOverviewParams, type AdminOverviewRes, AdminOverviewResource } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import { type QueryOptions, useEnvelopeQuery } from '../utils'

export const adminOverviewKeys = queryKeysFactory('admin_overview')

export function useAdminOverview(query?: AdminGetOverviewParams, options?: QueryOptions<AdminOverviewRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminOverviewKeys.detail('store', query),
    () => new AdminOverviewResource(client.client).retrieve(query),
    options,
  )
}
