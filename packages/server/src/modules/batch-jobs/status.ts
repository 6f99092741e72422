/** Batch job statuses (contract §4.6), derived from the timestamps, never stored. */
export type BatchJobStatus =
  | 'created'
  | 'pre_processed'
  | 'confirmed'
  | 'processing'
  | 'completed'
  | 'canceled'
  | 'failed'

export interface JobTimestamps {
  pre_processed_at: Date | null
  confirmed_at: Date | null
  processing_at: Date | null
  completed_at: Date | null
  canceled_at: Date | null
  failed_at: Date | null
}

/** Precedence: failed > canceled > completed > processing > confirmed > pre_processed > created. */
export function batchJobStatus(j: JobTimestamps): BatchJobStatus {
  if (j.failed_at) return 'failed'
  if (j.canceled_at) return 'canceled'
  if (j.completed_at) return 'completed'
  if (j.processing_at) return 'processing'
  if (j.confirmed_at) return 'confirmed'
  if (j.pre_processed_at) return 'pre_processed'
  return 'created'
}
