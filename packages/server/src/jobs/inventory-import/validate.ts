import type { Tx } from '../../context'
import { type JobError, MAX_STORED_ERRORS } from '../types'
import type { LevelRow } from './columns'
import { resolveLevels } from './resolve'

export interface LevelStats {
  levels_update: number
  levels_create: number
  levels_unchanged: number
}

/**
 * Checks rows as they stream by, against the database a chunk at a time. Memory grows with the
 * number of distinct levels named (to find one named twice), not with the file.
 */
export class LevelValidator {
  readonly errors: JobError[] = []
  errorCount = 0
  rowCount = 0
  readonly stats: LevelStats = { levels_update: 0, levels_create: 0, levels_unchanged: 0 }
  private pending: LevelRow[] = []
  private seen = new Map<string, number>()

  constructor(private readonly tx: Tx) {}

  get pendingCount() {
    return this.pending.length
  }

  error(e: JobError) {
    this.errorCount++
    if (this.errors.length < MAX_STORED_ERRORS) this.errors.push(e)
  }

  add(r: LevelRow) {
    this.pending.push(r)
  }

  async flush() {
    const rows = this.pending
    this.pending = []
    if (rows.length === 0) return
    const { resolved, errors } = await resolveLevels(this.tx, rows)
    for (const e of errors) this.error(e)
    for (const { row: r, item, location, current } of resolved) {
      const fail = (message: string, code: string) =>
        this.error({ row: r.row, code, message: `Row ${r.row}: ${message}` })
      // Keyed by what the row resolves to: an id on one row and its SKU on another are the same level.
      const key = `${item}\u0001${location}`
      const other = this.seen.get(key)
      if (other) {
        fail(`the stock of item ${item} at location ${location} is also set on row ${other}`, 'duplicate')
        continue
      }
      this.seen.set(key, r.row)
      // As the Admin API's level update: stock may not drop below what is reserved.
      if (current && r.stocked < current.reserved) {
        fail(
          `Stocked Quantity ${r.stocked} is lower than the ${current.reserved} units reserved at location ${location}`,
          'below_reserved',
        )
        continue
      }
      if (!current) this.stats.levels_create++
      else if (current.stocked === r.stocked) this.stats.levels_unchanged++
      else this.stats.levels_update++
    }
  }
}
