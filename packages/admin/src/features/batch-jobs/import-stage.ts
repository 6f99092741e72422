import type { BatchJob } from '@mercato/client'

/**
 * Where the import dialog is, read from the job: checking (dry run running), review (summary waits for
 * the person), invalid (the dry run found errors; nothing was written), importing, done, failed, canceled.
 */
export type ImportStage = 'checking' | 'review' | 'invalid' | 'importing' | 'done' | 'failed' | 'canceled'

export function importStage(job: Pick<BatchJob, 'status' | 'confirmed_at'> | undefined): ImportStage {
  switch (job?.status) {
    case undefined:
    case 'created':
      return 'checking'
    case 'pre_processed':
      return 'review'
    case 'confirmed':
    case 'processing':
      return 'importing'
    case 'completed':
      return 'done'
    case 'canceled':
      return 'canceled'
    case 'failed':
      // Pre-processing failures leave the job unconfirmed: the file was refused before any write.
      return job.confirmed_at ? 'failed' : 'invalid'
  }
}
