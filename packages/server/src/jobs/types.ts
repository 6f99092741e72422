import type { z } from 'zod'
import type { AppContext, PendingEvents, Tx } from '../context'

export type JobResult = Record<string, unknown>

/** How many errors a failed job keeps in `result.errors` (`result.error_count` says how many there were). */
export const MAX_STORED_ERRORS = 1000

/** A batch_job row as the worker sees it. */
export interface JobRow {
  id: string
  type: string
  created_by: string | null
  context: Record<string, unknown> | null
  dry_run: boolean
  result: JobResult | null
  pre_processed_at: Date | null
  confirmed_at: Date | null
  processing_at: Date | null
  created_at: Date
  attempts: number
}

/** What a strategy may do with the job it runs. */
export interface JobRuntime {
  ctx: AppContext
  job: JobRow
  workerId: string
  /** Aborted when the worker stops, loses its lease, or the job is canceled. */
  signal: AbortSignal
  /**
   * One transaction that first locks the job row and proves this worker still holds it (else it
   * throws LeaseLostError and writes nothing), so a worker that was presumed dead can never commit
   * work a successor also does. `work` returns a patch merged into `result` in the same transaction.
   */
  transaction<T>(
    work: (tx: Tx, result: JobResult, events: PendingEvents) => Promise<{ value: T; result?: JobResult }>,
  ): Promise<T>
  /** Throws if `signal` is aborted: call between units of work. */
  checkpoint(): void
}

/** A result returned by pre-processing: `errors` non-empty means the job fails and nothing is written. */
export interface PreProcessOutcome {
  result: JobResult
  errors?: JobError[]
}

export interface JobError {
  message: string
  code: string
  row?: number
}

export interface BatchJobStrategy<C = unknown> {
  type: string
  /** Validates `context` on create (unknown properties refused); the parsed value is stored. */
  contextSchema: z.ZodType<C>
  /** Checks that need the database or storage (e.g. the uploaded file exists). */
  checkContext?(ctx: AppContext, context: C): Promise<void>
  preProcess(rt: JobRuntime, context: C): Promise<PreProcessOutcome>
  /** Does the work; may be called again on a job a dead worker left half done, and must resume. */
  process(rt: JobRuntime, context: C): Promise<JobResult>
}

export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`Lost the lease on batch job ${jobId}`)
  }
}

export class JobCanceledError extends Error {
  constructor(jobId: string) {
    super(`Batch job ${jobId} was canceled`)
  }
}

export class WorkerStoppingError extends Error {
  constructor() {
    super('The worker is stopping')
  }
}
