import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { isStatus, request } from './http'
import { analyticsKeys } from './keys'
import type { AnalyticsConfig } from './types'

type Envelope = { analytics_config: AnalyticsConfig }
export type AnalyticsConfigPayload = { opt_out: boolean; anonymize: boolean }

/** The user's analytics config; null when none exists yet (404). Only asked when the flag is on; no retry. */
export function useAdminAnalyticsConfig(options: { enabled: boolean }) {
  const query = useQuery({
    queryKey: analyticsKeys.details(),
    queryFn: async () => {
      try {
        return (await request<Envelope>('GET', '/admin/analytics-configs')).analytics_config
      } catch (error) {
        if (isStatus(error, 404)) return null
        throw error
      }
    },
    enabled: options.enabled,
    retry: false,
  })
  return { ...query, analytics_config: query.data }
}

function useConfigWrite(path: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: AnalyticsConfigPayload) => request<Envelope>('POST', path, { body }),
    onSuccess: ({ analytics_config }) => {
      client.setQueryData(analyticsKeys.details(), analytics_config)
      return client.invalidateQueries({ queryKey: analyticsKeys.all })
    },
  })
}

export const useAdminCreateAnalyticsConfig = () => useConfigWrite('/admin/analytics-configs')
export const useAdminUpdateAnalyticsConfig = () => useConfigWrite('/admin/analytics-configs/update')
