import type { BatchJob as ListedBatchJob } from '@mercato/client'
import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { adminBatchJobsKeys, adminProductKeys, useAdminBatchJobs, useMercato } from '@mercato/react'
import { announceCompletedJob } from '../features/batch-jobs/completed-job-toast'
import { batchJobsQuery, jobsToAnnounce, pollInterval, productImportIsNewer } from '../lib/polling'
import { createStrictContext, useStrictContext } from '../lib/strict-context'

export interface Polling {
  /** The polled list as the API sends it (the activity panel shows results, counts and files). */
  batchJobs: ListedBatchJob[] | undefined
  hasPollingError: boolean
  refetchJobs: () => void
  /** Back to the 2 s interval, polling at once (e.g. right after starting an import). */
  resetInterval: () => void
}

const Context = createStrictContext<Polling>('Polling')
export const usePolling = () => useStrictContext(Context)

export function PollingProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation()
  const client = useQueryClient()
  const { client: api } = useMercato()
  const [query] = useState(() => batchJobsQuery())
  const pollsAtReset = useRef(0)
  const lastNotice = useRef(Date.now())

  const result = useAdminBatchJobs(query, {
    refetchOnWindowFocus: true,
    // The default stale time would swallow focus refetches; polling is the point here.
    staleTime: 0,
    retry: false,
    refetchInterval: (q) =>
      pollInterval(q.state.dataUpdateCount + q.state.errorUpdateCount - pollsAtReset.current),
  })
  const { batch_jobs: jobs, refetch } = result

  useEffect(() => {
    const done = jobsToAnnounce(jobs, lastNotice.current)
    if (!done.length) return
    // The job's name in the person's language, from the Activity panel's words (loaded on demand).
    const name = (type: string) =>
      t(`type.${type}`, { ns: 'batch-jobs', defaultValue: type.replace(/-/g, ' ') })
    void i18n
      .loadNamespaces('batch-jobs')
      .catch(() => {})
      .then(() => {
        for (const job of done)
          void announceCompletedJob(api, job, {
            title: t('polling.jobCompleted', { type: name(job.type) }),
            download: t('toast.download', { ns: 'batch-jobs' }),
          })
      })
    lastNotice.current = Math.max(...done.map((job) => new Date(job.completed_at!).getTime()))

    const productQueries = client.getQueryCache().findAll({ queryKey: adminProductKeys.lists() })
    const productsUpdatedAt = Math.max(0, ...productQueries.map((q) => q.state.dataUpdatedAt))
    if (productQueries.length && productImportIsNewer(done, productsUpdatedAt)) {
      void client.invalidateQueries({ queryKey: adminProductKeys.lists() })
    }
  }, [jobs, client, api, t, i18n])

  const value = useMemo<Polling>(
    () => ({
      batchJobs: jobs,
      hasPollingError: result.isError,
      refetchJobs: () => void refetch(),
      resetInterval: () => {
        const state = client.getQueryState(adminBatchJobsKeys.list(query))
        pollsAtReset.current = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0)
        void refetch()
      },
    }),
    [jobs, result.isError, refetch, client, query],
  )
  return <Context.Provider value={value}>{children}</Context.Provider>
}
