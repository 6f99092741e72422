import type { JobError } from '../types'

/** How a scalar cell is read; `int` is a whole number of 0 or more (stock, weight and sizes). */
export type Kind = 'text' | 'int' | 'bool' | 'status'

export interface FieldColumn {
  header: string
  column: string
  kind: Kind
  index: number
}

/** Product columns of contract §4.6 that map onto one `product` column. */
export const PRODUCT_FIELDS: ReadonlyArray<[string, string, Kind]> = [
  ['Product Title', 'title', 'text'],
  ['Product Subtitle', 'subtitle', 'text'],
  ['Product Description', 'description', 'text'],
  ['Product Status', 'status', 'status'],
  ['Product Thumbnail', 'thumbnail', 'text'],
  ['Product Weight', 'weight', 'int'],
  ['Product Length', 'length', 'int'],
  ['Product Width', 'width', 'int'],
  ['Product Height', 'height', 'int'],
  ['Product HS Code', 'hs_code', 'text'],
  ['Product Origin Country', 'origin_country', 'text'],
  ['Product MID Code', 'mid_code', 'text'],
  ['Product Material', 'material', 'text'],
  ['Product Discountable', 'discountable', 'bool'],
  ['Product External Id', 'external_id', 'text'],
]

/** Variant columns that map onto one `product_variant` column (EAN and UPC beyond the contract's list). */
export const VARIANT_FIELDS: ReadonlyArray<[string, string, Kind]> = [
  ['Variant Title', 'title', 'text'],
  ['Variant SKU', 'sku', 'text'],
  ['Variant Barcode', 'barcode', 'text'],
  ['Variant EAN', 'ean', 'text'],
  ['Variant UPC', 'upc', 'text'],
  ['Variant Inventory Quantity', 'inventory_quantity', 'int'],
  ['Variant Allow Backorder', 'allow_backorder', 'bool'],
  ['Variant Manage Inventory', 'manage_inventory', 'bool'],
  ['Variant Weight', 'weight', 'int'],
  ['Variant Length', 'length', 'int'],
  ['Variant Width', 'width', 'int'],
  ['Variant Height', 'height', 'int'],
  ['Variant HS Code', 'hs_code', 'text'],
  ['Variant Origin Country', 'origin_country', 'text'],
  ['Variant MID Code', 'mid_code', 'text'],
  ['Variant Material', 'material', 'text'],
]

export const SPECIAL_COLUMNS = [
  'Product Id',
  'Product Handle',
  'Product Collection Title',
  'Product Collection Handle',
  'Product Type',
  'Product Tags',
  'Product Profile Name',
  'Product Profile Type',
  'Variant Id',
] as const
export type Special = (typeof SPECIAL_COLUMNS)[number]

export interface PriceColumn {
  index: number
  header: string
  currency_code: string
  region_id: string | null
}

export interface ImportHeader {
  width: number
  special: Partial<Record<Special, number>>
  productFields: FieldColumn[]
  variantFields: FieldColumn[]
  options: Array<{ n: number; name: number; value: number }>
  images: Array<{ n: number; index: number }>
  prices: PriceColumn[]
  salesChannels: Array<{ n: number; id?: number; name?: number; description?: number }>
  categories: Array<{ n: number; handle?: number; name?: number; description?: number }>
  ignored: string[]
}

export interface HeaderRefs {
  currencies: ReadonlySet<string>
  regions: ReadonlyArray<{ id: string; name: string; currency_code: string }>
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()

/** Reads the header row; every problem (unknown currency or region, half an option pair…) is an error on row 1. */
export function analyzeHeader(
  fields: string[],
  refs: HeaderRefs,
): { header: ImportHeader; errors: JobError[] } {
  const errors: JobError[] = []
  const fail = (message: string) =>
    errors.push({ row: 1, code: 'invalid_header', message: `Row 1: ${message}` })
  const header: ImportHeader = {
    width: fields.length,
    special: {},
    productFields: [],
    variantFields: [],
    options: [],
    images: [],
    prices: [],
    salesChannels: [],
    categories: [],
    ignored: [],
  }
  const fixed = new Map<string, (i: number) => void>()
  for (const name of SPECIAL_COLUMNS)
    fixed.set(norm(name), (i) => {
      header.special[name] = i
    })
  for (const [h, column, kind] of PRODUCT_FIELDS)
    fixed.set(norm(h), (index) => header.productFields.push({ header: h, column, kind, index }))
  for (const [h, column, kind] of VARIANT_FIELDS)
    fixed.set(norm(h), (index) => header.variantFields.push({ header: h, column, kind, index }))

  const options = new Map<number, { name?: number; value?: number }>()
  const channels = new Map<number, { n: number; id?: number; name?: number; description?: number }>()
  const categories = new Map<number, { n: number; handle?: number; name?: number; description?: number }>()
  const seen = new Set<string>()
  const priceTargets = new Set<string>()

  for (const [index, raw] of fields.entries()) {
    const label = raw.trim()
    const key = norm(label)
    if (key === '') continue
    if (seen.has(key)) {
      fail(`column "${label}" appears twice`)
      continue
    }
    seen.add(key)
    const set = fixed.get(key)
    if (set) {
      set(index)
      continue
    }
    let m = /^option (\d+) (name|value)$/.exec(key)
    if (m) {
      const o = options.get(Number(m[1])) ?? {}
      o[m[2] as 'name' | 'value'] = index
      options.set(Number(m[1]), o)
      continue
    }
    m = /^image (\d+) url$/.exec(key)
    if (m) {
      header.images.push({ n: Number(m[1]), index })
      continue
    }
    m = /^sales channel (\d+) (name|description|id)$/.exec(key)
    if (m) {
      const n = Number(m[1])
      const c = channels.get(n) ?? { n }
      c[m[2] as 'name' | 'description' | 'id'] = index
      channels.set(n, c)
      continue
    }
    m = /^product category (\d+) (handle|name|description)$/.exec(key)
    if (m) {
      const n = Number(m[1])
      const c = categories.get(n) ?? { n }
      c[m[2] as 'handle' | 'name' | 'description'] = index
      categories.set(n, c)
      continue
    }
    if (key.startsWith('price ')) {
      const price = priceColumn(label, index, refs)
      const target = typeof price === 'string' ? '' : `${price.currency_code}|${price.region_id ?? ''}`
      if (typeof price === 'string') fail(price)
      else if (priceTargets.has(target)) fail(`column "${label}" repeats the price of another column`)
      else {
        priceTargets.add(target)
        header.prices.push(price)
      }
      continue
    }
    header.ignored.push(label)
  }

  if (header.special['Product Handle'] === undefined) fail(missingHandle(fields, fixed))
  for (const [n, o] of [...options].sort((a, b) => a[0] - b[0])) {
    if (o.name === undefined || o.value === undefined)
      fail(`"Option ${n} Name" and "Option ${n} Value" must both be present`)
    else header.options.push({ n, name: o.name, value: o.value })
  }
  header.images.sort((a, b) => a.n - b.n)
  header.salesChannels = [...channels.values()].sort((a, b) => a.n - b.n)
  for (const c of header.salesChannels)
    if (c.id === undefined && c.name === undefined)
      fail(`"Sales Channel ${c.n}" needs a Name or an Id column`)
  header.categories = [...categories.values()].sort((a, b) => a.n - b.n)
  for (const c of header.categories)
    if (c.handle === undefined) fail(`"Product Category ${c.n} Handle" is required with its other columns`)
  return { header, errors }
}

const OTHER_DELIMITERS = [
  [',', 'comma'],
  ['\t', 'tab'],
] as const

/** Column names of the product CSV beyond the fixed ones (options, images, prices, channels, categories). */
const NUMBERED =
  /^(option \d+ (name|value)|image \d+ url|price \S.*|sales channel \d+ (name|description|id)|product category \d+ (handle|name|description))$/

/**
 * Why the header has no Product Handle column. A header written with another delimiter than ";"
 * reads as one long field (or a few): that is what is said when its cells, split on that delimiter,
 * name at least two columns of the import.
 */
function missingHandle(fields: string[], fixed: ReadonlyMap<string, unknown>): string {
  for (const [delimiter, name] of OTHER_DELIMITERS) {
    const names = fields
      .filter((f) => f.includes(delimiter))
      .flatMap((f) => f.split(delimiter))
      .map((c) => c.trim().replace(/^"(.*)"$/, '$1'))
      .filter((c) => fixed.has(norm(c)) || NUMBERED.test(norm(c)))
    if (names.length >= 2)
      return `the header has no "Product Handle" column: its columns look ${name}-separated, but the import expects them separated by ";" (as in Medusa's import template); save the file with ";" as the delimiter`
  }
  return 'the column "Product Handle" is required'
}

/** `Price USD` (a currency) or `Price Europe [EUR]` (a region, by name, whose currency it must be). */
function priceColumn(label: string, index: number, refs: HeaderRefs): PriceColumn | string {
  const region = /^price\s+(.+?)\s*\[\s*([a-z]{3})\s*\]$/i.exec(label)
  if (region) {
    const name = region[1]!.trim().toLowerCase()
    const code = region[2]!.toLowerCase()
    const found = refs.regions.filter((r) => r.name.trim().toLowerCase() === name)
    if (found.length === 0) return `column "${label}" names an unknown region "${region[1]}"`
    if (found.length > 1) return `column "${label}": several regions are named "${region[1]}"`
    const r = found[0]!
    if (r.currency_code !== code)
      return `column "${label}": region "${r.name}" uses ${r.currency_code.toUpperCase()}, not ${code.toUpperCase()}`
    return { index, header: label, currency_code: code, region_id: r.id }
  }
  const currency = /^price\s+([a-z]{3})$/i.exec(label)
  if (currency) {
    const code = currency[1]!.toLowerCase()
    if (!refs.currencies.has(code)) return `column "${label}" names an unknown currency "${currency[1]}"`
    return { index, header: label, currency_code: code, region_id: null }
  }
  return `column "${label}" is not a price column; write "Price <ISO code>" or "Price <Region name> [<ISO code>]"`
}
