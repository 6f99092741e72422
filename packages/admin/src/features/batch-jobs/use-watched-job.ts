import { adminBatchJobsKeys, useAdminBatchJob } from '@mercato/react'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { pollInterval } from '../../lib/polling'
import { usePolling } from '../../providers/polling'
import { isSettled } from './job-state'

/**
 * One job a dialog waits on (dry run, then processing). It follows the dashboard's polling schedule
 * (2, 5, 10, 15, 30, 60 s), restarted with `restart()` whenever the person moves the job on, and stops
 * once the job waits for the person (pre-processed dry run) or is settled. `restart` also restarts the
 * shared jobs-list polling so the activity panel and its completion toasts keep pace.
 */
export function useWatchedJob(id: string | null) {
  const client = useQueryClient()
  const { resetInterval } = usePolling()
  const pollsAtRestart = useRef(0)
  const result = useAdminBatchJob(id ?? '', {
    enabled: !!id,
    staleTime: 0,
    retry: false,
    refetchInterval: (q) => {
      const job = q.state.data?.batch_job
      if (job && (isSettled(job.status) || (job.dry_run && job.status === 'pre_processed'))) return false
      return pollInterval(q.state.dataUpdateCount + q.state.errorUpdateCount - pollsAtRestart.current)
    },
  })
  const { refetch } = result
  const restart = useCallback(() => {
    const state = id ? client.getQueryState(adminBatchJobsKeys.detail(id)) : undefined
    pollsAtRestart.current = (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0)
    resetInterval()
    if (id) void refetch()
  }, [client, id, refetch, resetInterval])
  return { job: id ? result.batch_job : undefined, error: result.error, restart }
}
