import { describe, expect, it } from 'vitest'
import {
  BATCH_JOB_LIST_LIMIT,
  type BatchJob,
  batchJobNotice,
  batchJobsQuery,
  jobsToAnnounce,
  oneMonthAgo,
  POLL_INTERVALS_MS,
  pollInterval,
  productImportIsNewer,
} from './polling'

const job = (over: Partial<BatchJob>): BatchJob => ({
  id: 'batch_1',
  type: 'product-import',
  status: 'completed',
  created_at: '2024-05-01T10:00:00Z',
  completed_at: '2024-05-01T10:05:00Z',
  ...over,
})

describe('batch-job polling rules', () => {
  it('steps 2, 5, 10, 15, 30, 60 s after each completed poll and stays at 60', () => {
    expect(POLL_INTERVALS_MS).toEqual([2000, 5000, 10000, 15000, 30000, 60000])
    expect([1, 2, 3, 4, 5, 6, 7, 8, 50].map(pollInterval)).toEqual([
      2000, 5000, 10000, 15000, 30000, 60000, 60000, 60000, 60000,
    ])
    expect(pollInterval(0)).toBe(2000)
  })

  it('lists 100 jobs created since the start of the day one month ago', () => {
    const now = new Date(2024, 4, 17, 15, 30)
    expect(oneMonthAgo(now)).toEqual(new Date(2024, 3, 17, 0, 0, 0, 0))
    expect(batchJobsQuery(now)).toEqual({
      limit: BATCH_JOB_LIST_LIMIT,
      created_at: { gte: new Date(2024, 3, 17).toISOString() },
    })
    expect(BATCH_JOB_LIST_LIMIT).toBe(100)
  })

  it('names the job type with spaces for hyphens', () => {
    expect(batchJobNotice({ type: 'product-import' })).toBe('product import batch job completed')
    expect(batchJobNotice({ type: 'price-list-import' })).toBe('price list import batch job completed')
  })

  it('announces only completed jobs finished after the last notice', () => {
    const last = Date.parse('2024-05-01T10:00:00Z')
    const jobs = [
      job({ id: 'a' }),
      job({ id: 'b', completed_at: '2024-05-01T09:00:00Z' }),
      job({ id: 'c', status: 'processing', completed_at: null }),
    ]
    expect(jobsToAnnounce(jobs, last).map((j) => j.id)).toEqual(['a'])
    expect(jobsToAnnounce(undefined, last)).toEqual([])
  })

  it('a product import newer than the cached products means a refresh', () => {
    const jobs = [job({})]
    expect(productImportIsNewer(jobs, Date.parse('2024-05-01T10:00:00Z'))).toBe(true)
    expect(productImportIsNewer(jobs, Date.parse('2024-05-01T11:00:00Z'))).toBe(false)
    expect(productImportIsNewer([job({ type: 'product-export' })], 0)).toBe(false)
  })
})
