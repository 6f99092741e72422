import { type UseQueryOptions, useQuery } from '@tanstack/react-query'
import { request } from './http'
import { batchJobKeys } from './keys'
import type { BatchJob, ListResponse } from './types'

export type BatchJobsResponse = ListResponse & { batch_jobs: BatchJob[] }
type Options = Omit<UseQueryOptions<BatchJobsResponse>, 'queryKey' | 'queryFn'>

export function useAdminBatchJobs(query: Record<string, unknown>, options: Options = {}) {
  const result = useQuery({
    queryKey: batchJobKeys.list(query),
    queryFn: ({ signal }) => request<BatchJobsResponse>('GET', '/admin/batch-jobs', { query, signal }),
    ...options,
  })
  return { ...result, batch_jobs: result.data?.batch_jobs }
}
