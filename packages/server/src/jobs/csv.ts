/**
 * A streaming CSV reader and writer for the product CSV (contract §4.6): `;` by default, fields
 * quoted with `"` (a quote inside is doubled), records end with LF or CRLF (a lone CR too), quoted
 * fields may span lines. Memory stays at one chunk plus the record being read.
 */

export interface CsvRecord {
  fields: string[]
  /** Line on which the record starts (the header is line 1): what an editor or a spreadsheet shows. */
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
  private line = 1
  private recordLine = 1

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
        for (let k = s.indexOf('\n', i); k !== -1 && k < end; k = s.indexOf('\n', k + 1)) this.line++
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
        this.line++
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
    if (this.inQuotes) throw new CsvSyntaxError(`Row ${this.recordLine}: a quoted field is not closed`)
    this.endRecord(out)
    return out
  }

  private endRecord(out: CsvRecord[]) {
    this.fields.push(this.field)
    const fields = this.fields
    this.fields = []
    this.field = ''
    this.fieldStart = true
    // Blank lines are not records (but keep their row number).
    if (!(fields.length === 1 && fields[0] === '')) out.push({ fields, row: this.recordLine })
    this.recordLine = this.line + 1
  }
}

export class CsvSyntaxError extends Error {}

/** Records of a byte or text stream, decoded as UTF-8, in batches of the records each chunk completed. */
export async function* readCsv(
  source: AsyncIterable<Uint8Array | string>,
  delimiter = ';',
): AsyncGenerator<CsvRecord[]> {
  const parser = new CsvParser(delimiter)
  const decoder = new TextDecoder('utf-8')
  for await (const chunk of source) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true })
    const records = parser.push(text)
    if (records.length > 0) yield records
  }
  const rest = parser.push(decoder.decode())
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
