import type { TaxRateLine } from '@mercato/domain'
import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { compiledRows } from '../../lib/compiled'
import type { ProductNode } from './loader'
import { loadProductGraph } from './product-graph'
import type { Selection } from './selection'
import { productJson } from './serialize'
import type { ResolvedPricing } from './store-context'
import { storeCacheOf } from './store-cache-install'
import { type StockRead, type StockRow, stockFromRows, stockRowsSql } from './stock-sql'
import { type PricingInputs, type VariantExtras, variantExtras } from './store-pricing'

/**
 * A store product as JSON text, kept in the store read cache per pricing context and selection.
 * Stock changes with every order, so each variant's `inventory_quantity` and `purchasable` are holes
 * between `parts`, filled per request from one stock statement.
 */
export interface ProductFragment {
  parts: string[]
  holes: Hole[]
  /** The product's status: a single product's read decides from it, with no statement of its own. */
  status: string
}

interface Hole {
  variant: string
  field: 'inventory_quantity' | 'purchasable'
  /** `purchasable` whatever the stock: inventory not managed, or backorders allowed. */
  always: boolean
}

/** The cache key of a pricing context: what changes a product's prices and taxes. */
export function pricingKey(pricing: ResolvedPricing, taxInclusive: boolean) {
  return [
    pricing.region?.id ?? '',
    pricing.currency_code ?? '',
    // Group-restricted lists apply to known shoppers in those groups only.
    pricing.customer_id ? 'known' : '',
    pricing.customer_group_ids.join(','),
    taxInclusive ? 'incl' : '',
  ].join('|')
}

export function selectionKey(sel: Selection) {
  return JSON.stringify([
    [...sel.relations].sort(),
    sel.columns ? [...sel.columns].sort() : null,
    [...sel.removed].sort(),
  ])
}

/** Shoppers never see internal or inactive categories, even through `expand=categories`. */
export function publicView(node: ProductNode): ProductNode {
  if (node.categories)
    node.categories = (node.categories as Array<{ is_active: boolean; is_internal: boolean }>).filter(
      (c) => c.is_active && !c.is_internal,
    )
  return node
}

// A hole is written as a string the JSON of stored data can never contain: PostgreSQL refuses NUL in
// text and jsonb, so `"\u0000…"` only comes from here.
const HOLE = /"\\u0000(\d+)"/

function toFragment(json: Record<string, unknown>, status: string): ProductFragment {
  const holes: Hole[] = []
  for (const v of (json.variants ?? []) as Array<Record<string, unknown>>) {
    if (!('inventory_quantity' in v)) continue
    const always = !v.manage_inventory || !!v.allow_backorder
    for (const field of ['inventory_quantity', 'purchasable'] as const) {
      v[field] = `\u0000${holes.length}`
      holes.push({ variant: v.id as string, field, always })
    }
  }
  const pieces = JSON.stringify(json).split(HOLE)
  const parts: string[] = []
  const ordered: Hole[] = []
  for (let i = 0; i < pieces.length; i++) {
    if (i % 2 === 0) parts.push(pieces[i]!)
    else ordered.push(holes[Number(pieces[i])]!)
  }
  return { parts, holes: ordered, status }
}

/** The fragment as JSON text, with the stock of each variant filled in. */
export function renderFragment(f: ProductFragment, stock: Map<string, number>): string {
  let out = f.parts[0]!
  for (let i = 0; i < f.holes.length; i++) {
    const h = f.holes[i]!
    const qty = stock.get(h.variant) ?? 0
    out += (h.field === 'inventory_quantity' ? String(qty) : String(h.always || qty > 0)) + f.parts[i + 1]
  }
  return out
}

/** What the holes of the fragments will show: equal signatures render equal bodies. */
export function stockSignature(fragments: ProductFragment[], stock: Map<string, number>): string {
  let out = ''
  for (const f of fragments) for (const h of f.holes) out += `${stock.get(h.variant) ?? 0},`
  return out
}

export const fragmentVariants = (f: ProductFragment) => [...new Set(f.holes.map((h) => h.variant))]

/**
 * Fragments of the given products (published or not: callers decide what may be shown), in the
 * order asked; `undefined` for a product that does not exist. Missing ones are built in one batch,
 * whose statement also reads their variants' stock into `stock.found`.
 */
export async function productFragments(
  ctx: AppContext,
  ids: string[],
  sel: Selection,
  pricing: ResolvedPricing,
  stock?: StockRead,
): Promise<Array<ProductFragment | undefined>> {
  const taxInclusivePricing = !!ctx.config.featureFlags.tax_inclusive_pricing
  const suffix = `|${pricingKey(pricing, taxInclusivePricing)}|${selectionKey(sel)}`
  const keys = ids.map((id) => `product|${id}${suffix}`)
  const cache = storeCacheOf(ctx)
  await priceListsSettled(ctx)
  return cache.getMany<ProductFragment>(
    keys,
    async (missing) => {
      const missingIds = missing.map((k) => k.slice('product|'.length, k.length - suffix.length))
      const taxRates = new Map<string, TaxRateLine[]>()
      const region = pricing.region?.automatic_taxes ? pricing.region.id : undefined
      const nodes = await loadProductGraph(ctx.db, missingIds, sel.relations, {
        stock,
        taxes: region ? { regionId: region, found: taxRates } : undefined,
      })
      const inputs: PricingInputs = { pricing, taxRates, availability: new Map(), taxInclusivePricing }
      const out = new Map<string, ProductFragment>()
      for (const node of nodes) {
        const extras = new Map<string, VariantExtras>()
        for (const v of node.variants ?? []) extras.set(v.id, variantExtras(v, inputs))
        const json = productJson(publicView(node), sel, extras) as Record<string, unknown>
        out.set(`product|${node.id}${suffix}`, toFragment(json, node.status))
      }
      return out
    },
    (f) => 200 + f.parts.reduce((n, p) => n + p.length, 0),
  )
}

/**
 * Price lists start and end with the clock: the cache's entries expire at the next such moment
 * (looked up once per generation).
 */
async function priceListsSettled(ctx: AppContext) {
  const cache = storeCacheOf(ctx)
  const generation = cache.currentGeneration
  await cache.get('price-list-boundary', async () => {
    const now = new Date()
    const [row] = await ctx.database.query<{ next: Date | string | null }>(
      `SELECT min(t) AS next FROM (
         SELECT starts_at AS t FROM price_list WHERE deleted_at IS NULL AND starts_at > $1
         UNION ALL
         SELECT ends_at FROM price_list WHERE deleted_at IS NULL AND ends_at > $1) upcoming`,
      [now],
    )
    if (row?.next) cache.expireAt(new Date(row.next).getTime(), generation)
    return true
  })
}

/** The stock statement, built once; the pool prepares it once per connection. */
const selectStock = compiledRows<StockRow, { variants: string[]; channels: string[] }>(() =>
  stockRowsSql(sql`sv.id = ANY(${sql.placeholder('variants')})`, sql`${sql.placeholder('channels')}`),
)

/**
 * What each variant has in stock for the channels' locations (`stockFromRows`). One statement for a
 * whole page.
 */
export async function loadStock(
  ctx: AppContext,
  variantIds: string[],
  channelIds: string[],
): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map()
  return stockFromRows(await selectStock(ctx.db, { variants: variantIds, channels: channelIds }))
}

/**
 * The stock of the fragments' variants: what the graph's statement already read for products built
 * in this request (`read.found`), and one stock statement for the others, if any.
 */
export async function stockOf(
  ctx: AppContext,
  fragments: ProductFragment[],
  read: StockRead,
): Promise<Map<string, number>> {
  const missing = fragments.flatMap(fragmentVariants).filter((v) => !read.found.has(v))
  if (missing.length === 0) return read.found
  for (const [id, qty] of await loadStock(ctx, missing, read.channels)) read.found.set(id, qty)
  return read.found
}
