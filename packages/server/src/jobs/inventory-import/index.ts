import { invalidData } from '@mercato/domain'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { setLevelStock } from '../../modules/inventory/location-levels.service'
import { isSafeKey } from '../../modules/uploads/keys'
import { fileStorage } from '../../modules/uploads/storage'
import { CsvSyntaxError, readCsv } from '../csv'
import type { BatchJobStrategy, JobRuntime, PreProcessOutcome } from '../types'
import { type LevelHeader, type LevelRow, analyzeLevelHeader, parseLevelRow } from './columns'
import { resolveLevels } from './resolve'
import { LevelValidator } from './validate'

// `inventory-import`: sets stock per item and location from a CSV (the `inventory-export` file, edited).
// Everything is validated before the first write; writes go through the inventory module, in batches
// that each record the last row they cover, so a job taken over after a crash resumes after it.

export const inventoryImportTuning: {
  batchRows: number
  validateChunk: number
  afterBatch?: (jobId: string, processedRows: number) => Promise<void> | void
} = { batchRows: 500, validateChunk: 2000 }

const contextSchema = z.strictObject({ fileKey: z.string().min(1) })
type ImportContext = z.output<typeof contextSchema>

async function openFile(ctx: AppContext, key: string) {
  if (!isSafeKey(key)) return null
  const storage = fileStorage(ctx)
  const where = await storage.locate(key)
  return where ? storage.get(key, where) : null
}

export const inventoryImportStrategy: BatchJobStrategy<ImportContext> = {
  type: 'inventory-import',
  contextSchema,

  async checkContext(ctx, context) {
    if (!isSafeKey(context.fileKey) || !(await fileStorage(ctx).locate(context.fileKey)))
      throw invalidData(
        `File ${context.fileKey} was not found; upload it with POST /admin/uploads/protected first`,
      )
  },

  preProcess: preProcessLevels,
  process: processLevels,
}

async function preProcessLevels(rt: JobRuntime, context: ImportContext): Promise<PreProcessOutcome> {
  const file = await openFile(rt.ctx, context.fileKey)
  if (!file) {
    const message = `The import file ${context.fileKey} was not found`
    return { result: { count: 0 }, errors: [{ code: 'file_not_found', message }] }
  }
  const v = new LevelValidator(rt.ctx.db)
  let header: LevelHeader | null = null
  try {
    reading: for await (const records of readCsv(file.stream)) {
      rt.checkpoint()
      for (const rec of records) {
        if (!header) {
          const analyzed = analyzeLevelHeader(rec.fields)
          header = analyzed.header
          for (const e of analyzed.errors) v.error(e)
          if (analyzed.errors.length > 0) break reading
          continue
        }
        v.rowCount++
        const parsed = parseLevelRow(rec.fields, rec.row, header)
        for (const e of parsed.errors) v.error(e)
        if (parsed.value) v.add(parsed.value)
        if (v.pendingCount >= inventoryImportTuning.validateChunk) await v.flush()
      }
    }
    await v.flush()
  } catch (err) {
    if (!(err instanceof CsvSyntaxError)) throw err
    v.error({ code: 'invalid_csv', message: err.message })
  } finally {
    file.stream.destroy()
  }
  if (!header)
    v.error({ code: 'empty_file', message: 'The file is empty; the first row must name the columns' })
  else if (v.rowCount === 0 && v.errorCount === 0)
    v.error({ code: 'empty_file', message: 'The file has no stock rows' })
  const s = v.stats
  const result = {
    count: v.rowCount,
    advancement_count: 0,
    stat_descriptors: [
      {
        key: 'inventory-import-count',
        name: 'Stock levels to import',
        message: `${s.levels_update} stock levels will change, ${s.levels_create} will be created and ${s.levels_unchanged} stay the same`,
      },
    ],
    operations: { ...s },
    ...(header && header.unknown.length > 0
      ? { warnings: header.unknown.map((c) => `Column "${c}" is not known and was ignored`) }
      : {}),
  }
  v.errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
  return { result, errors: v.errors.length > 0 ? v.errors : undefined }
}

/** Writes the validated rows in transactions of `batchRows`, each moving `processed_rows`. */
async function processLevels(rt: JobRuntime, context: ImportContext) {
  const file = await openFile(rt.ctx, context.fileKey)
  if (!file) throw new Error(`The import file ${context.fileKey} no longer exists`)
  const done = rt.job.result ?? {}
  const cursor = Number(done.processed_rows ?? 1)
  let advancement = Number(done.advancement_count ?? 0)
  let lastRow = cursor
  let header: LevelHeader | null = null
  let batch: LevelRow[] = []

  const commit = async () => {
    if (batch.length === 0) return
    const rows = batch
    batch = []
    const last = rows.at(-1)!.row
    rt.checkpoint()
    await rt.transaction(async (tx, _result, events) => {
      const { resolved, errors } = await resolveLevels(tx, rows)
      if (errors.length > 0) throw new Error(`${errors[0]!.message} (changed since the file was validated)`)
      for (const r of resolved) await setLevelStock(tx, events, r.item, r.location, r.row.stocked)
      events.emit('batch.updated', { id: rt.job.id })
      return {
        value: undefined,
        result: { advancement_count: advancement + rows.length, processed_rows: last },
      }
    })
    advancement += rows.length
    await inventoryImportTuning.afterBatch?.(rt.job.id, last)
  }

  try {
    for await (const records of readCsv(file.stream)) {
      for (const rec of records) {
        if (!header) {
          const analyzed = analyzeLevelHeader(rec.fields)
          if (analyzed.errors.length > 0)
            throw new Error(`${analyzed.errors[0]!.message} (changed since validation)`)
          header = analyzed.header
          continue
        }
        if (rec.row <= cursor) continue
        const parsed = parseLevelRow(rec.fields, rec.row, header)
        if (!parsed.value)
          throw new Error(`${parsed.errors[0]!.message} (the file changed after it was validated)`)
        batch.push(parsed.value)
        lastRow = rec.row
        if (batch.length >= inventoryImportTuning.batchRows) await commit()
      }
    }
    await commit()
  } finally {
    file.stream.destroy()
  }
  return { advancement_count: advancement, processed_rows: lastRow }
}
