import { hostname } from 'node:os'
import { ulid } from '@mercato/domain'
import { sql } from 'drizzle-orm'
import { type AppContext, inTransaction } from '../context'
import { runJob } from './lifecycle'
import { rowsOf } from './sql'
import { type JobRow, JobCanceledError, LeaseLostError, WorkerStoppingError } from './types'

export interface WorkerOptions {
  /** Names the holder of a lease; unique per worker (default: host:pid:random). */
  workerId?: string
  /** How long a claim lasts without a heartbeat; a dead worker's job is taken over after this. */
  leaseMs?: number
  /** How often an idle worker looks for work (events wake it sooner). */
  pollMs?: number
  /** After this many take-overs (each means a worker died holding the job) the job fails. */
  maxAttempts?: number
}

export interface Worker {
  workerId: string
  /** Finishes the current unit of work, hands the job back (another worker resumes it) and stops. */
  stop(): Promise<void>
  /** Looks for work now instead of at the next poll. */
  wake(): void
}

const JOB_COLUMNS = sql.raw(
  'b.id, b.type, b.created_by, b.context, b.dry_run, b.result, b.pre_processed_at, b.confirmed_at, b.processing_at, b.created_at, b.attempts, b.locked_by',
)

/**
 * Claims the oldest job that needs work: not finished, not waiting for a confirmation, and not held
 * under a live lease. SKIP LOCKED lets several workers claim at once without waiting on each other;
 * the claim and the lease are one statement, so it is its own short transaction.
 */
export async function claimJob(
  ctx: AppContext,
  workerId: string,
  leaseMs: number,
): Promise<(JobRow & { locked_by: string | null }) | null> {
  const [row] = await rowsOf<JobRow & { locked_by: string | null; previous_holder: string | null }>(
    ctx.db,
    sql`WITH candidate AS (
      SELECT id, locked_by AS previous_holder FROM batch_job
      WHERE completed_at IS NULL AND canceled_at IS NULL AND failed_at IS NULL AND deleted_at IS NULL
        AND (pre_processed_at IS NULL OR confirmed_at IS NOT NULL)
        AND (lease_expires_at IS NULL OR lease_expires_at < now())
      ORDER BY created_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    UPDATE batch_job b SET locked_by = ${workerId},
      lease_expires_at = now() + (${leaseMs}::int * interval '1 millisecond'),
      attempts = b.attempts + CASE WHEN candidate.previous_holder IS NOT NULL THEN 1 ELSE 0 END
    FROM candidate WHERE b.id = candidate.id
    RETURNING ${JOB_COLUMNS}, candidate.previous_holder`,
  )
  if (!row) return null
  if (row.previous_holder) {
    ctx.log.warn({ jobId: row.id, previous: row.previous_holder, workerId }, 'taking over a batch job')
  }
  return row
}

async function release(ctx: AppContext, jobId: string, workerId: string) {
  await ctx.db.execute(
    sql`UPDATE batch_job SET locked_by = NULL, lease_expires_at = NULL WHERE id = ${jobId} AND locked_by = ${workerId}`,
  )
}

/** Fails a job that killed (or hung) its workers too often, instead of taking it over forever. */
async function abandon(ctx: AppContext, job: JobRow, workerId: string) {
  await inTransaction(ctx, async (tx, events) => {
    const message = `The job was interrupted ${job.attempts} times (its worker died or stopped answering) and was given up`
    await tx.execute(sql`UPDATE batch_job SET failed_at = now(), updated_at = now(), locked_by = NULL, lease_expires_at = NULL,
      result = coalesce(result, '{}'::jsonb) || jsonb_build_object(
        'errors', coalesce(result->'errors', '[]'::jsonb) || jsonb_build_array(${message}::text),
        'error_details', coalesce(result->'error_details', '[]'::jsonb)
          || jsonb_build_array(jsonb_build_object('message', ${message}::text, 'code', 'job_abandoned')))
      WHERE id = ${job.id} AND locked_by = ${workerId}`)
    events.emit('batch.failed', { id: job.id })
    events.emit('batch.updated', { id: job.id })
  })
}

/**
 * Runs batch jobs in this process until stopped. Idle, it polls every `pollMs` and wakes at once on
 * `batch.created` / `batch.confirmed`. While working it renews its lease every third of `leaseMs`;
 * if the lease was lost (another worker took the job over) or the job was canceled, it stops that
 * job at the next checkpoint without writing anything more.
 */
export function startWorker(ctx: AppContext, options: WorkerOptions = {}): Worker {
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${ulid().slice(-8)}`
  const leaseMs = options.leaseMs ?? 30_000
  const pollMs = options.pollMs ?? 1_000
  const maxAttempts = options.maxAttempts ?? 5
  const stopController = new AbortController()
  let wakeUp: (() => void) | null = null
  let pendingWake = false

  const wake = () => {
    pendingWake = true
    wakeUp?.()
  }
  const unsubscribe = [
    ctx.events.subscribe('batch.created', wake, { everyProcess: true }),
    ctx.events.subscribe('batch.confirmed', wake, { everyProcess: true }),
  ]

  const idle = () =>
    new Promise<void>((resolve) => {
      if (pendingWake || stopController.signal.aborted) return resolve()
      const timer = setTimeout(done, pollMs)
      function done() {
        clearTimeout(timer)
        wakeUp = null
        resolve()
      }
      wakeUp = done
    })

  const work = async (job: JobRow) => {
    if (job.attempts >= maxAttempts) return abandon(ctx, job, workerId)
    const jobController = new AbortController()
    const onStop = () => jobController.abort(new WorkerStoppingError())
    stopController.signal.addEventListener('abort', onStop)
    const heartbeat = setInterval(
      () => {
        renew(ctx, job.id, workerId, leaseMs)
          .then((state) => {
            if (state === 'lost') jobController.abort(new LeaseLostError(job.id))
            if (state === 'canceled') jobController.abort(new JobCanceledError(job.id))
          })
          .catch((err) => ctx.log.warn({ err, jobId: job.id }, 'batch job heartbeat failed'))
      },
      Math.max(50, Math.floor(leaseMs / 3)),
    )
    try {
      await runJob(ctx, job, { workerId, leaseMs, signal: jobController.signal })
    } finally {
      clearInterval(heartbeat)
      stopController.signal.removeEventListener('abort', onStop)
      await release(ctx, job.id, workerId).catch((err) =>
        ctx.log.warn({ err, jobId: job.id }, 'could not release a batch job'),
      )
    }
  }

  const loop = (async () => {
    while (!stopController.signal.aborted) {
      pendingWake = false
      let job: JobRow | null = null
      try {
        job = await claimJob(ctx, workerId, leaseMs)
      } catch (err) {
        ctx.log.error({ err, workerId }, 'could not claim a batch job')
      }
      if (job) await work(job).catch((err) => ctx.log.error({ err, workerId }, 'batch job crashed'))
      else await idle()
    }
  })()

  return {
    workerId,
    wake,
    async stop() {
      for (const u of unsubscribe) u()
      stopController.abort(new WorkerStoppingError())
      wakeUp?.()
      await loop
    },
  }
}

async function renew(
  ctx: AppContext,
  jobId: string,
  workerId: string,
  leaseMs: number,
): Promise<'ok' | 'lost' | 'canceled'> {
  const [row] = await rowsOf<{ canceled_at: Date | null }>(
    ctx.db,
    sql`UPDATE batch_job SET lease_expires_at = now() + (${leaseMs}::int * interval '1 millisecond')
      WHERE id = ${jobId} AND locked_by = ${workerId} RETURNING canceled_at`,
  )
  if (!row) return 'lost'
  return row.canceled_at ? 'canceled' : 'ok'
}
