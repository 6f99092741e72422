import { describe, expect, it } from 'vitest'
import { csvCell, productImportTemplate, TEMPLATE_COLUMNS } from './csv-template'

describe('product import template', () => {
  it('has a header and one example row of the same width, separated by semicolons', () => {
    const lines = productImportTemplate().split('\r\n')
    expect(lines).toHaveLength(3)
    expect(lines[2]).toBe('')
    const header = lines[0]!.split(';')
    expect(header).toEqual(TEMPLATE_COLUMNS)
    expect(lines[1]!.split(';')).toHaveLength(header.length)
  })

  it('names the importer’s required and id columns once each', () => {
    for (const column of ['Product Id', 'Product Handle', 'Product Title', 'Variant Id', 'Variant SKU'])
      expect(TEMPLATE_COLUMNS.filter((c) => c === column)).toHaveLength(1)
    expect(new Set(TEMPLATE_COLUMNS).size).toBe(TEMPLATE_COLUMNS.length)
    // Options come in name/value pairs, or the importer refuses the header.
    expect(TEMPLATE_COLUMNS).toContain('Option 1 Name')
    expect(TEMPLATE_COLUMNS).toContain('Option 1 Value')
  })

  it('quotes cells that hold the delimiter, quotes or line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
  })
})
