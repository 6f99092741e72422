import type { BatchJob } from '@mercato/client'

/** What an inventory import plans (dry run) or did: its `result.operations`. */
export interface LevelOperations {
  levels_update: number
  levels_create: number
  levels_unchanged: number
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0)

export function levelOperations(job: Pick<BatchJob, 'result'>): LevelOperations | null {
  const ops = job.result?.operations
  if (!ops || typeof ops !== 'object') return null
  const o = ops as Record<string, unknown>
  return {
    levels_update: count(o.levels_update),
    levels_create: count(o.levels_create),
    levels_unchanged: count(o.levels_unchanged),
  }
}

/** The server's notes on the file that did not stop it (columns it does not know). */
export function jobWarnings(job: Pick<BatchJob, 'result'>): string[] {
  const w = job.result?.warnings
  return Array.isArray(w) ? w.filter((x): x is string => typeof x === 'string') : []
}
