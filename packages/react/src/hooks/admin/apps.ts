// Admin OAuth apps (Mercato addition): query keys and hooks.
import type { AdminAppsListRes, AdminAppsRes, AdminPostAppsReq } from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminAppKeys = queryKeysFactory('admin_apps')

export function useAdminApps(options?: QueryOptions<AdminAppsListRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(adminAppKeys.list(), () => client.admin.apps.list(), options)
}

export function useAdminAuthorizeApp(options?: EnvelopeMutationOptions<AdminAppsRes, AdminPostAppsReq>) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostAppsReq) => client.admin.apps.authorize(payload),
    [adminAppKeys.all],
    options,
  )
}
