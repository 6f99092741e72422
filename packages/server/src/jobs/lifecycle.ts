import { sql } from 'drizzle-orm'
import { type AppContext, inTransaction } from '../context'
import { rowsOf } from './sql'
import { strategyFor } from './strategies'
import {
  type JobError,
  type JobResult,
  type JobRow,
  type JobRuntime,
  JobCanceledError,
  LeaseLostError,
  MAX_STORED_ERRORS,
  WorkerStoppingError,
} from './types'

export interface RunOptions {
  workerId: string
  leaseMs: number
  signal: AbortSignal
}

/**
 * Drives one claimed job through its lifecycle (contract §4.6): pre-process → pre_processed (and
 * confirmed unless dry_run) → processing → completed, or failed. Every state change is a fenced
 * transaction; events are published after commit.
 */
export async function runJob(ctx: AppContext, job: JobRow, options: RunOptions): Promise<void> {
  const strategy = strategyFor(job.type)
  const rt = createRuntime(ctx, job, options)
  const emit = (events: { emit(n: string, d: unknown): void }, ...names: string[]) => {
    for (const n of names) events.emit(n, { id: job.id })
  }
  try {
    if (!strategy) throw new Error(`No strategy handles batch jobs of type ${job.type}`)
    const context = strategy.contextSchema.parse(job.context ?? {})
    if (!job.pre_processed_at) {
      const outcome = await strategy.preProcess(rt, context)
      if (outcome.errors && outcome.errors.length > 0) {
        await failJob(rt, outcome.errors, outcome.result)
        return
      }
      const confirm = !job.dry_run
      await rt.transaction(async (tx, _result, events) => {
        await tx.execute(sql`UPDATE batch_job SET pre_processed_at = now(),
          confirmed_at = CASE WHEN ${confirm} THEN now() ELSE confirmed_at END WHERE id = ${job.id}`)
        emit(events, 'batch.pre_processed', ...(confirm ? ['batch.confirmed'] : []), 'batch.updated')
        return { value: undefined, result: outcome.result }
      })
      if (!confirm) return
    }
    if (!job.processing_at) {
      await rt.transaction(async (tx, _r, events) => {
        await tx.execute(sql`UPDATE batch_job SET processing_at = now() WHERE id = ${job.id}`)
        emit(events, 'batch.processing', 'batch.updated')
        return { value: undefined }
      })
    }
    const result = await strategy.process(rt, context)
    await rt.transaction(async (tx, _r, events) => {
      // The job lets go of its lease in the same write that finishes it, so no reader sees a
      // finished job still held by a worker.
      await tx.execute(sql`UPDATE batch_job SET completed_at = now(), locked_by = NULL WHERE id = ${job.id}`)
      emit(events, 'batch.completed', 'batch.updated')
      return { value: undefined, result }
    })
  } catch (err) {
    if (
      err instanceof LeaseLostError ||
      err instanceof JobCanceledError ||
      err instanceof WorkerStoppingError
    ) {
      ctx.log.info({ jobId: job.id, reason: err.message }, 'batch job interrupted')
      return
    }
    ctx.log.error({ err, jobId: job.id }, 'batch job failed')
    // A failed query's text is for the log; the job shows what the database said.
    const cause = (err as { query?: string; cause?: Error }).query
      ? (err as { cause?: Error }).cause
      : undefined
    const message = cause?.message ?? (err instanceof Error ? err.message : String(err))
    await failJob(rt, [{ message, code: 'job_failed' }]).catch((e) => {
      if (!(e instanceof LeaseLostError || e instanceof JobCanceledError))
        ctx.log.error({ err: e, jobId: job.id }, 'could not mark the batch job failed')
    })
  }
}

/**
 * `result.errors` holds messages as strings, as Medusa appends them (contract §3); the structured form
 * (`{ message, code, row? }`, row-numbered for import files) is in `result.error_details`.
 */
async function failJob(rt: JobRuntime, errors: JobError[], patch: JobResult = {}) {
  await rt.transaction(async (tx, result, events) => {
    const previous = Array.isArray(result.errors) ? (result.errors as unknown[]) : []
    const details = Array.isArray(result.error_details) ? (result.error_details as unknown[]) : []
    const kept = errors.slice(0, MAX_STORED_ERRORS)
    await tx.execute(sql`UPDATE batch_job SET failed_at = now(), locked_by = NULL WHERE id = ${rt.job.id}`)
    events.emit('batch.failed', { id: rt.job.id })
    events.emit('batch.updated', { id: rt.job.id })
    return {
      value: undefined,
      result: {
        ...patch,
        errors: [...previous, ...kept.map((e) => e.message)],
        error_details: [...details, ...kept],
        error_count: previous.length + errors.length,
      },
    }
  })
}

function createRuntime(ctx: AppContext, job: JobRow, options: RunOptions): JobRuntime {
  const { workerId, leaseMs, signal } = options
  const rt: JobRuntime = {
    ctx,
    job,
    workerId,
    signal,
    checkpoint() {
      if (signal.aborted) throw signal.reason ?? new WorkerStoppingError()
    },
    async transaction(work) {
      return inTransaction(ctx, async (tx, events) => {
        const [row] = await rowsOf<{
          locked_by: string | null
          canceled_at: Date | null
          result: JobResult | null
        }>(tx, sql`SELECT locked_by, canceled_at, result FROM batch_job WHERE id = ${job.id} FOR UPDATE`)
        if (!row || row.locked_by !== workerId) throw new LeaseLostError(job.id)
        if (row.canceled_at) throw new JobCanceledError(job.id)
        const current = row.result ?? {}
        const { value, result } = await work(tx, current, events)
        await tx.execute(sql`UPDATE batch_job SET updated_at = now(),
          lease_expires_at = CASE WHEN locked_by IS NULL THEN NULL
            ELSE now() + (${leaseMs}::int * interval '1 millisecond') END
          ${result ? sql`, result = ${JSON.stringify({ ...current, ...result })}::jsonb` : sql``}
          WHERE id = ${job.id}`)
        return value
      })
    },
  }
  return rt
}
