import { lineItemTaxLine } from '@mercato/db'
import { generateId } from '@mercato/domain'
import { type SQL, sql } from 'drizzle-orm'
import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { anyOf } from '../catalog/loader'

// Tax lines (contract §4.2): a product's own and its type's rates in the region, a shipping option's
// rates; without any, the region's default rate.

export interface TaxLineSpec {
  rate: number
  name: string
  code: string | null
}

export interface RegionTax {
  id: string
  tax_rate: number
  tax_code: string | null
  gift_cards_taxable: boolean
}

export const defaultTaxLine = (region: RegionTax): TaxLineSpec => ({
  rate: Number(region.tax_rate),
  name: 'default',
  code: 'default',
})

export interface RateMaps {
  products: Map<string, TaxLineSpec[]>
  options: Map<string, TaxLineSpec[]>
}

/** A rate of a product (`p`, own or its type's) or of a shipping option (`s`), keyed by its id. */
export interface RateRow {
  kind: string
  key: string
  rate: number | null
  name: string
  code: string | null
}

/**
 * The rate rows of the products and shipping options `isProduct`/`isOption` accept, in a region:
 * one UNION, read alone (`loadRateMaps`) or inside the cart's graph (`cartGraphSql`).
 */
export const rateRowsSql = (
  regionId: SQL,
  isProduct: (productId: SQL) => SQL,
  isOption: (optionId: SQL) => SQL,
) => sql`SELECT 'p' AS kind, ptr.product_id AS key, tr.id, tr.rate, tr.name, tr.code
          FROM product_tax_rate ptr JOIN tax_rate tr ON tr.id = ptr.rate_id
         WHERE ${isProduct(sql`ptr.product_id`)} AND tr.region_id = ${regionId}
        UNION
        SELECT 'p', p.id, tr.id, tr.rate, tr.name, tr.code
          FROM product p
          JOIN product_type_tax_rate pttr ON pttr.product_type_id = p.type_id
          JOIN tax_rate tr ON tr.id = pttr.rate_id
         WHERE ${isProduct(sql`p.id`)} AND tr.region_id = ${regionId}
        UNION
        SELECT 's', str.shipping_option_id, tr.id, tr.rate, tr.name, tr.code
          FROM shipping_tax_rate str JOIN tax_rate tr ON tr.id = str.rate_id
         WHERE ${isOption(sql`str.shipping_option_id`)} AND tr.region_id = ${regionId}`

/** Rate rows (ordered by kind, key and rate id) as maps from product and option ids. */
export function rateMapsOf(rows: readonly RateRow[]): RateMaps {
  const out: RateMaps = { products: new Map(), options: new Map() }
  for (const r of rows) {
    const map = r.kind === 'p' ? out.products : out.options
    const list = map.get(r.key) ?? []
    list.push({ rate: Number(r.rate ?? 0), name: r.name, code: r.code })
    map.set(r.key, list)
  }
  return out
}

/** The specific rates of products (own and product-type rates) and shipping options in a region: one query. */
export async function loadRateMaps(
  db: Tx,
  regionId: string,
  productIds: string[],
  optionIds: string[],
): Promise<RateMaps> {
  if (productIds.length === 0 && optionIds.length === 0) return { products: new Map(), options: new Map() }
  const rows = await rowsOf<RateRow>(
    db,
    sql`${rateRowsSql(
      sql`${regionId}`,
      (id) => sql`${id} = ANY(${anyOf(productIds)})`,
      (id) => sql`${id} = ANY(${anyOf(optionIds)})`,
    )} ORDER BY 1, 2, 3`,
  )
  return rateMapsOf(rows)
}

interface KnownRates {
  maps: RateMaps
  products: Set<string>
  options: Set<string>
}

// Rates read in a transaction, per region: a change to a cart reads each product's and option's
// rates once (pricing a line, then refreshing the cart), never twice. Carts never write tax rates.
const readInTransaction = new WeakMap<object, Map<string, KnownRates>>()

function knownIn(tx: Tx, regionId: string): KnownRates | null {
  if (!(tx instanceof PgTransaction)) return null
  const byRegion = readInTransaction.get(tx) ?? new Map<string, KnownRates>()
  readInTransaction.set(tx, byRegion)
  const known = byRegion.get(regionId) ?? {
    maps: { products: new Map(), options: new Map() },
    products: new Set<string>(),
    options: new Set<string>(),
  }
  byRegion.set(regionId, known)
  return known
}

/** `loadRateMaps`, reading inside a transaction only the products and options not read there before. */
export async function transactionRateMaps(
  tx: Tx,
  regionId: string,
  productIds: string[],
  optionIds: string[],
): Promise<RateMaps> {
  const known = knownIn(tx, regionId)
  if (!known) return loadRateMaps(tx, regionId, productIds, optionIds)
  const products = [...new Set(productIds)].filter((id) => !known.products.has(id))
  const options = [...new Set(optionIds)].filter((id) => !known.options.has(id))
  if (products.length || options.length)
    rememberRates(tx, regionId, await loadRateMaps(tx, regionId, products, options), products, options)
  return known.maps
}

/** Records rates read some other way (with the variants being priced) for `transactionRateMaps`. */
export function rememberRates(
  tx: Tx,
  regionId: string,
  rates: RateMaps,
  productIds: string[],
  optionIds: string[] = [],
) {
  const known = knownIn(tx, regionId)
  if (!known) return
  for (const id of productIds) {
    known.products.add(id)
    const list = rates.products.get(id)
    if (list) known.maps.products.set(id, list)
  }
  for (const id of optionIds) {
    known.options.add(id)
    const list = rates.options.get(id)
    if (list) known.maps.options.set(id, list)
  }
}

/** Writes the tax lines a new line item of variant `v` gets in the region. */
export async function insertVariantTaxLines(
  tx: Tx,
  itemId: string,
  v: { product: { id: string; is_giftcard: boolean } },
  region: RegionTax,
  rates: RateMaps,
) {
  const lines = itemTaxLines({ is_giftcard: v.product.is_giftcard, productId: v.product.id }, region, rates)
  if (lines.length)
    await tx
      .insert(lineItemTaxLine)
      .values(lines.map((l) => ({ ...l, id: generateId('litl'), item_id: itemId })))
}

/** Tax lines of a line item: gift cards are untaxed where the region says gift cards are not taxable. */
export function itemTaxLines(
  item: { is_giftcard: boolean; productId: string | null },
  region: RegionTax,
  rates: RateMaps,
): TaxLineSpec[] {
  if (item.is_giftcard && !region.gift_cards_taxable) return []
  return (item.productId && rates.products.get(item.productId)) || [defaultTaxLine(region)]
}

export function methodTaxLines(optionId: string, region: RegionTax, rates: RateMaps): TaxLineSpec[] {
  return rates.options.get(optionId) ?? [defaultTaxLine(region)]
}

export const sameTaxLines = (a: readonly TaxLineSpec[], b: readonly TaxLineSpec[]) =>
  a.length === b.length &&
  a.every((x, i) => x.rate === b[i]!.rate && x.name === b[i]!.name && x.code === b[i]!.code)
