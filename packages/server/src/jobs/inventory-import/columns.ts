import type { JobError } from '../types'

/** Columns the import reads; the export's others are informative and ignored on the way back. */
const READ = ['Inventory Item Id', 'SKU', 'Location Id', 'Location', 'Stocked Quantity'] as const
const INFORMATIVE = new Set(['Product', 'Variant', 'Reserved Quantity', 'Available Quantity'])
type ReadColumn = (typeof READ)[number]

/** The largest count an `integer` level column holds. */
const MAX_QUANTITY = 2_147_483_647

export interface LevelHeader {
  at: Partial<Record<ReadColumn, number>>
  width: number
  /** Columns neither read nor informative: reported, not fatal. */
  unknown: string[]
}

export interface LevelRow {
  row: number
  itemId: string | null
  sku: string | null
  locationId: string | null
  location: string | null
  stocked: number
}

export function analyzeLevelHeader(fields: string[]): { header: LevelHeader; errors: JobError[] } {
  const errors: JobError[] = []
  const fail = (message: string) =>
    errors.push({ row: 1, code: 'invalid_header', message: `Row 1: ${message}` })
  const header: LevelHeader = { at: {}, width: fields.length, unknown: [] }
  const seen = new Set<string>()
  fields.forEach((raw, i) => {
    const name = raw.trim()
    if (!name) return
    if (seen.has(name)) fail(`column "${name}" appears twice`)
    seen.add(name)
    if ((READ as readonly string[]).includes(name)) header.at[name as ReadColumn] = i
    else if (!INFORMATIVE.has(name)) header.unknown.push(name)
  })
  const has = (c: ReadColumn) => header.at[c] !== undefined
  if (!has('Inventory Item Id') && !has('SKU')) fail('an "Inventory Item Id" or "SKU" column is required')
  if (!has('Location Id') && !has('Location')) fail('a "Location Id" or "Location" column is required')
  if (!has('Stocked Quantity')) fail('a "Stocked Quantity" column is required')
  return { header, errors }
}

/** One data row; an unusable row comes back as errors with its row number. */
export function parseLevelRow(
  fields: string[],
  row: number,
  header: LevelHeader,
): { value: LevelRow | null; errors: JobError[] } {
  const errors: JobError[] = []
  const fail = (message: string, code = 'invalid_row') =>
    errors.push({ row, code, message: `Row ${row}: ${message}` })
  const cell = (c: ReadColumn) => {
    const i = header.at[c]
    return i === undefined ? null : (fields[i] ?? '').trim() || null
  }
  if (fields.length > header.width && fields.slice(header.width).some((f) => f.trim() !== ''))
    fail(
      `it has ${fields.length} fields but the header has ${header.width}; check the ";" delimiter and quoting`,
    )
  const itemId = cell('Inventory Item Id')
  const sku = cell('SKU')
  const locationId = cell('Location Id')
  const location = cell('Location')
  const raw = cell('Stocked Quantity') ?? ''
  if (!itemId && !sku) fail('give the Inventory Item Id or the SKU', 'missing_item')
  if (!locationId && !location) fail('give the Location Id or the Location name', 'missing_location')
  const stocked = Number(raw)
  if (!/^\d+$/.test(raw) || stocked > MAX_QUANTITY)
    fail(`Stocked Quantity must be a whole number of 0 or more, got "${raw}"`, 'invalid_quantity')
  if (errors.length > 0) return { value: null, errors }
  return { value: { row, itemId, sku, locationId, location, stocked }, errors }
}
