import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { type KeptStock, keptStockOf } from '../../modules/inventory/kept-stock'
import { rowsOf, textArray } from '../sql'
import { type JobError, MAX_STORED_ERRORS } from '../types'
import { ChangeRecorder } from './changes'
import { type NewReferences, NewReferenceFinder } from './new-references'
import { type StaticRefs, refKey } from './refs'
import { type ParsedRow, isProductOnly } from './row'

export type UnknownIds = 'error' | 'create'

interface HandleState {
  firstRow: number
  productId: string | null
  optionKey: string
  optionNames: string[]
  mode: 'create' | 'update' | 'invalid' | null
}

/**
 * A copy of a string that does not point into the chunk it was cut from. Cells are slices of the
 * 64 KB text chunks the reader decodes; keeping one as a map key would keep its whole chunk, and with
 * keys from every chunk, the whole file, alive.
 */
export const own = (s: string) => (s.length < 13 ? s : ` ${s}`.slice(1))

const UNIQUE_FIELDS = [
  ['sku', 'SKU'],
  ['barcode', 'Barcode'],
  ['ean', 'EAN'],
  ['upc', 'UPC'],
] as const

export interface ImportStats {
  products_create: number
  products_update: number
  variants_create: number
  variants_update: number
}

/**
 * Validates the rows of an import as they stream by: checks within the file at once, checks against
 * the database per chunk of rows (a handful of set-based queries, never one per row). Memory grows
 * with the number of distinct handles, SKUs and option combinations, not with the file.
 */
export class ImportValidator {
  readonly errors: JobError[] = []
  errorCount = 0
  rowCount = 0
  readonly stats: ImportStats = {
    products_create: 0,
    products_update: 0,
    variants_create: 0,
    variants_update: 0,
  }
  private handles = new Map<string, HandleState>()
  private productHandles = new Map<string, { handle: string; row: number }>()
  private variantRows = new Map<string, number>()
  /** Option values of each variant, by handle: two variants of a product may not share them. */
  private combos = new Map<string, number>()
  private uniques = new Map<string, Map<string, number>>(UNIQUE_FIELDS.map(([f]) => [f, new Map()]))
  private pending: Array<{ r: ParsedRow; first: boolean }> = []
  /** What the valid rows will change, for the check to show. */
  readonly changes: ChangeRecorder
  /** Collections, categories, types and tags the import creates (none of that name exists). */
  private readonly references = new NewReferenceFinder()
  get newReferences(): NewReferences {
    return this.references.found
  }

  constructor(
    private readonly tx: Tx,
    private readonly refs: StaticRefs,
    private readonly unknownIds: UnknownIds,
  ) {
    this.changes = new ChangeRecorder(refs)
  }

  get pendingCount() {
    return this.pending.length
  }

  error(e: JobError) {
    this.errorCount++
    if (this.errors.length < MAX_STORED_ERRORS) this.errors.push(e)
  }

  private fail(row: number, message: string, code = 'invalid_row') {
    this.error({ row, code, message: `Row ${row}: ${message}` })
  }

  /** Checks that need only the file. */
  add(r: ParsedRow) {
    let state = this.handles.get(r.handle)
    const first = !state
    const optionNames = r.options.map((o) => o.name)
    const optionKey = optionNames.join('\u0001')
    if (!state) {
      state = {
        firstRow: r.row,
        productId: r.productId && own(r.productId),
        optionKey,
        optionNames,
        mode: null,
      }
      this.handles.set(own(r.handle), state)
    } else {
      if (r.productId && r.productId !== state.productId)
        this.fail(
          r.row,
          `Product Id ${r.productId} differs from ${state.productId ? `Product Id ${state.productId}` : 'the empty Product Id'} of handle "${r.handle}" on row ${state.firstRow}`,
        )
      if (optionKey !== state.optionKey)
        this.fail(
          r.row,
          `options (${optionNames.join(', ') || 'none'}) differ from the options (${state.optionNames.join(', ') || 'none'}) of handle "${r.handle}" on row ${state.firstRow}`,
          'option_mismatch',
        )
    }
    if (r.productId) {
      const other = this.productHandles.get(r.productId)
      if (other && other.handle !== r.handle)
        this.fail(
          r.row,
          `Product Id ${r.productId} is used with handle "${r.handle}" and with "${other.handle}" (row ${other.row})`,
        )
      else if (!other) this.productHandles.set(own(r.productId), { handle: own(r.handle), row: r.row })
    }
    if (r.options.length > 0 && optionKey === state.optionKey) {
      let combo = r.handle
      for (const o of r.options) combo += `\u0001${o.value}`
      const seen = this.combos.get(combo)
      if (seen)
        this.fail(
          r.row,
          `a variant with the same options (${r.options.map((o) => o.value).join(' / ')}) is on row ${seen}`,
          'option_mismatch',
        )
      else this.combos.set(combo, r.row)
    }
    if (r.variantId) {
      const seen = this.variantRows.get(r.variantId)
      if (seen) this.fail(r.row, `Variant Id ${r.variantId} is also on row ${seen}`)
      else this.variantRows.set(own(r.variantId), r.row)
    }
    for (const [field, label] of UNIQUE_FIELDS) {
      const v = r.variant[field]
      if (typeof v !== 'string') continue
      const seen = this.uniques.get(field)!
      const at = seen.get(v)
      if (at) this.fail(r.row, `Variant ${label} "${v}" is also on row ${at}`, 'duplicate')
      else seen.set(own(v), r.row)
    }
    if (r.profile?.name && !this.refs.profilesByName.has(r.profile.name))
      this.fail(r.row, `shipping profile "${r.profile.name}" does not exist`)
    this.pending.push({ r, first })
  }

  /** Checks against the database for the rows added since the last flush. */
  async flush() {
    const rows = this.pending
    this.pending = []
    if (rows.length === 0) return
    const tx = this.tx
    const uniq = (xs: Array<string | null | undefined>) => [...new Set(xs.filter((x): x is string => !!x))]
    const firsts = rows.filter((p) => p.first)
    const pids = uniq(firsts.map((p) => p.r.productId))
    const vids = uniq(rows.map((p) => p.r.variantId))
    const channelRefs = rows.flatMap((p) => p.r.salesChannels ?? [])
    const channelIds = uniq(channelRefs.map((c) => c.id))
    const channelNames = uniq(channelRefs.map((c) => c.name && refKey(c.name)))
    const values = Object.fromEntries(
      UNIQUE_FIELDS.map(([f]) => [f, uniq(rows.map((p) => p.r.variant[f] as string | null | undefined))]),
    ) as Record<(typeof UNIQUE_FIELDS)[number][0], string[]>
    const stockVids = uniq(
      rows.filter((p) => typeof p.r.variant.inventory_quantity === 'number').map((p) => p.r.variantId),
    )
    const none = Promise.resolve([])
    const [products, options, taken, variants, owners, channels, stock] = await Promise.all([
      pids.length
        ? rowsOf<{ id: string; deleted: boolean }>(
            tx,
            sql`SELECT id, deleted_at IS NOT NULL AS deleted FROM product WHERE id = ANY(${textArray(pids)})`,
          )
        : none,
      pids.length
        ? rowsOf<{ product_id: string; title: string }>(
            tx,
            sql`SELECT product_id, title FROM product_option WHERE product_id = ANY(${textArray(pids)}) AND deleted_at IS NULL`,
          )
        : none,
      rowsOf<{ id: string; handle: string }>(
        tx,
        sql`SELECT id, handle FROM product WHERE handle = ANY(${textArray(uniq(firsts.map((p) => p.r.handle)))}) AND deleted_at IS NULL`,
      ),
      vids.length
        ? rowsOf<{ id: string; product_id: string; deleted: boolean }>(
            tx,
            sql`SELECT id, product_id, deleted_at IS NOT NULL AS deleted FROM product_variant WHERE id = ANY(${textArray(vids)})`,
          )
        : none,
      rowsOf<Record<string, string | null> & { id: string }>(
        tx,
        sql`SELECT id, sku, barcode, ean, upc FROM product_variant WHERE deleted_at IS NULL AND (
          sku = ANY(${textArray(values.sku)}) OR barcode = ANY(${textArray(values.barcode)})
          OR ean = ANY(${textArray(values.ean)}) OR upc = ANY(${textArray(values.upc)}))`,
      ),
      channelIds.length + channelNames.length
        ? rowsOf<{ id: string; name: string }>(
            tx,
            sql`SELECT id, name FROM sales_channel WHERE deleted_at IS NULL
                  AND (id = ANY(${textArray(channelIds)}) OR lower(btrim(name)) = ANY(${textArray(channelNames)}))`,
          )
        : none,
      keptStockOf(tx, stockVids),
    ])
    const stockById = new Map(stock.map((k) => [k.id, k]))
    const productById = new Map(products.map((p) => [p.id, p]))
    const optionsOf = new Map<string, string[]>()
    for (const o of options) optionsOf.set(o.product_id, [...(optionsOf.get(o.product_id) ?? []), o.title])
    const handleOwner = new Map(taken.map((t) => [t.handle, t.id]))
    const variantById = new Map(variants.map((v) => [v.id, v]))
    const owner = new Map(UNIQUE_FIELDS.map(([f]) => [f, new Map<string, string>()]))
    for (const o of owners) for (const [f] of UNIQUE_FIELDS) if (o[f]) owner.get(f)!.set(o[f]!, o.id)
    const knownChannels = new Set(channels.map((c) => c.id))
    const knownChannelNames = new Set(channels.map((c) => refKey(c.name)))

    const refusedStock: Array<{ r: ParsedRow; shown: number }> = []
    for (const { r, first } of rows) {
      const state = this.handles.get(r.handle)!
      if (first) this.decideProduct(r, state, productById, optionsOf, handleOwner)
      if (state.mode === 'invalid') continue
      const variant = this.checkVariant(r, state, variantById)
      const product = first && (state.mode === 'create' || state.mode === 'update') ? state.mode : null
      this.changes.plan({ r, product, productId: state.productId, variant })
      const kept = stockById.get(r.variantId ?? '')
      if (kept && this.stockRefused(r, kept)) refusedStock.push({ r, shown: kept.shown })
      for (const [field, label] of UNIQUE_FIELDS) {
        const v = r.variant[field]
        const holder = typeof v === 'string' ? owner.get(field)!.get(v) : undefined
        if (holder && holder !== r.variantId)
          this.fail(r.row, `Variant ${label} "${v}" is already used by variant ${holder}`, 'duplicate')
      }
      // An import never creates a sales channel: a misspelt name would otherwise take the product out
      // of the channel the shop sells through.
      for (const c of r.salesChannels ?? [])
        if (!(c.id && knownChannels.has(c.id)) && !(c.name && knownChannelNames.has(refKey(c.name))))
          this.fail(
            r.row,
            `sales channel ${c.name ? `"${c.name}"` : c.id} does not exist; an import does not create sales channels (check the spelling, or create the channel under Settings › Sales channels first)`,
            'unknown_sales_channel',
          )
    }
    await this.failStock(refusedStock)
    await this.references.find(
      this.tx,
      rows.filter((p) => p.first).map((p) => p.r),
    )
    if (this.errorCount === 0) await this.changes.flush(tx)
    else this.changes.discard()
  }

  private decideProduct(
    r: ParsedRow,
    state: HandleState,
    productById: Map<string, { id: string; deleted: boolean }>,
    optionsOf: Map<string, string[]>,
    handleOwner: Map<string, string>,
  ) {
    const owner = handleOwner.get(r.handle)
    const creating = () => {
      state.mode = 'create'
      this.stats.products_create++
      if (!r.product.title)
        this.fail(r.row, `Product Title is required to create product "${r.handle}"`, 'missing_title')
      if (owner)
        this.fail(
          r.row,
          `a product with handle "${r.handle}" already exists (${owner}); give its Product Id to update it`,
          'duplicate',
        )
    }
    if (!r.productId) return creating()
    const p = productById.get(r.productId)
    if (p && !p.deleted) {
      state.mode = 'update'
      this.stats.products_update++
      if (owner && owner !== p.id)
        this.fail(r.row, `handle "${r.handle}" already belongs to product ${owner}`, 'duplicate')
      const existing = optionsOf.get(p.id) ?? []
      const wanted = state.optionNames
      if (
        existing.length > 0 &&
        (existing.length !== wanted.length || !wanted.every((w) => existing.includes(w)))
      )
        this.fail(
          r.row,
          `options (${wanted.join(', ') || 'none'}) differ from the options of product ${p.id} (${existing.join(', ')})`,
          'option_mismatch',
        )
      return
    }
    if (!p && this.unknownIds === 'create') return creating()
    state.mode = 'invalid'
    this.fail(
      r.row,
      p ? `product ${r.productId} was deleted` : `Product with id ${r.productId} was not found`,
      'unknown_product',
    )
  }

  /**
   * A count the import could not put where the dashboard and the store read it is refused rather than
   * dropped: the variant's stock is at its items' locations, and more than one item, an item shared
   * with other variants, or other than one location leaves no single level to set. The count shown
   * (what an export writes) is accepted unchanged, so exported files import again.
   */
  private stockRefused(r: ParsedRow, kept: KeptStock | undefined): boolean {
    const count = r.variant.inventory_quantity
    return !!kept?.ambiguous && typeof count === 'number' && count !== kept.shown
  }

  /** Refuses the counts `stockRefused` found, naming each variant as the owner knows it (SKU, else titles). */
  private async failStock(rows: Array<{ r: ParsedRow; shown: number }>) {
    if (rows.length === 0) return
    const names = await rowsOf<{
      id: string
      sku: string | null
      title: string | null
      product: string | null
    }>(
      this.tx,
      sql`SELECT v.id, v.sku, v.title, p.title AS product FROM product_variant v JOIN product p ON p.id = v.product_id
           WHERE v.id = ANY(${textArray(rows.map(({ r }) => r.variantId!))})`,
    )
    const byId = new Map(names.map((n) => [n.id, n]))
    for (const { r, shown } of rows) {
      const n = byId.get(r.variantId!)
      const name = n?.sku
        ? `SKU ${n.sku}`
        : `"${[n?.product, n?.title].filter(Boolean).join(' › ') || r.handle}"`
      this.fail(
        r.row,
        `the stock of ${name} (${shown} in stock now) cannot be set from this file because it is kept at several stock locations; set it on the Inventory page or with Inventory › Import, or leave the cell as exported`,
        'stock_at_locations',
      )
    }
  }

  /** Whether the row creates or updates a variant (null: neither, or it cannot). */
  private checkVariant(
    r: ParsedRow,
    state: HandleState,
    variantById: Map<string, { id: string; product_id: string; deleted: boolean }>,
  ): 'create' | 'update' | null {
    if (!r.variantId) {
      if (isProductOnly(r)) return null
      this.stats.variants_create++
      return 'create'
    }
    const v = variantById.get(r.variantId)
    if (v && !v.deleted) {
      if (state.mode === 'create')
        this.fail(
          r.row,
          `Variant ${r.variantId} belongs to product ${v.product_id}, not to the new product "${r.handle}"`,
        )
      else if (v.product_id !== state.productId)
        this.fail(
          r.row,
          `Variant ${r.variantId} belongs to product ${v.product_id}, not to ${state.productId}`,
        )
      else {
        this.stats.variants_update++
        return 'update'
      }
      return null
    }
    if (!v && this.unknownIds === 'create') {
      this.stats.variants_create++
      return 'create'
    }
    this.fail(
      r.row,
      v ? `variant ${r.variantId} was deleted` : `Variant with id ${r.variantId} was not found`,
      'unknown_variant',
    )
    return null
  }
}
