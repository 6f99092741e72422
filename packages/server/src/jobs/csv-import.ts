import { invalidData } from '@mercato/domain'
import type { AppContext } from '../context'
import { isSafeKey } from '../modules/uploads/keys'
import { fileStorage } from '../modules/uploads/storage'
import { type CsvEncoding, CsvEncodingError, CsvSyntaxError, readCsv } from './csv'
import type { JobError, JobResult, JobRuntime, PreProcessOutcome } from './types'

// The part every CSV import shares: find the uploaded file, then read it once as a dry run (header
// first, rows through a validator a chunk at a time) and report what it would do or why it cannot.

/** Refuses a job whose uploaded file is not there (checked when the job is created). */
export async function checkImportFile(ctx: AppContext, fileKey: string) {
  if (!isSafeKey(fileKey) || !(await fileStorage(ctx).locate(fileKey)))
    throw invalidData(`File ${fileKey} was not found; upload it with POST /admin/uploads/protected first`)
}

/** The uploaded file's stream, or null when the key is unsafe or nothing is stored under it. */
export async function openImportFile(ctx: AppContext, key: string) {
  if (!isSafeKey(key)) return null
  const storage = fileStorage(ctx)
  const where = await storage.locate(key)
  return where ? storage.get(key, where) : null
}

/** What the dry-run loop needs of a validator; the import's own checks live behind `add`/`flush`. */
export interface RowValidator<Row> {
  readonly errors: JobError[]
  readonly errorCount: number
  rowCount: number
  readonly pendingCount: number
  error(e: JobError): void
  add(row: Row): void
  /** Checks the pending rows against the database. */
  flush(): Promise<void>
}

/** One import's part of the dry run. */
export interface CsvImportCheck<Header, Row> {
  validator: RowValidator<Row>
  analyzeHeader(fields: string[]): { header: Header; errors: JobError[] }
  parseRow(fields: string[], row: number, header: Header): { value: Row | null; errors: JobError[] }
  /** Rows validated per database round. */
  chunk: number
  /** Called after each full chunk is flushed (the product import collects garbage now and then). */
  afterChunk?: () => void
  /** The error when the header has no data rows under it. */
  noRowsMessage: string
  /** Header columns the import does not read and does not know: warned about, not fatal. */
  ignoredColumns(header: Header): string[]
  /** The import's own part of `result` (stat descriptors, planned operations), once every row is checked. */
  summary(): JobResult
}

/** The encoding the dry run settled on (stored in `result.encoding`), for the import to read the file alike. */
export function importEncoding(result: Record<string, unknown> | null | undefined): CsvEncoding {
  return result?.encoding === 'windows-1252' ? 'windows-1252' : 'utf-8'
}

/**
 * The dry run of a CSV import. `prepare` runs once the file is open (it may load what the checks
 * need); a file that cannot be read as CSV, or has no header or rows, is refused like a bad row.
 * A file that is not valid UTF-8 is read again from the start as Windows-1252 (with a fresh `prepare`),
 * and the result says so (`encoding: 'windows-1252'`, which the dashboard's check shows as a warning).
 */
export async function preProcessCsvImport<Header, Row>(
  rt: JobRuntime,
  fileKey: string,
  prepare: () => Promise<CsvImportCheck<Header, Row>>,
): Promise<PreProcessOutcome> {
  const utf8 = await readForCheck(rt, fileKey, prepare, 'utf-8')
  return utf8 ?? (await readForCheck(rt, fileKey, prepare, 'windows-1252'))!
}

/** One reading of the file; null when it is not valid UTF-8 (read as such). */
async function readForCheck<Header, Row>(
  rt: JobRuntime,
  fileKey: string,
  prepare: () => Promise<CsvImportCheck<Header, Row>>,
  encoding: CsvEncoding,
): Promise<PreProcessOutcome | null> {
  const file = await openImportFile(rt.ctx, fileKey)
  if (!file) {
    const message = `The import file ${fileKey} was not found`
    return { result: { count: 0 }, errors: [{ code: 'file_not_found', message }] }
  }
  const check = await prepare()
  const v = check.validator
  let header: Header | null = null
  try {
    reading: for await (const records of readCsv(file.stream, ';', encoding)) {
      rt.checkpoint()
      for (const rec of records) {
        if (!header) {
          const analyzed = check.analyzeHeader(rec.fields)
          header = analyzed.header
          for (const e of analyzed.errors) v.error(e)
          if (analyzed.errors.length > 0) break reading
          continue
        }
        v.rowCount++
        const parsed = check.parseRow(rec.fields, rec.row, header)
        for (const e of parsed.errors) v.error(e)
        if (parsed.value) v.add(parsed.value)
        if (v.pendingCount >= check.chunk) {
          await v.flush()
          check.afterChunk?.()
        }
      }
    }
    await v.flush()
  } catch (err) {
    if (err instanceof CsvEncodingError && encoding === 'utf-8') return null
    if (!(err instanceof CsvSyntaxError)) throw err
    v.error({ code: 'invalid_csv', message: err.message })
  } finally {
    file.stream.destroy()
  }
  if (!header)
    v.error({ code: 'empty_file', message: 'The file is empty; the first row must name the columns' })
  else if (v.rowCount === 0 && v.errorCount === 0)
    v.error({ code: 'empty_file', message: check.noRowsMessage })
  const ignored = header ? check.ignoredColumns(header) : []
  const warnings = ignored.map((c) => `Column "${c}" is not known and was ignored`)
  const result = {
    count: v.rowCount,
    advancement_count: 0,
    ...check.summary(),
    ...(encoding === 'windows-1252' ? { encoding } : {}),
    ...(warnings.length > 0 ? { warnings } : {}),
  }
  v.errors.sort((a, b) => (a.row ?? 0) - (b.row ?? 0))
  return { result, errors: v.errors.length > 0 ? v.errors : undefined }
}
