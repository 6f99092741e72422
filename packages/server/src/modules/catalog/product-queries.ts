import { type ProductStatus, product } from '@mercato/db'
import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, escapeLike, orderBy } from '../../lib/sql'
import { type ProductRow, anyOf } from './loader'

export interface ProductFilters {
  id?: string[]
  status?: ProductStatus[]
  collection_id?: string[]
  tags?: string[]
  price_list_id?: string[]
  sales_channel_id?: string[]
  type_id?: string[]
  category_id?: string[]
  include_category_children?: boolean
  title?: string
  description?: string
  handle?: string
  is_giftcard?: boolean
  discount_condition_id?: string
}

export interface ProductScope {
  /** Store requests: published products only, and only active, public categories count. */
  store?: boolean
}

export const PRODUCT_ORDERABLE = ['created_at', 'updated_at', 'title', 'handle', 'status', 'id'] as const

const orderColumns = {
  created_at: product.created_at,
  updated_at: product.updated_at,
  title: product.title,
  handle: product.handle,
  status: product.status,
}

/**
 * `q`: a case-insensitive substring of the title, subtitle, description or handle, or of a variant's
 * title or SKU. The expressions repeat those of the trigram indexes in 0003_catalog_search.sql, so each
 * side is an index scan.
 */
export function productSearch(q: string): SQL {
  return sql`${product.id} IN (
    SELECT sp.id FROM product sp WHERE sp.deleted_at IS NULL AND ${productTextMatch(q, sql`sp`)}
    UNION
    ${variantMatches(q)})`
}

/** `q` in the product's own text (`table`: how the product table is named in the statement). */
export function productTextMatch(q: string, table: SQL = sql`product`): SQL {
  return sql`(${table}.title || E'\n' || coalesce(${table}.subtitle, '') || E'\n' || coalesce(${table}.description, '') || E'\n' || ${table}.handle) ILIKE ${searchPattern(q)}`
}

/** The ids of the products with a variant whose title or SKU holds `q`. */
export function variantMatches(q: string): SQL {
  return sql`SELECT sv.product_id FROM product_variant sv WHERE sv.deleted_at IS NULL
      AND (sv.title || E'\n' || coalesce(sv.sku, '')) ILIKE ${searchPattern(q)}`
}

const searchPattern = (q: string) => `%${escapeLike(q)}%`

/** Products in any of the sales channels. */
export const inSalesChannels = (channelIds: readonly string[]) =>
  sql`EXISTS (SELECT 1 FROM product_sales_channel psc WHERE psc.product_id = ${product.id} AND psc.sales_channel_id = ANY(${anyOf(channelIds)}))`

function inCategories(ids: string[], withChildren: boolean, store: boolean): SQL {
  // mpath holds the ids from the root down to the category itself ('pcat_a.pcat_b.').
  const descendants = withChildren
    ? sql` OR c.mpath LIKE ANY(${anyOf(ids.map((id) => `%${escapeLike(id)}.%`))})`
    : sql``
  const visible = store ? sql` AND c.is_active AND NOT c.is_internal` : sql``
  return sql`EXISTS (SELECT 1 FROM product_category_product pcp JOIN product_category c ON c.id = pcp.product_category_id
    WHERE pcp.product_id = ${product.id} AND (c.id = ANY(${anyOf(ids)})${descendants})${visible})`
}

export function productConditions(
  query: Pick<ListQuery<ProductFilters>, 'filters' | 'q' | 'dates'>,
  scope: ProductScope = {},
): SQL | undefined {
  const f = query.filters
  const cond: Array<SQL | undefined> = [
    isNull(product.deleted_at),
    ...dateConditions(
      { created_at: product.created_at, updated_at: product.updated_at, deleted_at: product.deleted_at },
      query.dates,
    ),
  ]
  if (scope.store) cond.push(eq(product.status, 'published'))
  if (f.id) cond.push(inArray(product.id, f.id))
  if (f.status) cond.push(inArray(product.status, f.status))
  if (f.collection_id) cond.push(inArray(product.collection_id, f.collection_id))
  if (f.type_id) cond.push(inArray(product.type_id, f.type_id))
  if (f.title) cond.push(eq(product.title, f.title))
  if (f.description) cond.push(eq(product.description, f.description))
  if (f.handle) cond.push(eq(product.handle, f.handle))
  if (f.is_giftcard !== undefined) cond.push(eq(product.is_giftcard, f.is_giftcard))
  if (f.tags)
    cond.push(
      sql`EXISTS (SELECT 1 FROM product_tags pt WHERE pt.product_id = ${product.id} AND pt.product_tag_id = ANY(${anyOf(f.tags)}))`,
    )
  if (f.price_list_id)
    cond.push(sql`EXISTS (SELECT 1 FROM money_amount ma JOIN product_variant pv ON pv.id = ma.variant_id
      WHERE pv.product_id = ${product.id} AND pv.deleted_at IS NULL AND ma.deleted_at IS NULL
        AND ma.price_list_id = ANY(${anyOf(f.price_list_id)}))`)
  if (f.sales_channel_id) cond.push(inSalesChannels(f.sales_channel_id))
  if (f.category_id) cond.push(inCategories(f.category_id, !!f.include_category_children, !!scope.store))
  // The products a discount condition names (the dashboard's "products in this condition").
  if (f.discount_condition_id !== undefined)
    cond.push(sql`EXISTS (SELECT 1 FROM discount_condition_product dcp
      WHERE dcp.condition_id = ${f.discount_condition_id} AND dcp.product_id = ${product.id})`)
  if (query.q) cond.push(productSearch(query.q))
  return and(...cond)
}

/**
 * One page and the total. The page is chosen on ids alone (an index-only scan even at deep offsets),
 * then its rows are read by id.
 */
export async function listProductRows(
  db: Tx,
  query: ListQuery<ProductFilters>,
  scope: ProductScope = {},
): Promise<[ProductRow[], number]> {
  const where = productConditions(query, scope)
  const order = orderBy(orderColumns, query.order, product.id)
  const page = db
    .select({ id: product.id })
    .from(product)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset)
  const [rows, [count]] = await Promise.all([
    query.limit === 0
      ? Promise.resolve([] as ProductRow[])
      : db
          .select()
          .from(product)
          .where(inArray(product.id, page))
          .orderBy(...order),
    db.select({ n: countAll }).from(product).where(where),
  ])
  return [rows, count?.n ?? 0]
}

export async function findProduct(db: Tx, id: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(product)
    .where(and(eq(product.id, id), isNull(product.deleted_at)))
    .limit(1)
  return row
}
