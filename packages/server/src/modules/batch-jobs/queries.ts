import { batchJob, user } from '@mercato/db'
import { type SQL, and, eq, gt, gte, inArray, isNull, lt, lte } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '../../context'
import type { DateRange, ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy } from '../../lib/sql'

export type BatchJobRow = typeof batchJob.$inferSelect

export const NULLABLE_DATE_FILTERS = [
  'confirmed_at',
  'pre_processed_at',
  'completed_at',
  'failed_at',
  'canceled_at',
] as const
export type NullableDateFilter = (typeof NULLABLE_DATE_FILTERS)[number]

export interface BatchJobFilters extends Partial<Record<NullableDateFilter, 'null' | DateRange>> {
  id?: string[]
  type?: string[]
}

export async function findBatchJob(db: Tx, id: string, lock = false): Promise<BatchJobRow | undefined> {
  const q = db
    .select()
    .from(batchJob)
    .where(and(eq(batchJob.id, id), isNull(batchJob.deleted_at)))
    .limit(1)
  const [row] = lock ? await q.for('update') : await q
  return row
}

function rangeConditions(col: AnyPgColumn, r: DateRange): SQL[] {
  const out: SQL[] = []
  if (r.gt) out.push(gt(col, r.gt))
  if (r.gte) out.push(gte(col, r.gte))
  if (r.lt) out.push(lt(col, r.lt))
  if (r.lte) out.push(lte(col, r.lte))
  return out
}

/** The caller's jobs only (contract §4.6); `"null"` on a date filter means "not set". */
export async function listBatchJobs(
  db: Tx,
  userId: string,
  query: ListQuery<BatchJobFilters>,
): Promise<[BatchJobRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [eq(batchJob.created_by, userId), isNull(batchJob.deleted_at)]
  if (f.id) cond.push(inArray(batchJob.id, f.id))
  if (f.type) cond.push(inArray(batchJob.type, f.type))
  for (const name of NULLABLE_DATE_FILTERS) {
    const v = f[name]
    if (v === undefined) continue
    if (v === 'null') cond.push(isNull(batchJob[name]))
    else cond.push(...rangeConditions(batchJob[name], v))
  }
  cond.push(
    ...dateConditions({ created_at: batchJob.created_at, updated_at: batchJob.updated_at }, query.dates),
  )
  const where = and(...cond)
  const cols = { created_at: batchJob.created_at, updated_at: batchJob.updated_at, type: batchJob.type }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(batchJob)
      .where(where)
      .orderBy(...orderBy(cols, query.order, batchJob.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(batchJob).where(where),
  ])
  return [rows, count?.n ?? 0]
}

export async function findUsers(db: Tx, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({
      id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role,
      metadata: user.metadata,
      created_at: user.created_at,
      updated_at: user.updated_at,
      deleted_at: user.deleted_at,
    })
    .from(user)
    .where(inArray(user.id, ids))
}
