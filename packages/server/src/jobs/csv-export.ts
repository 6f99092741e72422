import { once } from 'node:events'
import { PassThrough } from 'node:stream'
import { z } from 'zod'
import { fileStorage } from '../modules/uploads/storage'
import { csvLine } from './csv'
import type { JobRuntime } from './types'

const instant = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be a date')

/**
 * A date range in an export's stored context, as the list filters take it. Dates stay ISO strings:
 * the context is stored as given and parsed again by the worker.
 */
export const exportDateRange = z
  .strictObject({
    lt: instant.optional(),
    gt: instant.optional(),
    lte: instant.optional(),
    gte: instant.optional(),
  })
  .optional()

/** Writes text into the export, waiting while storage catches up. */
export type CsvWrite = (text: string) => Promise<void>

/**
 * Streams an export's CSV into private storage under the job's key (`<job>-<name>.csv`): a UTF-8 BOM and the header,
 * then whatever `rows` writes, page by page, answering how many records it wrote. A job taken over after
 * a crash writes the file again under the same key; storage replaces it only once complete.
 */
export async function streamCsvExport(
  rt: JobRuntime,
  name: string,
  header: readonly string[],
  rows: (write: CsvWrite) => Promise<number>,
) {
  const key = `${rt.job.id.replace(/^batch_/, '')}-${name}.csv`
  const out = new PassThrough()
  const stored = fileStorage(rt.ctx).put(key, out, { visibility: 'private', contentType: 'text/csv' })
  stored.catch(() => {})
  const write: CsvWrite = async (text) => {
    // Racing the upload: if storage fails, 'drain' never comes.
    if (!out.write(text)) await Promise.race([once(out, 'drain'), stored])
  }
  let done: number
  try {
    // A UTF-8 BOM first: without it Excel reads the file in the machine's code page and garbles
    // Greek, Japanese or accented text. Every import drops it again.
    await write(`\uFEFF${csvLine(header)}`)
    done = await rows(write)
    out.end()
  } catch (err) {
    out.destroy(err as Error)
    throw err
  }
  const file = await stored
  return { file_key: file.key, file_size: file.size, count: done, advancement_count: done }
}
