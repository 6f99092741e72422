import { z } from 'zod'
import { setLevelsStock } from '../../modules/inventory/location-levels.service'
import { readCsv } from '../csv'
import { checkImportFile, importEncoding, openImportFile, preProcessCsvImport } from '../csv-import'
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

export const inventoryImportStrategy: BatchJobStrategy<ImportContext> = {
  type: 'inventory-import',
  contextSchema,

  checkContext: (ctx, context) => checkImportFile(ctx, context.fileKey),

  preProcess: preProcessLevels,
  process: processLevels,
}

/** The dry run: every row checked against the database; the plan is what the summary shows. */
function preProcessLevels(rt: JobRuntime, context: ImportContext): Promise<PreProcessOutcome> {
  return preProcessCsvImport(rt, context.fileKey, async () => {
    const v = new LevelValidator(rt.ctx.db)
    return {
      validator: v,
      analyzeHeader: analyzeLevelHeader,
      parseRow: parseLevelRow,
      chunk: inventoryImportTuning.validateChunk,
      noRowsMessage: 'The file has no stock rows',
      ignoredColumns: (header: LevelHeader) => header.unknown,
      summary: () => ({
        stat_descriptors: [
          {
            key: 'inventory-import-count',
            name: 'Stock levels to import',
            message: `${v.stats.levels_update} stock levels will change, ${v.stats.levels_create} will be created and ${v.stats.levels_unchanged} stay the same`,
          },
        ],
        operations: { ...v.stats },
      }),
    }
  })
}

/** Writes the validated rows in transactions of `batchRows`, each moving `processed_rows`. */
async function processLevels(rt: JobRuntime, context: ImportContext) {
  const file = await openImportFile(rt.ctx, context.fileKey)
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
      await setLevelsStock(
        tx,
        events,
        resolved.map((r) => ({ itemId: r.item, locationId: r.location, stocked: r.row.stocked })),
      )
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
    for await (const records of readCsv(file.stream, ';', importEncoding(rt.job.result))) {
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
