import { productVariant } from '@mercato/db'
import { notFound } from '@mercato/domain'
import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AppContext, Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, escapeLike, orderBy } from '../../lib/sql'
import { adminProductPageJson } from './admin-product-json'
import {
  type ProductNode,
  type VariantNode,
  type VariantRow,
  loadProductRelations,
  loadVariantRelations,
} from './loader'
import { type ProductFilters, findProduct } from './product-queries'
import { type Selection, type SelectionSpec, parseSelection } from './selection'
import { productJson, variantJson } from './serialize'
import { type PricingRequest, resolvePricing } from './store-context'
import { rowsOf, textArray } from '../../jobs/sql'
import { adminStockSql } from './stock-sql'
import { type VariantExtras, loadTaxRates, variantExtras } from './store-pricing'

export const PRODUCT_EXPANDABLE = [
  'variants',
  'variants.prices',
  'variants.options',
  'variants.inventory_items',
  'options',
  'options.values',
  'images',
  'tags',
  'collection',
  'type',
  'profiles',
  'profile',
  'sales_channels',
  'categories',
] as const

/** Contract §3.2: what a plain GET of products returns. */
export const STORE_PRODUCT_RELATIONS = [
  'variants',
  'variants.prices',
  'variants.options',
  'options',
  'options.values',
  'images',
  'tags',
  'collection',
  'type',
  'profiles',
] as const
export const ADMIN_PRODUCT_RELATIONS = [...STORE_PRODUCT_RELATIONS, 'sales_channels', 'categories'] as const

export const VARIANT_EXPANDABLE = ['prices', 'options', 'product', 'inventory_items'] as const
export const VARIANT_RELATIONS = ['prices', 'options', 'product'] as const

export const adminProductSpec: SelectionSpec = {
  defaults: ADMIN_PRODUCT_RELATIONS,
  expandable: PRODUCT_EXPANDABLE,
  entity: 'product',
}

/** Admin product pages show a variant's own prices; price-list prices are managed with their lists. */
function ownPricesOnly<T extends ProductNode>(node: T): T {
  for (const v of node.variants ?? [])
    if (v.prices) v.prices = v.prices.filter((p) => p.price_list_id === null)
  return node
}

/** Each variant's stock as the Admin API shows it (`adminStockSql`), by id: one statement. */
async function adminStock(db: Tx, variantIds: string[]): Promise<Map<string, number>> {
  if (variantIds.length === 0) return new Map()
  const rows = await rowsOf<{ id: string; qty: number }>(
    db,
    sql`SELECT v.id, ${sql.raw(adminStockSql('v'))} AS qty FROM product_variant v WHERE v.id = ANY(${textArray(variantIds)})`,
  )
  return new Map(rows.map((r) => [r.id, Number(r.qty)]))
}

/** Sets each variant's `inventory_quantity` to what the Admin API shows (`adminStock`). */
async function withAdminStock<T extends { id: string; inventory_quantity: number }>(db: Tx, variants: T[]) {
  const stock = await adminStock(
    db,
    variants.map((v) => v.id),
  )
  for (const v of variants) v.inventory_quantity = stock.get(v.id) ?? v.inventory_quantity
}

export async function adminProductJson(ctx: AppContext, id: string, selection?: Selection) {
  const sel = selection ?? parseSelection({}, adminProductSpec)
  const row = await findProduct(ctx.db, id)
  if (!row) throw notFound(`Product with id: ${id} was not found`)
  const [node] = await loadProductRelations(ctx.db, [row], sel.relations)
  if (node!.variants) await withAdminStock(ctx.db, node!.variants)
  return productJson(ownPricesOnly(node!), sel)
}

/** A page of admin products as the response's bytes (written by PostgreSQL, see admin-product-json.ts). */
export async function listAdminProducts(ctx: AppContext, query: ListQuery<ProductFilters>) {
  return adminProductPageJson(ctx, query, parseSelection(query, adminProductSpec, { list: true }))
}

export interface VariantFilters {
  id?: string[]
  manage_inventory?: boolean
  allow_backorder?: boolean
  title?: string
  inventory_quantity?: number | { lt?: number; gt?: number; lte?: number; gte?: number }
  cart_id?: string
  region_id?: string
  currency_code?: string
  customer_id?: string
  sales_channel_id?: string[]
}

export function variantConditions(
  query: Pick<ListQuery<VariantFilters>, 'filters' | 'q' | 'dates'>,
  extra: Array<SQL | undefined> = [],
): SQL | undefined {
  const f = query.filters
  const cond: Array<SQL | undefined> = [
    isNull(productVariant.deleted_at),
    sql`EXISTS (SELECT 1 FROM product vp WHERE vp.id = ${productVariant.product_id} AND vp.deleted_at IS NULL)`,
    ...dateConditions(
      { created_at: productVariant.created_at, updated_at: productVariant.updated_at },
      query.dates,
    ),
    ...extra,
  ]
  if (f.id) cond.push(inArray(productVariant.id, f.id))
  if (f.manage_inventory !== undefined) cond.push(eq(productVariant.manage_inventory, f.manage_inventory))
  if (f.allow_backorder !== undefined) cond.push(eq(productVariant.allow_backorder, f.allow_backorder))
  if (f.title) cond.push(eq(productVariant.title, f.title))
  const qty = f.inventory_quantity
  if (typeof qty === 'number') cond.push(eq(productVariant.inventory_quantity, qty))
  else if (qty) {
    if (qty.lt !== undefined) cond.push(sql`${productVariant.inventory_quantity} < ${qty.lt}`)
    if (qty.gt !== undefined) cond.push(sql`${productVariant.inventory_quantity} > ${qty.gt}`)
    if (qty.lte !== undefined) cond.push(sql`${productVariant.inventory_quantity} <= ${qty.lte}`)
    if (qty.gte !== undefined) cond.push(sql`${productVariant.inventory_quantity} >= ${qty.gte}`)
  }
  if (query.q) {
    const p = `%${escapeLike(query.q)}%`
    // Same expression as the variant trigram index, plus the product title.
    cond.push(sql`((${productVariant.title} || E'\\n' || coalesce(${productVariant.sku}, '')) ILIKE ${p}
      OR EXISTS (SELECT 1 FROM product qp WHERE qp.id = ${productVariant.product_id} AND qp.title ILIKE ${p}))`)
  }
  return and(...cond)
}

export async function listVariantRows(
  db: Tx,
  query: ListQuery<VariantFilters>,
  extra: Array<SQL | undefined> = [],
): Promise<[VariantRow[], number]> {
  const where = variantConditions(query, extra)
  const cols = {
    created_at: productVariant.created_at,
    updated_at: productVariant.updated_at,
    title: productVariant.title,
    sku: productVariant.sku,
    variant_rank: productVariant.variant_rank,
    inventory_quantity: productVariant.inventory_quantity,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(productVariant)
      .where(where)
      .orderBy(...orderBy(cols, query.order, productVariant.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(productVariant).where(where),
  ])
  return [rows, count?.n ?? 0]
}

/** Admin variants: own prices, and priced fields when a region, currency or cart (its region) is given. */
async function adminVariantsJson(
  ctx: AppContext,
  rows: VariantRow[],
  sel: Selection,
  context: PricingRequest,
) {
  const nodes = await loadVariantRelations(ctx.db, rows, sel.relations)
  await withAdminStock(ctx.db, nodes)
  let extras: Map<string, VariantExtras> | undefined
  if (context.region_id || context.currency_code || context.cart_id) {
    const pricing = await resolvePricing(ctx, context)
    const taxRates = await loadTaxRates(ctx, [...new Set(rows.map((r) => r.product_id))], pricing.region)
    const inputs = {
      pricing,
      taxRates,
      availability: new Map<string, number>(),
      taxInclusivePricing: !!ctx.config.featureFlags.tax_inclusive_pricing,
    }
    extras = new Map(nodes.map((n) => [n.id, variantExtras(n, inputs)]))
  }
  return nodes.map((n: VariantNode) => {
    if (n.prices) n.prices = n.prices.filter((p) => p.price_list_id === null)
    const e = extras?.get(n.id)
    const json = variantJson(n, undefined, sel)
    if (!e?.pricing) return json
    const { prices: _p, ...priced } = e.pricing
    return { ...json, ...priced }
  })
}

export const variantSpec: SelectionSpec = {
  defaults: VARIANT_RELATIONS,
  expandable: VARIANT_EXPANDABLE,
  entity: 'variant',
}

export async function listAdminVariants(
  ctx: AppContext,
  query: ListQuery<VariantFilters>,
  productId?: string,
) {
  const sel = parseSelection(
    query,
    productId ? { ...variantSpec, defaults: ['prices', 'options'] } : variantSpec,
    {
      list: true,
    },
  )
  if (productId && !(await findProduct(ctx.db, productId)))
    throw notFound(`Product with id: ${productId} was not found`)
  const [rows, count] = await listVariantRows(
    ctx.db,
    query,
    productId ? [eq(productVariant.product_id, productId)] : [],
  )
  const f = query.filters
  const variants = await adminVariantsJson(ctx, rows, sel, {
    region_id: f.region_id,
    currency_code: f.currency_code,
    cart_id: f.cart_id,
    customer_id: f.customer_id,
  })
  return { variants, count }
}

export async function retrieveAdminVariant(
  ctx: AppContext,
  id: string,
  query: { expand?: string[] | undefined; fields?: string[] | undefined },
) {
  const sel = parseSelection(query, variantSpec)
  const [row] = await ctx.db
    .select()
    .from(productVariant)
    .where(and(eq(productVariant.id, id), isNull(productVariant.deleted_at)))
  if (!row) throw notFound(`Variant with id: ${id} was not found`)
  const [variant] = await adminVariantsJson(ctx, [row], sel, {})
  return variant
}
