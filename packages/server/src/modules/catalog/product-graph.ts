import {
  moneyAmount,
  priceList,
  product,
  productCategory,
  productCollection,
  productImage,
  productOption,
  productOptionValue,
  productTag,
  productType,
  productVariant,
  productVariantInventoryItem,
  salesChannel,
  shippingProfile,
} from '@mercato/db'
import type { TaxRateLine } from '@mercato/domain'
import { getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from '../../context'
import { compiledRows } from '../../lib/compiled'
import { list } from './json-sql'
import { type StockRead, type StockRow, stockFromRows, stockRowsSql } from './stock-sql'
import { type TaxRateRow, addTaxRates, productTaxRatesSql } from './store-pricing'
import {
  type LoadedPrice,
  type ProductNode,
  type ProductRow,
  type RelationRows,
  assembleProducts,
  relationNeeds,
} from './loader'

/**
 * Products with their relations in one statement: each relation a JSON array beside its product's
 * row, in the order the per-relation statements of `loadProductRelations` use. A cold store product
 * read was about ten statements, each a round trip and a socket write; the nodes built here are
 * the same, value for value and key for key (product-graph.test.ts compares the two).
 */

type Row = Record<string, unknown>

/** A row decoded as the query builder decodes it: the schema's keys, in its order, dates revived. */
function decoder(table: PgTable, omit: string[] = []) {
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => !omit.includes(key))
    .map(([key, c]) => [key, c.dataType === 'date'] as const)
  return (raw: Row | null): Row | null => {
    if (!raw) return null
    const out: Row = {}
    for (const [key, isDate] of columns) {
      const v = raw[key]
      out[key] = v === null || v === undefined ? null : isDate ? new Date(v as string) : v
    }
    return out
  }
}

const asProduct = decoder(product)
const asVariant = decoder(productVariant)
const asPrice = decoder(moneyAmount)
const asPriceList = decoder(priceList)
const asOption = decoder(productOption)
const asValue = decoder(productOptionValue)
const asImage = decoder(productImage, ['product_id', 'rank'])
const asTag = decoder(productTag)
const asCollection = decoder(productCollection)
const asType = decoder(productType)
const asProfile = decoder(shippingProfile)
const asChannel = decoder(salesChannel)
const asCategory = decoder(productCategory)
const asLink = decoder(productVariantInventoryItem)

/** Each relation's column of the statement, on the outer product row `p`. */
const RELATION_SQL: Record<keyof RelationRows, string> = {
  variants: list(
    'row_to_json(v)',
    'FROM product_variant v WHERE v.product_id = p.id AND v.deleted_at IS NULL',
    'v.variant_rank, v.created_at, v.id',
  ),
  prices: list(
    `json_build_object('price', row_to_json(ma), 'price_list', row_to_json(pl),
       'groups', coalesce((SELECT array_agg(g.customer_group_id ORDER BY g.customer_group_id)
                             FROM price_list_customer_group g WHERE g.price_list_id = ma.price_list_id), '{}'),
       'includes_tax', cu.includes_tax)`,
    `FROM money_amount ma JOIN product_variant pv ON pv.id = ma.variant_id
       LEFT JOIN price_list pl ON pl.id = ma.price_list_id LEFT JOIN currency cu ON cu.code = ma.currency_code
      WHERE pv.product_id = p.id AND pv.deleted_at IS NULL AND ma.deleted_at IS NULL
        AND (ma.price_list_id IS NULL OR pl.deleted_at IS NULL)`,
    'ma.price_list_id NULLS FIRST, ma.region_id NULLS FIRST, ma.currency_code, ma.min_quantity NULLS FIRST, ma.id',
  ),
  options: list(
    'row_to_json(o)',
    'FROM product_option o WHERE o.product_id = p.id AND o.deleted_at IS NULL',
    'o.rank, o.created_at, o.id',
  ),
  values: list(
    'row_to_json(ov)',
    `FROM product_option_value ov JOIN product_option oo ON oo.id = ov.option_id
      WHERE oo.product_id = p.id AND oo.deleted_at IS NULL AND ov.deleted_at IS NULL`,
    'oo.rank, oo.created_at, oo.id, ov.id',
  ),
  images: list(
    'row_to_json(i)',
    'FROM product_image i WHERE i.product_id = p.id AND i.deleted_at IS NULL',
    'i.rank, i.id',
  ),
  tags: list(
    'row_to_json(t)',
    `FROM product_tags pt JOIN product_tag t ON t.id = pt.product_tag_id
      WHERE pt.product_id = p.id AND t.deleted_at IS NULL`,
    't.value, t.id',
  ),
  collections: '(SELECT row_to_json(c) FROM product_collection c WHERE c.id = p.collection_id)',
  types: '(SELECT row_to_json(ty) FROM product_type ty WHERE ty.id = p.type_id)',
  profiles: '(SELECT row_to_json(sp) FROM shipping_profile sp WHERE sp.id = p.profile_id)',
  channels: list(
    'row_to_json(sc)',
    `FROM product_sales_channel psc JOIN sales_channel sc ON sc.id = psc.sales_channel_id
      WHERE psc.product_id = p.id AND sc.deleted_at IS NULL`,
    'sc.created_at, sc.id',
  ),
  categories: list(
    'row_to_json(pc)',
    `FROM product_category_product pcp JOIN product_category pc ON pc.id = pcp.product_category_id
      WHERE pcp.product_id = p.id`,
    'pc.rank, pc.id',
  ),
  links: list(
    'row_to_json(vi)',
    `FROM product_variant_inventory_item vi JOIN product_variant lv ON lv.id = vi.variant_id
      WHERE lv.product_id = p.id AND vi.deleted_at IS NULL`,
    'vi.id',
  ),
}

type Need = ReturnType<typeof relationNeeds>
type GraphRow = { product: Row; stock?: StockRow[]; taxes?: TaxRateRow[] } & Partial<
  Record<keyof RelationRows, unknown>
>
type GraphValues = { ids: string[]; channels?: string[]; region?: string }

/** What the graph's statement can read beside the products, for a store read that builds them. */
export interface GraphExtras {
  /** The variants' stock for these channels, by variant, into `found`. */
  stock?: StockRead
  /** Each product's own and type's tax rates in this region, by product, into `found`. */
  taxes?: { regionId: string; found: Map<string, TaxRateLine[]> }
}

/**
 * One compiled statement per set of needed relations. `expand` can name any of 2^12 sets; the usual
 * few are kept, and an unusual flood only makes the map start again.
 */
const statements = new Map<string, (db: Tx, values: GraphValues) => Promise<GraphRow[]>>()
const MAX_STATEMENTS = 64

/**
 * Each product's variants' stock (`stock-sql.ts`), when the statement reads it too. The channels go
 * through ARRAY(SELECT unnest(…)) as the ids do: as a plain `= ANY($2)`, PostgreSQL's CPU per cold read
 * nearly doubled instead of falling (by every sign, planning the whole statement again on every call).
 */
const STOCK_COLUMN = sql`(SELECT coalesce(json_agg(row_to_json(s)), '[]'::json)
    FROM (${stockRowsSql(sql`sv.product_id = p.id`, sql`ARRAY(SELECT unnest(${sql.placeholder('channels')}::text[]))`)}) s) AS stock`

/** Each product's tax rates in the region, as `loadTaxRates` reads them. */
const TAXES_COLUMN = sql`(SELECT coalesce(json_agg(row_to_json(x) ORDER BY x.id), '[]'::json)
    FROM (${productTaxRatesSql(sql`${sql.placeholder('region')}`)}) x) AS taxes`

function statementFor(need: Need, withStock: boolean, withTaxes: boolean) {
  const names = (Object.keys(RELATION_SQL) as Array<keyof RelationRows>).filter((k) => need[k])
  const key = `${names.join(',')}${withStock ? '|stock' : ''}${withTaxes ? '|taxes' : ''}`
  let run = statements.get(key)
  if (!run) {
    const columns = ['row_to_json(p) AS product', ...names.map((n) => `${RELATION_SQL[n]} AS "${n}"`)]
    // The ids go through ARRAY(SELECT unnest(…)) so that PostgreSQL estimates the same number of
    // products whatever the array holds. With a plain `= ANY($1)`, one id made the per-execution
    // plan look ten times cheaper than the prepared one, so the statement was planned again on
    // every call (about half of PostgreSQL's CPU for a cold product read).
    run = compiledRows<GraphRow, GraphValues>(
      () =>
        sql`SELECT ${sql.raw(columns.join(',\n  '))}${withStock ? sql`,\n  ${STOCK_COLUMN}` : sql``}${withTaxes ? sql`,\n  ${TAXES_COLUMN}` : sql``}
              FROM product p WHERE p.id = ANY(ARRAY(SELECT unnest(${sql.placeholder('ids')}::text[]))) AND p.deleted_at IS NULL`,
    )
    if (statements.size >= MAX_STATEMENTS) statements.clear()
    statements.set(key, run)
  }
  return run
}

const each = <T>(value: unknown, decode: (raw: Row) => T): T[] => ((value as Row[]) ?? []).map(decode)

/**
 * The live products among `ids` (in the statement's order; callers order them), each with the
 * chosen relations, as `loadProductRelations` builds them. The same statement reads the `extras`
 * asked for (their variants' stock, their tax rates): a store product read cold is then one
 * statement, not three.
 */
export async function loadProductGraph(
  db: Tx,
  ids: string[],
  relations: Set<string>,
  extras: GraphExtras = {},
): Promise<ProductNode[]> {
  if (ids.length === 0) return []
  const need = relationNeeds(relations)
  const { stock, taxes } = extras
  const values: GraphValues = { ids }
  if (stock) values.channels = stock.channels
  if (taxes) values.region = taxes.regionId
  const rows = await statementFor(need, !!stock, !!taxes)(db, values)
  for (const r of rows) {
    if (stock) stockFromRows(r.stock ?? [], stock.found)
    if (taxes) addTaxRates(taxes.found, (r.product as { id: string }).id, r.taxes ?? [])
  }
  const fetched: RelationRows = {
    variants: [],
    prices: [],
    options: [],
    values: [],
    images: [],
    tags: [],
    collections: [],
    types: [],
    profiles: [],
    channels: [],
    categories: [],
    links: [],
  }
  const products: ProductRow[] = []
  for (const r of rows) {
    const p = asProduct(r.product) as ProductRow
    products.push(p)
    const productId = p.id
    fetched.variants.push(...(each(r.variants, asVariant) as RelationRows['variants']))
    fetched.prices.push(
      ...each(
        r.prices,
        (x): LoadedPrice =>
          ({
            ...asPrice(x.price as Row),
            price_list: asPriceList(x.price_list as Row | null),
            customer_group_ids: (x.groups as string[]) ?? [],
            currency_includes_tax: (x.includes_tax as boolean | null) ?? false,
          }) as LoadedPrice,
      ),
    )
    fetched.options.push(...(each(r.options, asOption) as RelationRows['options']))
    fetched.values.push(...(each(r.values, asValue) as RelationRows['values']))
    fetched.images.push(...each(r.images, (x) => ({ product_id: productId, image: asImage(x) })))
    fetched.tags.push(...each(r.tags, (x) => ({ product_id: productId, tag: asTag(x) })))
    if (r.collections) fetched.collections.push(asCollection(r.collections as Row) as { id: string })
    if (r.types) fetched.types.push(asType(r.types as Row) as { id: string })
    if (r.profiles) fetched.profiles.push(asProfile(r.profiles as Row) as { id: string })
    fetched.channels.push(...each(r.channels, (x) => ({ product_id: productId, channel: asChannel(x) })))
    fetched.categories.push(
      ...each(r.categories, (x) => ({ product_id: productId, category: asCategory(x) })),
    )
    fetched.links.push(
      ...each(r.links, (x) => ({ link: asLink(x) as RelationRows['links'][number]['link'] })),
    )
  }
  return assembleProducts(products, relations, fetched)
}
