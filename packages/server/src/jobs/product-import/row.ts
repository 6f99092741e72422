import { toMinorUnits } from '@mercato/domain'
import type { JobError } from '../types'
import type { FieldColumn, ImportHeader, Kind } from './columns'

export type Scalar = string | number | boolean | null

export interface ParsedRow {
  row: number
  handle: string
  productId: string | null
  variantId: string | null
  /** Product columns present in the file (db column → value; empty cells are null). */
  product: Record<string, Scalar>
  /** Present only when the file has the columns; null = no collection / type. */
  collection?: { handle: string; title: string } | null
  type?: string | null
  tags?: string[]
  profile?: { name: string | null; type: string | null }
  images?: string[]
  salesChannels?: Array<{ id: string | null; name: string | null; description: string | null }>
  categories?: Array<{ handle: string; name: string | null; description: string | null }>
  variant: Record<string, Scalar>
  options: Array<{ name: string; value: string }>
  prices?: Array<{ currency_code: string; region_id: string | null; amount: number }>
}

const STATUSES = new Set(['draft', 'proposed', 'published', 'rejected'])
const PROFILE_TYPES = new Set(['default', 'gift_card', 'custom'])
const TRUE = new Set(['true', '1', 'yes'])
const FALSE = new Set(['false', '0', 'no'])
const MAX_AMOUNT = 1e15

/**
 * Parses one data row; problems are returned as row-numbered errors (the row is then unusable).
 * `variantOnly` skips the product-level cells: only the first row of a handle's group carries them,
 * and a long import keeps fewer objects alive without them.
 */
export function parseRow(
  fields: string[],
  row: number,
  header: ImportHeader,
  variantOnly = false,
): { value: ParsedRow | null; errors: JobError[] } {
  const errors: JobError[] = []
  const fail = (message: string, code = 'invalid_row') =>
    errors.push({ row, code, message: `Row ${row}: ${message}` })
  const cell = (i: number | undefined) => (i === undefined ? '' : (fields[i] ?? '').trim())
  const opt = (i: number | undefined) => cell(i) || null

  if (fields.length > header.width && fields.slice(header.width).some((f) => f.trim() !== ''))
    fail(
      `it has ${fields.length} fields but the header has ${header.width}; check the ";" delimiter and quoting`,
    )

  const handle = cell(header.special['Product Handle'])
  if (!handle) fail('Product Handle is required', 'missing_handle')

  const scalar = (c: FieldColumn, target: Record<string, Scalar>) => {
    const raw = cell(c.index)
    const value = readScalar(raw, c.kind)
    if (value === undefined) fail(`${c.header} ${describe(c.kind)}, got "${raw}"`)
    else target[c.column] = value
  }
  const product: Record<string, Scalar> = {}
  if (!variantOnly) for (const c of header.productFields) scalar(c, product)
  const variant: Record<string, Scalar> = {}
  for (const c of header.variantFields) scalar(c, variant)

  const value: ParsedRow = {
    row,
    handle,
    productId: opt(header.special['Product Id']),
    variantId: opt(header.special['Variant Id']),
    product,
    variant,
    options: [],
  }

  const sp = header.special
  if (
    !variantOnly &&
    (sp['Product Collection Handle'] !== undefined || sp['Product Collection Title'] !== undefined)
  ) {
    const h = cell(sp['Product Collection Handle'])
    const title = cell(sp['Product Collection Title'])
    if (!h && title)
      fail('Product Collection Handle is required with a collection title (collections are found by handle)')
    value.collection = h ? { handle: h, title: title || h } : null
  }
  if (!variantOnly && sp['Product Type'] !== undefined) value.type = opt(sp['Product Type'])
  if (!variantOnly && sp['Product Tags'] !== undefined) {
    const tags = cell(sp['Product Tags'])
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
    value.tags = [...new Set(tags)]
  }
  if (
    !variantOnly &&
    (sp['Product Profile Name'] !== undefined || sp['Product Profile Type'] !== undefined)
  ) {
    const type = opt(sp['Product Profile Type'])
    if (type && !PROFILE_TYPES.has(type))
      fail(`Product Profile Type must be default, gift_card or custom, got "${type}"`)
    value.profile = { name: opt(sp['Product Profile Name']), type }
  }

  const names = new Set<string>()
  for (const o of header.options) {
    const name = cell(o.name)
    const v = cell(o.value)
    if (!name && !v) continue
    if (!name || !v) {
      fail(`Option ${o.n} Name and Option ${o.n} Value must both be given`, 'option_mismatch')
      continue
    }
    if (names.has(name)) fail(`option "${name}" is given twice`, 'option_mismatch')
    names.add(name)
    value.options.push({ name, value: v })
  }

  if (!variantOnly && header.images.length > 0)
    value.images = header.images.map((i) => cell(i.index)).filter(Boolean)

  if (header.prices.length > 0) {
    value.prices = []
    for (const p of header.prices) {
      const raw = cell(p.index)
      if (!raw) continue
      if (!/^\d+(\.\d+)?$/.test(raw) || Number(raw) > MAX_AMOUNT) {
        fail(
          `${p.header} must be a price like 12.50 (major units, "." as decimal point), got "${raw}"`,
          'invalid_price',
        )
        continue
      }
      value.prices.push({
        currency_code: p.currency_code,
        region_id: p.region_id,
        amount: toMinorUnits(Number(raw), p.currency_code),
      })
    }
  }

  if (!variantOnly && header.salesChannels.length > 0) {
    value.salesChannels = []
    for (const c of header.salesChannels) {
      const id = opt(c.id)
      const name = opt(c.name)
      const description = opt(c.description)
      if (!id && !name) {
        if (description) fail(`Sales Channel ${c.n} needs a Name or an Id`)
        continue
      }
      value.salesChannels.push({ id, name, description })
    }
  }

  if (!variantOnly && header.categories.length > 0) {
    value.categories = []
    for (const c of header.categories) {
      const h = cell(c.handle)
      const name = opt(c.name)
      if (!h) {
        if (name || opt(c.description)) fail(`Product Category ${c.n} Handle is required`)
        continue
      }
      value.categories.push({ handle: h, name, description: opt(c.description) })
    }
  }
  return { value: errors.length > 0 ? null : value, errors }
}

function readScalar(raw: string, kind: Kind): Scalar | undefined {
  if (raw === '') return null
  switch (kind) {
    case 'text':
      return raw
    case 'int': {
      // Stock counts and dimensions: whole and not negative ("5.0" is 5); checked before anything is written.
      if (!/^\d+(\.0+)?$/.test(raw)) return undefined
      const n = Number(raw)
      return n <= 2_147_483_647 ? n : undefined
    }
    case 'bool': {
      const l = raw.toLowerCase()
      return TRUE.has(l) ? true : FALSE.has(l) ? false : undefined
    }
    case 'status': {
      const l = raw.toLowerCase()
      return STATUSES.has(l) ? l : undefined
    }
  }
}

function describe(kind: Kind): string {
  switch (kind) {
    case 'int':
      return 'must be a whole number of 0 or more'
    case 'bool':
      return 'must be true or false'
    case 'status':
      return 'must be draft, proposed, published or rejected'
    default:
      return 'is not valid'
  }
}

/** A row that only carries product fields (how the export writes a product without variants). */
export function isProductOnly(r: ParsedRow): boolean {
  return (
    !r.variantId &&
    r.options.length === 0 &&
    !r.prices?.length &&
    Object.values(r.variant).every((v) => v === null)
  )
}
