import {
  product,
  productTaxRate,
  productType,
  productTypeTaxRate,
  region,
  shippingOption,
  shippingTaxRate,
  taxRate,
} from '@mercato/db'
import { type SQL, and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { type NumberFilter, groupBy, numberConditions, project, wantsField } from '../../http/route-helpers'

export type TaxRateRow = typeof taxRate.$inferSelect
export const TAX_RATE_RELATIONS = ['region', 'products', 'product_types', 'shipping_options'] as const

export async function findTaxRate(db: Tx, id: string): Promise<TaxRateRow | undefined> {
  const [row] = await db.select().from(taxRate).where(eq(taxRate.id, id)).limit(1)
  return row
}

export interface TaxRateFilters {
  name?: string
  region_id?: string[]
  code?: string
  rate?: NumberFilter
}

export async function listTaxRateRows(
  db: Tx,
  query: ListQuery<TaxRateFilters>,
): Promise<[TaxRateRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    ...dateConditions({ created_at: taxRate.created_at, updated_at: taxRate.updated_at }, query.dates),
    ...numberConditions(taxRate.rate, f.rate),
  ]
  if (f.name) cond.push(eq(taxRate.name, f.name))
  if (f.code) cond.push(eq(taxRate.code, f.code))
  if (f.region_id) cond.push(inArray(taxRate.region_id, f.region_id))
  if (query.q) cond.push(searchAny([taxRate.name, taxRate.code], query.q))
  const where = and(...cond)
  const columns = {
    created_at: taxRate.created_at,
    updated_at: taxRate.updated_at,
    name: taxRate.name,
    code: taxRate.code,
    rate: taxRate.rate,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(taxRate)
      .where(where)
      .orderBy(...orderBy(columns, query.order, taxRate.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(taxRate).where(where),
  ])
  return [rows, count?.n ?? 0]
}

const COUNTS = ['product_count', 'product_type_count', 'shipping_option_count'] as const

/** Links of a page of rates to live products, types or shipping options: whole rows when expanded, else counts. */
async function linked(
  db: Tx,
  kind: 'products' | 'product_types' | 'shipping_options',
  ids: string[],
  rows: boolean,
): Promise<{ rows: Map<string, unknown[]>; counts: Map<string, number> }> {
  const spec = {
    products: { link: productTaxRate, key: productTaxRate.product_id, target: product },
    product_types: { link: productTypeTaxRate, key: productTypeTaxRate.product_type_id, target: productType },
    shipping_options: {
      link: shippingTaxRate,
      key: shippingTaxRate.shipping_option_id,
      target: shippingOption,
    },
  }[kind]
  const { link, key, target } = spec
  const where = and(inArray(link.rate_id, ids), isNull(target.deleted_at))
  if (rows) {
    const found = await db
      .select({ rate_id: link.rate_id, row: target })
      .from(link)
      .innerJoin(target, eq(target.id, key))
      .where(where)
      .orderBy(asc(target.created_at), asc(target.id))
    const grouped = groupBy(found, (f) => f.rate_id)
    const out = new Map<string, unknown[]>()
    const counts = new Map<string, number>()
    for (const [id, list] of grouped) {
      out.set(
        id,
        list.map((l) => l.row),
      )
      counts.set(id, list.length)
    }
    return { rows: out, counts }
  }
  const found = await db
    .select({ rate_id: link.rate_id, n: countAll })
    .from(link)
    .innerJoin(target, eq(target.id, key))
    .where(where)
    .groupBy(link.rate_id)
  return { rows: new Map(), counts: new Map(found.map((f) => [f.rate_id, f.n])) }
}

const NONE = { rows: new Map<string, unknown[]>(), counts: new Map<string, number>() }

/** Relations and the computed counts a page of tax rates asked for: one query each. */
export async function decorateTaxRates(
  db: Tx,
  rows: TaxRateRow[],
  relations: Set<string>,
  fields: string[] | undefined,
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const want = (k: string) => relations.has(k)
  const count = (k: (typeof COUNTS)[number]) => wantsField(fields, k)
  const load = (
    kind: 'products' | 'product_types' | 'shipping_options',
    countKey: (typeof COUNTS)[number],
  ) => (want(kind) || count(countKey) ? linked(db, kind, ids, want(kind)) : Promise.resolve(NONE))
  const [regions, products, types, options] = await Promise.all([
    want('region')
      ? db
          .select()
          .from(region)
          .where(
            inArray(
              region.id,
              rows.map((r) => r.region_id),
            ),
          )
      : [],
    load('products', 'product_count'),
    load('product_types', 'product_type_count'),
    load('shipping_options', 'shipping_option_count'),
  ])
  const keep = new Set<string>(relations)
  for (const k of COUNTS) if (count(k)) keep.add(k)
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    if (want('region')) out.region = regions.find((r) => r.id === row.region_id) ?? null
    if (want('products')) out.products = products.rows.get(row.id) ?? []
    if (want('product_types')) out.product_types = types.rows.get(row.id) ?? []
    if (want('shipping_options')) out.shipping_options = options.rows.get(row.id) ?? []
    if (count('product_count')) out.product_count = products.counts.get(row.id) ?? 0
    if (count('product_type_count')) out.product_type_count = types.counts.get(row.id) ?? 0
    if (count('shipping_option_count')) out.shipping_option_count = options.counts.get(row.id) ?? 0
    return project(out, fields, keep)
  })
}
