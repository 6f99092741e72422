import type { BatchJob as ClientBatchJob } from '@mercato/client'

/** The fields of a batch job that polling reads. */
export type BatchJob = Pick<ClientBatchJob, 'id' | 'type' | 'status' | 'created_at' | 'completed_at'>

/** Seconds between batch-job polls: one step further after each completed poll, then 60 s for good. */
export const POLL_INTERVALS_MS = [2_000, 5_000, 10_000, 15_000, 30_000, 60_000] as const
export const BATCH_JOB_LIST_LIMIT = 100

/** Interval after `completedPolls` polls since the last reset (the first poll counts as one). */
export function pollInterval(completedPolls: number): number {
  const index = Math.min(Math.max(completedPolls - 1, 0), POLL_INTERVALS_MS.length - 1)
  return POLL_INTERVALS_MS[index]!
}

/** Start of the day one month before `now` (local time): the look-back of the polling list. */
export function oneMonthAgo(now: Date = new Date()): Date {
  const d = new Date(now)
  d.setMonth(d.getMonth() - 1)
  d.setHours(0, 0, 0, 0)
  return d
}

export const batchJobsQuery = (now: Date = new Date()) => ({
  limit: BATCH_JOB_LIST_LIMIT,
  created_at: { gte: oneMonthAgo(now).toISOString() },
})

/** Toast text of a finished job: 'product-import' → 'product import batch job completed'. */
export const batchJobNotice = (job: Pick<BatchJob, 'type'>) =>
  `${job.type.replace(/-/g, ' ')} batch job completed`

const completedTime = (job: BatchJob) =>
  job.completed_at ? new Date(job.completed_at).getTime() : Number.NaN

/** Jobs completed after the last notice; those are announced once, then the notice time moves on. */
export function jobsToAnnounce(jobs: BatchJob[] | undefined, lastNotice: number): BatchJob[] {
  return (jobs ?? []).filter((job) => job.status === 'completed' && completedTime(job) > lastNotice)
}

/** True when a product import finished after the cached admin product data was fetched. */
export function productImportIsNewer(jobs: BatchJob[] | undefined, productsUpdatedAt: number): boolean {
  return (jobs ?? []).some(
    (job) =>
      job.type === 'product-import' && job.status === 'completed' && completedTime(job) > productsUpdatedAt,
  )
}
