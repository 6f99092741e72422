import { PRODUCT_FIELDS, VARIANT_FIELDS } from './columns'
import type { CurrentValues, ProductNow, VariantNow } from './changes-current'
import { priceKey } from './changes-current'
import { type StaticRefs, refKey } from './refs'
import type { ParsedRow, Scalar } from './row'
import { KEEP_WHEN_EMPTY } from './update-rows'

export type ChangeValue = Scalar | string[]

/** One value an update changes: the file's column, the value stored now and the one the import writes. */
export interface FieldChange {
  column: string
  /** Option changes: the option's name. */
  option?: string
  /** Price changes: the currency of both amounts, in its smallest unit. */
  currency_code?: string
  from: ChangeValue
  to: ChangeValue
}

const blank = (v: ChangeValue | undefined) =>
  v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)

/** An empty cell and an empty stored value are the same: writing one over the other changes nothing visible. */
function same(a: ChangeValue | undefined, b: ChangeValue | undefined): boolean {
  if (blank(a) && blank(b)) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i])
  return a === b
}

class Changes {
  readonly list: FieldChange[] = []
  add(column: string, from: ChangeValue | undefined, to: ChangeValue, extra: Partial<FieldChange> = {}) {
    if (!same(from, to)) this.list.push({ column, from: from ?? null, to, ...extra })
  }
  /** Scalar columns the file has, written as `updateRows` writes them (an empty never-null column is kept). */
  columns(
    fields: ReadonlyArray<readonly [string, string, unknown]>,
    file: Record<string, Scalar>,
    now: Record<string, Scalar>,
  ) {
    for (const [header, column] of fields) {
      if (!(column in file)) continue
      const to = file[column]!
      if (to === null && KEEP_WHEN_EMPTY.has(column)) continue
      this.add(header, now[column], to)
    }
  }
}

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort()

/** What the import changes on a product it updates: the first row of its handle against the stored product. */
export function productChanges(
  r: ParsedRow,
  now: ProductNow,
  current: CurrentValues,
  statics: StaticRefs,
): FieldChange[] {
  const c = new Changes()
  c.add('Product Handle', now.fields.handle, r.handle)
  c.columns(PRODUCT_FIELDS, r.product, now.fields)
  // Names are matched case-insensitively (refKey): `web store` links the stored `Web Store`, no change.
  const sameRef = (a: string | null, b: string | null) => a !== null && b !== null && refKey(a) === refKey(b)
  if (r.collection !== undefined && !sameRef(now.collection, r.collection?.handle ?? null))
    c.add('Product Collection Handle', now.collection, r.collection?.handle ?? null)
  if (r.type !== undefined && !sameRef(now.type, r.type ?? null)) c.add('Product Type', now.type, r.type)
  const keys = (xs: string[]) => sorted(xs.map(refKey))
  if (r.tags && !same(keys(now.tags), keys(r.tags))) c.add('Product Tags', sorted(now.tags), sorted(r.tags))
  if (r.profile) {
    const { name, type } = r.profile
    const id = name ? statics.profilesByName.get(name) : type ? statics.profilesByType.get(type) : undefined
    // No profile named (or none found) keeps the current one, as the update does.
    if (id && id !== now.fields.profile_id)
      c.add('Product Profile Name', profileName(statics, now.fields.profile_id), profileName(statics, id))
  }
  if (r.images)
    for (let i = 0; i < Math.max(r.images.length, now.images.length); i++)
      c.add(`Image ${i + 1} Url`, now.images[i] ?? null, r.images[i] ?? null)
  if (r.salesChannels) {
    // Channels are compared by what they resolve to (an id wins over a name), and shown by name.
    const ids = r.salesChannels.map((ch) =>
      ch.id && current.channelNames.has(ch.id)
        ? ch.id
        : (ch.name && current.channelIdsByName.get(refKey(ch.name))) || `new:${ch.name ?? ch.id}`,
    )
    const known = new Map([...now.channels.map((ch) => [ch.id, ch.name] as const), ...current.channelNames])
    const names = (list: string[]) => sorted(list.map((id) => known.get(id) ?? id.slice('new:'.length)))
    const before = now.channels.map((ch) => ch.id)
    if (!same(sorted(before), sorted(ids)))
      c.list.push({ column: 'Sales Channels', from: names(before), to: names(ids) })
  }
  if (r.categories && !same(keys(now.categories), keys(r.categories.map((x) => x.handle))))
    c.add('Product Categories', sorted(now.categories), sorted(r.categories.map((x) => x.handle)))
  return c.list
}

function profileName(statics: StaticRefs, id: Scalar | undefined): string | null {
  for (const [name, pid] of statics.profilesByName) if (pid === id) return name
  return null
}

/** What the import changes on a variant it updates: columns, option values and the variant's own prices. */
export function variantChanges(r: ParsedRow, now: VariantNow, statics: StaticRefs): FieldChange[] {
  const c = new Changes()
  c.columns(VARIANT_FIELDS, r.variant, now.fields)
  for (const o of r.options)
    c.add('Option Value', now.options.get(o.name) ?? null, o.value, { option: o.name })
  if (r.prices) {
    // The file's prices replace the variant's: a price it does not give is removed.
    const wanted = new Map(r.prices.map((p) => [priceKey(p.currency_code, p.region_id), p]))
    const keys = sorted([...now.prices.keys(), ...wanted.keys()])
    for (const key of keys) {
      const [currency, region] = key.split('|') as [string, string]
      c.add(
        priceColumn(statics, currency, region || null),
        now.prices.get(key) ?? null,
        wanted.get(key)?.amount ?? null,
        {
          currency_code: currency,
        },
      )
    }
  }
  return c.list
}

/** The header that writes a price: `Price USD`, or `Price Europe [EUR]` for a region's. */
function priceColumn(statics: StaticRefs, currency: string, regionId: string | null): string {
  const region = regionId ? statics.regions.find((r) => r.id === regionId) : undefined
  const code = currency.toUpperCase()
  return region ? `Price ${region.name} [${code}]` : `Price ${code}`
}
