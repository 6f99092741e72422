// Admin analytics preferences (SPEC §7): query keys and hooks.
import type {
  AdminAnalyticsConfigDeleteRes,
  AdminAnalyticsConfigRes,
  AdminPostAnalyticsConfigReq,
  AdminPostAnalyticsConfigUpdateReq,
} from '@mercato/client'
import { useMercato } from '../../provider'
import { queryKeysFactory } from '../../query-keys'
import {
  type EnvelopeMutationOptions,
  type QueryOptions,
  useEnvelopeQuery,
  useInvalidatingMutation,
} from '../utils'

export const adminAnalyticsConfigKeys = queryKeysFactory('admin_analytics_config')

/** The signed-in user's analytics preferences. Not retried: a 404 just means "not chosen yet". */
export function useAdminAnalyticsConfig(options?: QueryOptions<AdminAnalyticsConfigRes>) {
  const { client } = useMercato()
  return useEnvelopeQuery(
    adminAnalyticsConfigKeys.details(),
    () => client.admin.analyticsConfigs.retrieve(),
    { retry: false, ...options },
  )
}

export function useAdminCreateAnalyticsConfig(
  options?: EnvelopeMutationOptions<AdminAnalyticsConfigRes, AdminPostAnalyticsConfigReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostAnalyticsConfigReq) => client.admin.analyticsConfigs.create(payload),
    [adminAnalyticsConfigKeys.all],
    options,
  )
}

export function useAdminUpdateAnalyticsConfig(
  options?: EnvelopeMutationOptions<AdminAnalyticsConfigRes, AdminPostAnalyticsConfigUpdateReq>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    (payload: AdminPostAnalyticsConfigUpdateReq) => client.admin.analyticsConfigs.update(payload),
    [adminAnalyticsConfigKeys.all],
    options,
  )
}

export function useAdminDeleteAnalyticsConfig(
  options?: EnvelopeMutationOptions<AdminAnalyticsConfigDeleteRes>,
) {
  const { client } = useMercato()
  return useInvalidatingMutation(
    () => client.admin.analyticsConfigs.delete(),
    [adminAnalyticsConfigKeys.all],
    options,
  )
}
