import { batchJob } from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { ZodError } from 'zod'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { formatZodError } from '../../http/validation'
import { knownJobTypes, strategyFor } from '../../jobs/strategies'
import { type BatchJobRow, findBatchJob, findUsers } from './queries'
import { batchJobStatus } from './status'

export interface CreateBatchJobInput {
  type: string
  context: Record<string, unknown>
  dry_run?: boolean
}

const NOT_OWNER = 'Cannot access a batch job that does not belong to the logged in user'

export function serializeBatchJob(row: BatchJobRow, createdByUser?: unknown) {
  const { locked_by: _l, lease_expires_at: _e, ...rest } = row
  return {
    ...rest,
    status: batchJobStatus(row),
    ...(createdByUser !== undefined ? { created_by_user: createdByUser } : {}),
  }
}

export async function withCreators(ctx: AppContext, rows: BatchJobRow[], expand: string[] | undefined) {
  if (!expand?.includes('created_by_user')) return rows.map((r) => serializeBatchJob(r))
  const ids = [...new Set(rows.map((r) => r.created_by).filter((x): x is string => !!x))]
  const users = new Map((await findUsers(ctx.db, ids)).map((u) => [u.id, u]))
  return rows.map((r) => serializeBatchJob(r, (r.created_by && users.get(r.created_by)) ?? null))
}

/** Validates the type and its context (per strategy), stores the job and wakes the workers. */
export async function createBatchJob(ctx: AppContext, userId: string, input: CreateBatchJobInput) {
  const strategy = strategyFor(input.type)
  if (!strategy)
    throw invalidData(`Unknown batch job type: ${input.type}; known types: ${knownJobTypes().join(', ')}`)
  const parsed = strategy.contextSchema.safeParse(input.context)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ ...i, path: ['context', ...i.path] }))
    throw invalidData(formatZodError(new ZodError(issues)))
  }
  await strategy.checkContext?.(ctx, parsed.data)
  const row = await inTransaction(ctx, async (tx, events) => {
    const [created] = await tx
      .insert(batchJob)
      .values({
        id: generateId('batch'),
        type: input.type,
        created_by: userId,
        context: parsed.data as Record<string, unknown>,
        dry_run: input.dry_run ?? false,
      })
      .returning()
    events.emit('batch.created', { id: created!.id })
    return created!
  })
  return serializeBatchJob(row)
}

async function ownJob(tx: Tx, userId: string, id: string, lock = false) {
  const row = await findBatchJob(tx, id, lock)
  if (!row) throw notFound(`Batch job with id ${id} was not found`)
  if (row.created_by !== userId) throw notAllowed(NOT_OWNER)
  return row
}

export async function retrieveBatchJob(ctx: AppContext, userId: string, id: string, expand?: string[]) {
  const row = await ownJob(ctx.db, userId, id)
  const [job] = await withCreators(ctx, [row], expand)
  return job!
}

/** Confirms a pre-processed job (a dry run the user accepted); a worker then processes it. */
export async function confirmBatchJob(ctx: AppContext, userId: string, id: string) {
  const row = await inTransaction(ctx, async (tx, events) => {
    const job = await ownJob(tx, userId, id, true)
    if (batchJobStatus(job) !== 'pre_processed')
      throw notAllowed('Cannot confirm processing for a batch job that is not pre processed')
    const [updated] = await tx
      .update(batchJob)
      .set({ confirmed_at: new Date(), updated_at: new Date() })
      .where(eq(batchJob.id, id))
      .returning()
    events.emit('batch.confirmed', { id })
    events.emit('batch.updated', { id })
    return updated!
  })
  return serializeBatchJob(row)
}

/**
 * Cancels a job unless it completed or failed. A worker holding the job stops before its next batch;
 * batches it already committed stay written.
 */
export async function cancelBatchJob(ctx: AppContext, userId: string, id: string) {
  const row = await inTransaction(ctx, async (tx, events) => {
    const job = await ownJob(tx, userId, id, true)
    const status = batchJobStatus(job)
    if (status === 'completed') throw notAllowed('Cannot cancel completed batch job')
    if (status === 'failed') throw notAllowed('Cannot cancel failed batch job')
    if (status === 'canceled') return job
    const [updated] = await tx
      .update(batchJob)
      .set({ canceled_at: new Date(), updated_at: new Date() })
      .where(eq(batchJob.id, id))
      .returning()
    events.emit('batch.canceled', { id })
    events.emit('batch.updated', { id })
    return updated!
  })
  return serializeBatchJob(row)
}
