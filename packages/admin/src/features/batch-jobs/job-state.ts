import type { BatchJob, BatchJobStatus } from '@mercato/client'

/** Statuses after which a job never changes again. */
export const SETTLED_STATUSES: readonly BatchJobStatus[] = ['completed', 'canceled', 'failed']

export const isSettled = (status: BatchJobStatus) => SETTLED_STATUSES.includes(status)

/** The server refuses to cancel completed and failed jobs; canceled ones have nothing left to stop. */
export const canCancel = (status: BatchJobStatus) => !isSettled(status)

/** What the product importer plans (dry run) or did: the contract's `result.operations`. */
export interface ImportOperations {
  products_create: number
  /** Stored products and variants the file names whose values it changes. */
  products_update: number
  /** Stored ones the file repeats as they are (jobs checked before this was counted have none). */
  products_unchanged: number
  variants_create: number
  variants_update: number
  variants_unchanged: number
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

export function importOperations(job: Pick<BatchJob, 'result'>): ImportOperations | null {
  const ops = job.result?.operations
  if (!ops || typeof ops !== 'object') return null
  const o = ops as Record<string, unknown>
  return {
    products_create: count(o.products_create),
    products_update: count(o.products_update),
    products_unchanged: count(o.products_unchanged),
    variants_create: count(o.variants_create),
    variants_update: count(o.variants_update),
    variants_unchanged: count(o.variants_unchanged),
  }
}

export interface JobError {
  /** The spreadsheet row (the header is row 1, each record one row whatever line breaks its cells hold); absent for errors about the whole file. */
  row?: number
  message: string
}

/** Errors of a failed job: the row-numbered `error_details` when present, else the plain `errors`. */
export function jobErrors(job: Pick<BatchJob, 'result'>): JobError[] {
  const details = job.result?.error_details
  if (Array.isArray(details) && details.length > 0) {
    return details
      .filter((d): d is { row?: unknown; message: unknown } => !!d && typeof d === 'object')
      .map((d) => ({
        message: String(d.message ?? ''),
        ...(typeof d.row === 'number' ? { row: d.row } : {}),
      }))
  }
  return (job.result?.errors ?? []).map((e) => ({ message: typeof e === 'string' ? e : e.message }))
}

/** Rows (or products) handled so far and in all; `total` is null before pre-processing counted them. */
export function jobProgress(job: Pick<BatchJob, 'result' | 'status'>): {
  done: number
  total: number | null
  percent: number
} {
  const total = typeof job.result?.count === 'number' ? job.result.count : null
  const done = job.status === 'completed' && total !== null ? total : count(job.result?.advancement_count)
  const percent = total
    ? Math.min(100, Math.round((done / total) * 100))
    : job.status === 'completed'
      ? 100
      : 0
  return { done, total, percent }
}

/** Batch job types whose result is a CSV file to download. */
const EXPORT_TYPES = ['product-export', 'order-export', 'customer-export', 'inventory-export']

/** The key of the finished export's file, to ask `/admin/uploads/download-url` for a link. */
export function exportFileKey(job: Pick<BatchJob, 'type' | 'status' | 'result'>): string | null {
  if (!EXPORT_TYPES.includes(job.type) || job.status !== 'completed') return null
  const key = job.result?.file_key
  return typeof key === 'string' && key ? key : null
}
