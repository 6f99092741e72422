import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { CsvEncodingError, CsvParser, CsvSyntaxError, csvField, csvLine, readCsv } from './csv'

function parseAll(text: string, chunkSize = text.length || 1) {
  const p = new CsvParser()
  const out = []
  for (let i = 0; i < text.length; i += chunkSize) out.push(...p.push(text.slice(i, i + chunkSize)))
  out.push(...p.end())
  return out
}

const SAMPLE = '\uFEFFa;b;c\r\n1;"x;y";"say ""hi"""\r\n\r\n"multi\r\nline";;end\n"";"";""\rlast;row;"q"'

describe('CSV reader', () => {
  it('reads quoted fields, doubled quotes, CRLF, LF and CR endings, and numbers rows as a spreadsheet', () => {
    const expected = [
      { fields: ['a', 'b', 'c'], row: 1 },
      { fields: ['1', 'x;y', 'say "hi"'], row: 2 },
      { fields: ['multi\r\nline', '', 'end'], row: 4 },
      // A spreadsheet's rows: the quoted line break above does not count, the blank line does.
      { fields: ['', '', ''], row: 5 },
      { fields: ['last', 'row', 'q'], row: 6 },
    ]
    expect(parseAll(SAMPLE)).toEqual(expected)
    // Any chunking gives the same records (quotes and CRLF split across chunks included).
    for (const size of [1, 2, 3, 5, 7, 11]) expect(parseAll(SAMPLE, size), `chunk ${size}`).toEqual(expected)
  })

  it('keeps a quote inside an unquoted field as text, and refuses an unclosed quote', () => {
    expect(parseAll('5" pipe;x\n')).toEqual([{ fields: ['5" pipe', 'x'], row: 1 }])
    expect(() => parseAll('a;"open\nmore')).toThrow(CsvSyntaxError)
  })

  it('decodes UTF-8 split across byte chunks', async () => {
    const bytes = Buffer.from('name;prix\nCafé crème;€3\n')
    const chunks = [...bytes].map((b) => Buffer.from([b]))
    const records = []
    for await (const batch of readCsv(Readable.from(chunks))) records.push(...batch)
    expect(records.map((r) => r.fields)).toEqual([
      ['name', 'prix'],
      ['Café crème', '€3'],
    ])
  })
})

describe('CSV encodings', () => {
  const read = async (bytes: Buffer, encoding?: 'utf-8' | 'windows-1252') => {
    const records = []
    for await (const batch of readCsv(Readable.from([bytes]), ';', encoding)) records.push(...batch)
    return records.map((r) => r.fields)
  }
  // "Café – Crème" as Excel's plain "CSV" writes it on a Western European Windows.
  const cp1252 = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x96, 0x20, 0x43, 0x72, 0xe8, 0x6d, 0x65, 0x0a])

  it('refuses bytes that are not UTF-8 rather than reading them as U+FFFD', async () => {
    await expect(read(cp1252)).rejects.toThrow(CsvEncodingError)
  })

  it('reads Windows-1252 when asked, and drops a UTF-8 BOM in either encoding', async () => {
    expect(await read(cp1252, 'windows-1252')).toEqual([['Café – Crème']])
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Κούπα;x\n')])
    expect(await read(bom)).toEqual([['Κούπα', 'x']])
    expect(await read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), cp1252]), 'windows-1252')).toEqual([
      ['Café – Crème'],
    ])
  })
})

describe('CSV writer', () => {
  it('quotes only what needs it and ends lines with CRLF', () => {
    expect(csvLine(['a', 1, true, null, undefined, 'x;y', 'say "hi"', 'two\nlines', ' padded'])).toBe(
      'a;1;true;;;"x;y";"say ""hi""";"two\nlines";" padded"\r\n',
    )
    expect(csvField('plain')).toBe('plain')
  })

  it('round-trips any text through writer and reader', () => {
    const values = ['', 'a', '"', '""', ';', '\r\n', 'x\ny', ' lead', 'trail ', 'ü€', 'a;"b"\r\nc']
    const rows = [values, [...values].reverse()]
    const text = rows.map((r) => csvLine(r)).join('')
    expect(parseAll(text, 3).map((r) => r.fields)).toEqual(rows)
  })
})
