import {
  moneyAmount,
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
import { getTableColumns, sql } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { AppContext, Tx } from '../../context'
import { compiledRows, compiledSelect } from '../../lib/compiled'
import { listEnvelope } from '../../lib/list-envelope'
import type { ListQuery } from '../../http/list-query'
import { list } from './json-sql'
import { cachedProductIds } from './list-cache'
import { storeCacheOf } from './store-cache-install'
import { adminStockInputsSql, adminStockSql } from './stock-sql'
import { selectionKey } from './store-fragments'
import type { ProductFilters } from './product-queries'
import type { Selection } from './selection'

/**
 * The admin product list written by PostgreSQL: each product with its relations is one JSON text,
 * built in the statement that reads the page, and the response is those texts joined. The server
 * neither maps rows nor stringifies a large body, and a page is one statement (plus its count)
 * whatever relations it carries.
 *
 * The JSON is what the Drizzle loader and `productJson` give (same keys, same order, same values):
 * timestamps are formatted as `Date#toJSON` does (UTC, milliseconds), relations are ordered as the
 * loader orders them, and a variant lists its own prices only (admin pages manage price-list prices
 * with their lists).
 */

const MS_ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`

/**
 * The select list of a row of `table` under `alias`, named and formatted as the loader's rows serialise;
 * `computed` gives some columns an expression of their own, in their place.
 */
function columnList(
  table: PgTable,
  alias: string,
  keep: (name: string) => boolean = () => true,
  computed: Record<string, string> = {},
) {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => keep(key))
    .map(([key, c]) =>
      computed[key]
        ? `${computed[key]} AS "${key}"`
        : c.dataType === 'date'
          ? `to_char(${alias}."${c.name}" AT TIME ZONE 'UTC', ${MS_ISO}) AS "${key}"`
          : `${alias}."${c.name}" AS "${key}"`,
    )
}

/** One row as a JSON object: its columns (as `columnList`) and then `extra` named JSON values. */
const objectOf = (columns: string[], extra: Array<[string, string]> = []) =>
  `(SELECT row_to_json(j) FROM (SELECT ${[...columns, ...extra.map(([k, v]) => `${v} AS "${k}"`)].join(', ')}) j)`

const row = (table: PgTable, alias: string, extra: Array<[string, string]> = []) =>
  objectOf(columnList(table, alias), extra)

const VALUE = row(productOptionValue, 'ov')

/** Each relation of the list, as SQL on the outer `product` row, given the selected relations. */
const RELATIONS: Array<[name: string, sql: (has: (r: string) => boolean) => string]> = [
  [
    'variants',
    (has) => {
      const extra: Array<[string, string]> = []
      // The key order of `variantJson`: the variant's columns, options, inventory links, then prices.
      if (has('variants.options'))
        extra.push([
          'options',
          list(
            VALUE,
            `FROM product_option_value ov JOIN product_option oo ON oo.id = ov.option_id
              WHERE ov.variant_id = v.id AND oo.deleted_at IS NULL AND ov.deleted_at IS NULL`,
            'oo.rank, oo.created_at, oo.id, ov.id',
          ),
        ])
      if (has('variants.inventory_items'))
        extra.push([
          'inventory_items',
          list(
            row(productVariantInventoryItem, 'vi'),
            'FROM product_variant_inventory_item vi WHERE vi.variant_id = v.id AND vi.deleted_at IS NULL',
            'vi.id',
          ),
        ])
      if (has('variants.prices'))
        extra.push([
          'prices',
          list(
            row(moneyAmount, 'ma'),
            `FROM money_amount ma WHERE ma.variant_id = v.id AND ma.deleted_at IS NULL AND ma.price_list_id IS NULL`,
            'ma.region_id NULLS FIRST, ma.currency_code, ma.min_quantity NULLS FIRST, ma.id',
          ),
        ])
      return list(
        // A variant kept at stock locations shows what they hold, not its own count.
        objectOf(
          columnList(productVariant, 'v', undefined, { inventory_quantity: adminStockSql('v') }),
          extra,
        ),
        'FROM product_variant v WHERE v.product_id = product.id AND v.deleted_at IS NULL',
        'v.variant_rank, v.created_at, v.id',
      )
    },
  ],
  [
    'options',
    // An option always carries its values (the Medusa v1 dashboard reads them after asking for `options`).
    () =>
      list(
        row(productOption, 'o', [
          [
            'values',
            list(
              VALUE,
              'FROM product_option_value ov WHERE ov.option_id = o.id AND ov.deleted_at IS NULL',
              'ov.id',
            ),
          ],
        ]),
        'FROM product_option o WHERE o.product_id = product.id AND o.deleted_at IS NULL',
        'o.rank, o.created_at, o.id',
      ),
  ],
  [
    'images',
    () =>
      list(
        objectOf(columnList(productImage, 'i', (c) => c !== 'product_id' && c !== 'rank')),
        'FROM product_image i WHERE i.product_id = product.id AND i.deleted_at IS NULL',
        'i.rank, i.id',
      ),
  ],
  [
    'tags',
    () =>
      list(
        row(productTag, 't'),
        `FROM product_tags pt JOIN product_tag t ON t.id = pt.product_tag_id
          WHERE pt.product_id = product.id AND t.deleted_at IS NULL`,
        't.value, t.id',
      ),
  ],
  [
    'collection',
    () =>
      `(SELECT ${row(productCollection, 'c')} FROM product_collection c WHERE c.id = product.collection_id)`,
  ],
  ['type', () => `(SELECT ${row(productType, 'ty')} FROM product_type ty WHERE ty.id = product.type_id)`],
  [
    'profiles',
    () =>
      `coalesce((SELECT json_build_array(${row(shippingProfile, 'sp')}) FROM shipping_profile sp WHERE sp.id = product.profile_id), '[]'::json)`,
  ],
  [
    'profile',
    () => `(SELECT ${row(shippingProfile, 'sp')} FROM shipping_profile sp WHERE sp.id = product.profile_id)`,
  ],
  [
    'sales_channels',
    () =>
      list(
        row(salesChannel, 'sc'),
        `FROM product_sales_channel psc JOIN sales_channel sc ON sc.id = psc.sales_channel_id
          WHERE psc.product_id = product.id AND sc.deleted_at IS NULL`,
        'sc.created_at, sc.id',
      ),
  ],
  [
    'categories',
    () =>
      list(
        row(productCategory, 'pc'),
        `FROM product_category_product pcp JOIN product_category pc ON pc.id = pcp.product_category_id
          WHERE pcp.product_id = product.id`,
        'pc.rank, pc.id',
      ),
  ],
]

type PageSelect = (db: Tx, values: { ids: string[] }) => Promise<Array<{ id: string; json: string }>>

/** Page statements by selection, each built once: the same selection always has the same text. */
const built = new Map<string, PageSelect>()
const MAX_BUILT = 64

/** The products of a page (`ids`) as JSON texts under a selection. */
function pageSelect(sel: Selection): PageSelect {
  const key = `${[...sel.relations].sort().join(',')}|${sel.columns ? [...sel.columns].join(',') : '*'}|${[...sel.removed].join(',')}`
  const hit = built.get(key)
  if (hit) return hit
  const json = productObject(sel)
  const select: PageSelect = compiledSelect((db: Tx) =>
    db
      .select({ id: product.id, json: sql<string>`${sql.raw(json)}` })
      .from(product)
      .where(sql`${product.id} = ANY(${sql.placeholder('ids')})`),
  )
  if (built.size >= MAX_BUILT) built.delete(built.keys().next().value!)
  built.set(key, select)
  return select
}

/** The JSON of a product (the table `product`, unaliased) under a selection, as SQL text. */
function productObject(sel: Selection): string {
  const keep = (c: string) => c === 'id' || (!sel.removed.has(c) && (!sel.columns || sel.columns.has(c)))
  const has = (r: string) => sel.relations.has(r)
  const extra: Array<[string, string]> = []
  for (const [name, build] of RELATIONS) if (has(name)) extra.push([name, build(has)])
  return `(${objectOf(columnList(product, 'product', keep), extra)})::text`
}

/**
 * One page of admin products as the response's bytes. The page's ids and the count
 * come from the list cursors, and each product's text from the store read cache: both last until the
 * next catalogue write. Stock changes without one (an order's decrement or reservation, a stock
 * level's change), so each product's text is kept under a stamp of its variants and their stock, read
 * in one small statement per page. Missing texts come from one statement per selection, built once: its text
 * depends only on the selection, so PostgreSQL plans its thirty-odd subqueries once per connection.
 */
export async function adminProductPageJson(
  ctx: AppContext,
  query: ListQuery<ProductFilters>,
  sel: Selection,
): Promise<Buffer> {
  const cache = storeCacheOf(ctx)
  const generation = cache.currentGeneration
  const [ids, count] = await cachedProductIds(ctx, query, {})
  if (ids.length === 0) return Buffer.from(listEnvelope('products', [], count, query.offset, query.limit))
  const stamps = await variantStamps(ctx, ids)
  const selKey = selectionKey(sel)
  const keyOf = (id: string) => `admin-product|${id}|${stamps.get(id) ?? ''}|${selKey}`
  const texts = await cache.getMany<string>(
    ids.map(keyOf),
    async (missing) => {
      const wanted = new Set(missing)
      const rows = await pageSelect(sel)(ctx.db, { ids: ids.filter((id) => wanted.has(keyOf(id))) })
      return new Map(rows.map((r) => [keyOf(r.id), r.json]))
    },
    (text) => 200 + text.length,
  )
  // A page whose products did not change is sent as the bytes it was sent as before.
  const pageKey = `admin-page|${JSON.stringify([ids, count, query.offset, query.limit, selKey])}`
  const signature = ids.map((id) => stamps.get(id) ?? '').join(',')
  return cache.body(pageKey, signature, generation, () =>
    listEnvelope(
      'products',
      texts.filter((t): t is string => t !== undefined),
      count,
      query.offset,
      query.limit,
    ),
  )
}

/**
 * Per product: when its live variants last changed, how many there are, and what their stock at
 * locations is made of (a reservation or a stock level's change moves it without touching the
 * variant), as one short text. (Only
 * live variants: the product-variant index covers those alone, and without that condition every page
 * scanned all variants, 50 ms at 100k products.) Deleting a variant changes its product's count.
 */
async function variantStamps(ctx: AppContext, ids: string[]): Promise<Map<string, string>> {
  const rows = await selectVariantStamps(ctx.db, { ids })
  return new Map(rows.map((r) => [r.id, r.stamp]))
}

// The variants' own columns, then through their inventory links what their stock is made of. A left
// join, and the links' subqueries only where there is a link: a shop that keeps no stock at locations
// pays almost nothing for it.
const selectVariantStamps = compiledRows<{ id: string; stamp: string }, { ids: string[] }>(
  () => sql`SELECT v.product_id AS id,
      max(v.updated_at)::text || '/' || sum(v.inventory_quantity) || '/' || count(*) || '/' ||
        coalesce(string_agg(${sql.raw(adminStockInputsSql('al'))}, ',' ORDER BY al.id)
                   FILTER (WHERE al.id IS NOT NULL), '') AS stamp
    FROM product_variant v
    LEFT JOIN product_variant_inventory_item al ON al.variant_id = v.id AND al.deleted_at IS NULL
   WHERE v.product_id = ANY(${sql.placeholder('ids')}) AND v.deleted_at IS NULL
   GROUP BY v.product_id`,
)
