import type { Tx } from '../../context'
import { type ChangeValue, type FieldChange, productChanges, variantChanges } from './changes-compare'
import { loadCurrent } from './changes-current'
import type { StaticRefs } from './refs'
import type { ParsedRow } from './row'
import { own } from './validate'

export type { ChangeValue }

/** How many changes a check keeps in `result.changes`; `result.change_count` says how many there are. */
export const MAX_LISTED_CHANGES = 200

/**
 * One thing the import will do, for the check to show before it is confirmed: a product or variant it
 * creates (named), or one value it changes on a stored one (`column`, `from` → `to`, as written).
 */
export interface ImportChange extends Partial<FieldChange> {
  /** The file's row it comes from (the header is row 1). */
  row: number
  action: 'create' | 'update'
  /** The product, as stored (updates) or as the file names it (creates). */
  product: { id: string | null; handle: string; title: string | null }
  /** Present when the change is the variant's. */
  variant?: { id: string | null; title: string | null; sku: string | null }
}

/** What the validator decided for one row. */
export interface PlannedRow {
  r: ParsedRow
  /** Set on the first row of a handle only: that row carries the product's columns. */
  product: 'create' | 'update' | null
  productId: string | null
  variant: 'create' | 'update' | null
}

/** Product names kept for the variant rows that follow their product's first row. */
const REMEMBERED_PRODUCTS = 1000

/**
 * Collects the changes of a dry run, chunk by chunk as the validator checks rows, in file order:
 * every change is counted, the first `MAX_LISTED_CHANGES` are kept.
 */
export class ChangeRecorder {
  readonly listed: ImportChange[] = []
  total = 0
  /** Stored variants whose values the import changes; the others it rewrites as they are. */
  changedVariants = 0
  /** Handles of stored products whose own values or whose variants' values the import changes. */
  private readonly changedProducts = new Set<string>()
  private planned: PlannedRow[] = []
  private products = new Map<string, ImportChange['product']>()

  constructor(private readonly statics: StaticRefs) {}

  plan(p: PlannedRow) {
    if (p.product || p.variant) this.planned.push(p)
  }

  /** Drops the planned rows unread (a file with errors is not imported, so it shows no changes). */
  discard() {
    this.planned = []
  }

  /** Compares the planned rows with what is stored: a fixed number of queries per chunk. */
  async flush(tx: Tx) {
    const planned = this.planned
    this.planned = []
    if (planned.length === 0) return
    const products = planned.filter((p) => p.product === 'update')
    const variantIds = planned.flatMap((p) => (p.variant === 'update' ? [p.r.variantId!] : []))
    const current =
      products.length + variantIds.length > 0
        ? await loadCurrent(
            tx,
            products.map((p) => p.productId!),
            variantIds,
            // Columns are the file's, but option values only rows of products with options carry.
            (planned.find((p) => p.r.options.length > 0) ?? planned[0]!).r,
            products.map((p) => p.r),
          )
        : null
    for (const { r, product, productId, variant } of planned) {
      let named = this.products.get(r.handle) ?? { id: productId, handle: r.handle, title: null }
      if (product === 'create') {
        named = this.remember(r.handle, { id: productId, handle: r.handle, title: text(r.product.title) })
        this.add({ row: r.row, action: 'create', product: named })
      } else if (product === 'update') {
        // Deleted since the validator found it: the import will refuse the row, there is nothing to compare.
        const now = current?.products.get(productId!)
        if (!now) continue
        const { handle, title } = now.fields
        named = this.remember(r.handle, { id: productId, handle: String(handle), title: text(title) })
        const changes = productChanges(r, now, current!, this.statics)
        if (changes.length) this.changedProducts.add(own(r.handle))
        for (const change of changes) this.add({ row: r.row, action: 'update', product: named, ...change })
      }
      if (variant === 'create') {
        const title =
          text(r.variant.title) ?? (r.options.map((o) => o.value).join(' / ') || named.title || r.handle)
        const created = { id: r.variantId, title, sku: text(r.variant.sku) }
        this.add({ row: r.row, action: 'create', product: named, variant: created })
      } else if (variant === 'update') {
        const now = current?.variants.get(r.variantId!)
        if (!now) continue
        const updated = { id: r.variantId, title: text(now.fields.title), sku: text(now.fields.sku) }
        const changes = variantChanges(r, now, this.statics)
        if (changes.length) {
          this.changedVariants++
          this.changedProducts.add(own(r.handle))
        }
        for (const change of changes)
          this.add({ row: r.row, action: 'update', product: named, variant: updated, ...change })
      }
    }
  }

  /** How many stored products the import changes (their own values or their variants'). */
  get changedProductCount() {
    return this.changedProducts.size
  }

  private add(change: ImportChange) {
    this.total++
    // A copy: the row's cells are slices of the file's text chunks and would keep them alive.
    if (this.listed.length < MAX_LISTED_CHANGES) this.listed.push(JSON.parse(JSON.stringify(change)))
  }

  private remember(handle: string, product: ImportChange['product']) {
    // Only while the list has room: afterwards changes are counted, never named.
    if (this.listed.length >= MAX_LISTED_CHANGES) return product
    if (this.products.size >= REMEMBERED_PRODUCTS) this.products.delete(this.products.keys().next().value!)
    const { id, title } = product
    const kept = { id: id && own(id), handle: own(product.handle), title: title && own(title) }
    this.products.set(own(handle), kept)
    return kept
  }
}

const text = (v: ChangeValue | undefined) => (typeof v === 'string' && v !== '' ? v : null)
