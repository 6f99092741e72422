import { ClientError } from '@mercato/client'
import { useAdminAnalyticsConfig } from '@mercato/react'

/**
 * The signed-in user's saved usage-insights choice: undefined while loading, null when none exists yet
 * (the API answers 404, which is an answer here, not an error).
 */
export function useSavedAnalyticsConfig(enabled: boolean) {
  const query = useAdminAnalyticsConfig({ enabled })
  const missing = query.error instanceof ClientError && query.error.status === 404
  return { config: missing ? null : query.analytics_config, isLoading: query.isLoading }
}
