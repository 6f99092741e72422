import { z } from 'zod'
import { readCsv } from '../csv'
import { checkImportFile, importEncoding, openImportFile, preProcessCsvImport } from '../csv-import'
import { collectGarbage } from '../memory'
import type { BatchJobStrategy, JobRuntime, PreProcessOutcome } from '../types'
import { type Group, applyBatch } from './apply'
import { type ImportHeader, analyzeHeader } from './columns'
import { RefResolver, loadStaticRefs } from './refs'
import { parseRow } from './row'
import type { ChangeRecorder } from './changes'
import { type ImportStats, ImportValidator, own } from './validate'

/** Rows per processing transaction, rows per validation query round. Tests and benchmarks tune them. */
export const importTuning: {
  batchRows: number
  validateChunk: number
  /** A full GC after this many rows (see collectGarbage); 0 = never. */
  gcEveryRows: number
  /** Test hook: called after each committed batch (e.g. to simulate a worker presumed dead). */
  afterBatch?: (jobId: string, processedRows: number) => Promise<void> | void
} = { batchRows: 1000, validateChunk: 2000, gcEveryRows: 20_000 }

const contextSchema = z.strictObject({
  fileKey: z.string().min(1),
  /**
   * What a Product Id or Variant Id that does not exist means: an error (default, as in Medusa), or
   * "create it with that id" — for restoring an export into another (e.g. empty) store.
   */
  unknown_ids: z.enum(['error', 'create']).optional(),
})
type ImportContext = z.output<typeof contextSchema>

export const productImportStrategy: BatchJobStrategy<ImportContext> = {
  type: 'product-import',
  contextSchema,

  checkContext: (ctx, context) => checkImportFile(ctx, context.fileKey),

  async preProcess(rt, context) {
    return preProcessAndCollect(rt, context)
  },

  async process(rt, context) {
    return processImport(rt, context)
  },
}

/** The dry run: every row checked within the file and against the database, a chunk at a time. */
function preProcessImport(rt: JobRuntime, context: ImportContext): Promise<PreProcessOutcome> {
  return preProcessCsvImport(rt, context.fileKey, async () => {
    const statics = await loadStaticRefs(rt.ctx.db)
    const v = new ImportValidator(rt.ctx.db, statics, context.unknown_ids ?? 'error')
    return {
      validator: v,
      analyzeHeader: (fields: string[]) => analyzeHeader(fields, statics),
      parseRow,
      chunk: importTuning.validateChunk,
      // A full GC about every `gcEveryRows` rows: after the chunk that crossed the mark.
      afterChunk: () => {
        const { gcEveryRows, validateChunk } = importTuning
        if (gcEveryRows > 0 && v.rowCount % gcEveryRows < validateChunk) collectGarbage()
      },
      noRowsMessage: 'The file has no product rows',
      ignoredColumns: (header: ImportHeader) => header.ignored,
      summary: () => {
        const s = v.stats
        // A file with errors is not compared (nothing is written): its rows count as they were planned.
        const ops = v.errorCount
          ? { ...s, products_unchanged: 0, variants_unchanged: 0 }
          : changedOperations(s, v.changes)
        return {
          stat_descriptors: [
            {
              key: 'product-import-count',
              name: 'Products/variants to import',
              message: `${ops.products_create} products will be created and ${ops.products_update} updated (${ops.products_unchanged} unchanged); ${ops.variants_create} variants will be created and ${ops.variants_update} updated (${ops.variants_unchanged} unchanged)`,
            },
          ],
          operations: ops,
          // Rows of earlier chunks were compared before a later one failed: a file with errors lists none.
          changes: v.errorCount ? [] : v.changes.listed,
          change_count: v.errorCount ? 0 : v.changes.total,
          // What the import creates besides products and variants, named so a typo shows before confirming.
          new_references: v.newReferences,
        }
      },
    }
  })
}

/**
 * The planned operations with "update" narrowed to what changes: rows that repeat stored values are
 * rewritten as they are, and count as unchanged.
 */
export function changedOperations(
  s: ImportStats,
  changes: Pick<ChangeRecorder, 'changedVariants' | 'changedProductCount'>,
) {
  const products = Math.min(changes.changedProductCount, s.products_update)
  const variants = Math.min(changes.changedVariants, s.variants_update)
  return {
    ...s,
    products_update: products,
    products_unchanged: s.products_update - products,
    variants_update: variants,
    variants_unchanged: s.variants_update - variants,
  }
}

/** Validation of a large file leaves its maps behind: hand that memory back before writing starts. */
async function preProcessAndCollect(rt: JobRuntime, context: ImportContext): Promise<PreProcessOutcome> {
  const outcome = await preProcessImport(rt, context)
  if (Number(outcome.result.count) >= importTuning.gcEveryRows && importTuning.gcEveryRows > 0)
    collectGarbage()
  return outcome
}

/**
 * Applies the validated file in transactions of about `batchRows` rows, cut between handles. Each
 * transaction also moves `result.processed_rows` (the last row it covers) and `advancement_count`,
 * so a worker that takes over a dead worker's job skips exactly what was committed: no row is
 * written twice and none is lost.
 */
async function processImport(rt: JobRuntime, context: ImportContext) {
  const { ctx } = rt
  const file = await openImportFile(ctx, context.fileKey)
  if (!file) throw new Error(`The import file ${context.fileKey} no longer exists`)
  const statics = await loadStaticRefs(ctx.db)
  const env = {
    refs: new RefResolver(),
    statics,
    unknownIds: context.unknown_ids ?? 'error',
    header: null as never,
  }
  const done = rt.job.result ?? {}
  const cursor = Number(done.processed_rows ?? 1)
  let advancement = Number(done.advancement_count ?? 0)
  const seen = new Set<string>()
  const handleIds = new Map<string, string>()
  let header: ImportHeader | null = null
  let handleColumn: number | undefined
  let groups: Group[] = []
  let batchRows = 0
  let lastRow = cursor
  let sinceGc = 0

  const commit = async (batch: Group[], rows: number, last: number) => {
    rt.checkpoint()
    try {
      await rt.transaction(async (tx, _result, events) => {
        const changed = await applyBatch(tx, batch, { ...env, header: header! }, handleIds)
        // As the products API does: caches and search subscribers hear of every product written.
        for (const id of changed.created) events.emit('product.created', { id })
        for (const id of changed.updated) events.emit('product.updated', { id })
        events.emit('batch.updated', { id: rt.job.id })
        return { value: undefined, result: { advancement_count: advancement + rows, processed_rows: last } }
      })
    } catch (err) {
      env.refs.rollback()
      throw err
    }
    env.refs.commit()
    advancement += rows
    sinceGc += rows
    if (importTuning.gcEveryRows > 0 && sinceGc >= importTuning.gcEveryRows) {
      sinceGc = 0
      collectGarbage()
    }
    await importTuning.afterBatch?.(rt.job.id, last)
  }
  // While one batch is written, the next one is read and parsed: the CPU work of the worker overlaps
  // the database's. Batches still commit one after the other, in file order.
  let inFlight: Promise<void> | null = null
  const flush = async () => {
    if (inFlight) await inFlight
    inFlight = null
    if (groups.length === 0) return
    inFlight = commit(groups, batchRows, lastRow)
    inFlight.catch(() => {}) // awaited at the next flush; this only keeps it from counting as unhandled
    groups = []
    batchRows = 0
  }

  try {
    for await (const records of readCsv(file.stream, ';', importEncoding(rt.job.result))) {
      for (const rec of records) {
        if (!header) {
          const analyzed = analyzeHeader(rec.fields, statics)
          if (analyzed.errors.length > 0)
            throw new Error(`${analyzed.errors[0]!.message} (changed since validation)`)
          header = analyzed.header
          handleColumn = header.special['Product Handle']
          continue
        }
        const handle = (rec.fields[handleColumn!] ?? '').trim()
        if (rec.row <= cursor) {
          seen.add(own(handle))
          continue
        }
        const current = groups[groups.length - 1]
        const continuing = current?.handle === handle
        const parsed = parseRow(rec.fields, rec.row, header, continuing)
        if (!parsed.value)
          throw new Error(`${parsed.errors[0]!.message} (the file changed after it was validated)`)
        const r = parsed.value
        if (current && continuing) current.rows.push(r)
        else {
          if (batchRows >= importTuning.batchRows) await flush()
          groups.push({ handle: r.handle, rows: [r], first: !seen.has(r.handle) })
          seen.add(own(r.handle))
        }
        batchRows++
        lastRow = r.row
      }
    }
    await flush()
    await flush()
  } finally {
    file.stream.destroy()
    await (inFlight as Promise<void> | null)?.catch(() => {})
  }
  return { advancement_count: advancement, processed_rows: lastRow }
}
