/**
 * A streaming CSV reader and writer for the product CSV (contract §4.6): `;` by default, fields
 * quoted with `"` (a quote inside is doubled), records end with LF or CRLF (a lone CR too), quoted
 * fields may span lines. Memory stays at one chunk plus the record being read.
 */

export interface CsvRecord {
  fields: string[]
  /**
   * The record's row as a spreadsheet numbers it: the header is row 1, the first record row 2, and each
   * record one row whatever line breaks its quoted fields hold (a blank line is an empty row). Not the
   * line an editor shows: a multi-line description above a record moves that one, not the row.
   */
  row: number
}

const QUOTE = 34
const LF = 10
const CR = 13

export class CsvParser {
  private readonly delim: number
  private field = ''
  private fields: string[] = []
  private inQuotes = false
  /** A quote ended the previous chunk inside a quoted field: closing, or the first of a doubled pair. */
  private quoteAtEnd = false
  private skipLf = false
  private fieldStart = true
  private started = false
  /** Row of the record being read: every record end (a blank line's too) moves to the next row. */
  private recordRow = 1

  constructor(delimiter = ';') {
    if (delimiter.length !== 1) throw new Error('The delimiter must be one character')
    this.delim = delimiter.charCodeAt(0)
  }

  /** Feeds text; returns the records it completed. */
  push(text: string): CsvRecord[] {
    const out: CsvRecord[] = []
    let s = text
    if (!this.started) {
      this.started = true
      if (s.charCodeAt(0) === 0xfeff) s = s.slice(1)
    }
    const n = s.length
    let i = 0
    if (this.quoteAtEnd && n > 0) {
      this.quoteAtEnd = false
      if (s.charCodeAt(0) === QUOTE) {
        this.field += '"'
        i = 1
      } else this.inQuotes = false
    }
    if (this.skipLf && n > 0) {
      this.skipLf = false
      if (s.charCodeAt(0) === LF && i === 0) i = 1
    }
    while (i < n) {
      if (this.inQuotes) {
        const q = s.indexOf('"', i)
        const end = q === -1 ? n : q
        this.field += s.slice(i, end)
        if (q === -1) return out
        if (q + 1 >= n) {
          this.quoteAtEnd = true
          return out
        }
        if (s.charCodeAt(q + 1) === QUOTE) {
          this.field += '"'
          i = q + 2
        } else {
          this.inQuotes = false
          i = q + 1
        }
        continue
      }
      const c = s.charCodeAt(i)
      if (c === QUOTE && this.fieldStart && this.field === '') {
        this.inQuotes = true
        this.fieldStart = false
        i++
        continue
      }
      if (c === this.delim) {
        this.fields.push(this.field)
        this.field = ''
        this.fieldStart = true
        i++
        continue
      }
      if (c === LF || c === CR) {
        this.endRecord(out)
        if (c === CR) {
          if (i + 1 < n) {
            if (s.charCodeAt(i + 1) === LF) i++
          } else this.skipLf = true
        }
        i++
        continue
      }
      // Plain run up to the next special character.
      let j = i + 1
      while (j < n) {
        const d = s.charCodeAt(j)
        if (d === this.delim || d === LF || d === CR || d === QUOTE) break
        j++
      }
      // A quote in the middle of an unquoted field is kept as text.
      if (j < n && s.charCodeAt(j) === QUOTE) j++
      this.field += s.slice(i, j)
      this.fieldStart = false
      i = j
    }
    return out
  }

  /** Ends the input; returns the last record when the file does not end with a line break. */
  end(): CsvRecord[] {
    const out: CsvRecord[] = []
    if (this.quoteAtEnd) {
      this.quoteAtEnd = false
      this.inQuotes = false
    }
    if (this.inQuotes) throw new CsvSyntaxError(`Row ${this.recordRow}: a quoted field is not closed`)
    this.endRecord(out)
    return out
  }

  private endRecord(out: CsvRecord[]) {
    this.fields.push(this.field)
    const fields = this.fields
    this.fields = []
    this.field = ''
    this.fieldStart = true
    // Blank lines are not records (but a spreadsheet shows them as empty rows, so they keep their number).
    if (!(fields.length === 1 && fields[0] === '')) out.push({ fields, row: this.recordRow })
    this.recordRow++
  }
}

export class CsvSyntaxError extends Error {}

/** The bytes are not valid UTF-8 (read as UTF-8 strictly). */
export class CsvEncodingError extends Error {}

/**
 * How an import file's bytes are read: UTF-8 (a BOM is dropped), or Windows-1252, what Excel's plain
 * "CSV" writes on a Western European Windows, for a file that is not valid UTF-8.
 */
export type CsvEncoding = 'utf-8' | 'windows-1252'

/** A UTF-8 BOM read as Windows-1252. */
const BOM_AS_1252 = '\u00ef\u00bb\u00bf'

/**
 * Records of a byte or text stream, in batches of the records each chunk completed. Bytes are decoded
 * as UTF-8 strictly: invalid bytes throw a CsvEncodingError (the caller may read the file again as
 * Windows-1252), never a silent U+FFFD.
 */
export async function* readCsv(
  source: AsyncIterable<Uint8Array | string>,
  delimiter = ';',
  encoding: CsvEncoding = 'utf-8',
): AsyncGenerator<CsvRecord[]> {
  const parser = new CsvParser(delimiter)
  const decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' })
  let first = true
  const decode = (bytes?: Uint8Array) => {
    let text: string
    try {
      text = bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode()
    } catch {
      throw new CsvEncodingError('The file is not valid UTF-8')
    }
    if (first && text !== '') {
      first = false
      if (encoding === 'windows-1252' && text.startsWith(BOM_AS_1252)) text = text.slice(3)
    }
    return text
  }
  for await (const chunk of source) {
    const text = typeof chunk === 'string' ? chunk : decode(chunk)
    const records = parser.push(text)
    if (records.length > 0) yield records
  }
  const rest = parser.push(decode())
  const last = parser.end()
  if (rest.length + last.length > 0) yield [...rest, ...last]
}

const NEEDS_QUOTES = /[;"\r\n]|^\s|\s$/

export function csvField(value: string | number | boolean | null | undefined, delimiter = ';'): string {
  if (value === null || value === undefined) return ''
  const s = String(value)
  if (s === '') return ''
  const needs = delimiter === ';' ? NEEDS_QUOTES.test(s) : s.includes(delimiter) || NEEDS_QUOTES.test(s)
  return needs ? `"${s.replace(/"/g, '""')}"` : s
}

/** One record with its CRLF line ending, as the product export writes it. */
export function csvLine(
  values: ReadonlyArray<string | number | boolean | null | undefined>,
  delimiter = ';',
) {
  let out = ''
  for (let i = 0; i < values.length; i++) {
    if (i > 0) out += delimiter
    out += csvField(values[i], delimiter)
  }
  return `${out}\r\n`
}
