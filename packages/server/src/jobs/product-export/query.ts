import { type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { adminStockSql } from '../../modules/catalog/stock-sql'
import { rowsOf, textArray } from '../sql'

const oneOrMany = (v: string | string[] | undefined) =>
  v === undefined ? undefined : Array.isArray(v) ? v : [v]

export interface ExportFilters {
  id?: string | string[]
  status?: string | string[]
  collection_id?: string | string[]
  type_id?: string | string[]
  sales_channel_id?: string | string[]
  handle?: string
  is_giftcard?: boolean
}

export interface Selection {
  filters: ExportFilters
  order: { column: string; direction: 'asc' | 'desc' }
  limit?: number
  offset?: number
}

const ORDERABLE = new Set(['created_at', 'updated_at', 'title', 'handle', 'id'])

export function parseOrder(order: string | undefined): Selection['order'] {
  const text = order || 'created_at'
  const column = text.replace(/^[-+]/, '')
  if (!ORDERABLE.has(column)) throw new Error(`cannot order the export by ${column}`)
  return { column, direction: text.startsWith('-') ? 'desc' : 'asc' }
}

function where(f: ExportFilters): SQL {
  const parts: SQL[] = [sql`p.deleted_at IS NULL`]
  const inList = (column: string, v: string | string[] | undefined) => {
    const list = oneOrMany(v)
    if (list) parts.push(sql`${sql.raw(`p.${column}`)} = ANY(${textArray(list)})`)
  }
  inList('id', f.id)
  inList('status', f.status)
  inList('collection_id', f.collection_id)
  inList('type_id', f.type_id)
  if (f.handle) parts.push(sql`p.handle = ${f.handle}`)
  if (f.is_giftcard !== undefined) parts.push(sql`p.is_giftcard = ${f.is_giftcard}`)
  const channels = oneOrMany(f.sales_channel_id)
  if (channels)
    parts.push(sql`EXISTS (SELECT 1 FROM product_sales_channel psc WHERE psc.product_id = p.id
      AND psc.sales_channel_id = ANY(${textArray(channels)}))`)
  return sql.join(parts, sql` AND `)
}

/** The ids of the selected products, in export order. */
export function selectedIds(s: Selection): SQL {
  const dir = sql.raw(s.order.direction)
  return sql`SELECT p.id FROM product p WHERE ${where(s.filters)}
    ORDER BY ${sql.raw(`p.${s.order.column}`)} ${dir}, p.id ${dir}
    ${s.limit !== undefined ? sql`LIMIT ${s.limit}` : sql``} ${s.offset ? sql`OFFSET ${s.offset}` : sql``}`
}

export async function countSelected(db: Tx, s: Selection): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${selectedIds(s)}) sel`)
  return Number(row?.n ?? 0)
}

export interface ExportShape {
  options: number
  images: number
  prices: Array<{ currency_code: string; region_id: string | null; region_name: string | null }>
  channels: number
  categories: number
}

/** How many repeated columns the header needs, from the whole selection (the header comes first). */
export async function exportShape(db: Tx, s: Selection): Promise<ExportShape> {
  const sel = selectedIds(s)
  const maxPer = async (table: string, extra = '') => {
    const [r] = await rowsOf<{ n: number | null }>(
      db,
      sql`SELECT max(c)::int AS n FROM (SELECT count(*) AS c FROM ${sql.raw(table)} t
          WHERE t.product_id IN (${sel}) ${sql.raw(extra)} GROUP BY t.product_id) counts`,
    )
    return Number(r?.n ?? 0)
  }
  const [options, images, channels, categories, prices] = await Promise.all([
    maxPer('product_option', 'AND t.deleted_at IS NULL'),
    maxPer('product_image', 'AND t.deleted_at IS NULL'),
    maxPer('product_sales_channel'),
    maxPer('product_category_product'),
    rowsOf<ExportShape['prices'][number]>(
      db,
      sql`SELECT * FROM (SELECT DISTINCT m.currency_code, m.region_id, r.name AS region_name
            FROM money_amount m JOIN product_variant v ON v.id = m.variant_id
            LEFT JOIN region r ON r.id = m.region_id
            WHERE v.product_id IN (${sel}) AND v.deleted_at IS NULL AND m.deleted_at IS NULL
              AND m.price_list_id IS NULL AND m.min_quantity IS NULL AND m.max_quantity IS NULL) prices
          ORDER BY region_id IS NOT NULL, region_name, currency_code`,
    ),
  ])
  return { options, images, channels, categories, prices }
}

export interface ProductPage {
  products: Array<Record<string, unknown>>
  variants: Array<Record<string, unknown>>
  options: Array<{ id: string; product_id: string; title: string }>
  values: Array<{ variant_id: string; option_id: string; value: string }>
  prices: Array<{
    variant_id: string
    currency_code: string
    region_id: string | null
    amount: string | number
  }>
  images: Array<{ product_id: string; url: string }>
  channels: Array<{ product_id: string; id: string; name: string; description: string | null }>
  categories: Array<{ product_id: string; handle: string; name: string; description: string }>
}

/** Everything the CSV shows for one page of products: a fixed number of queries per page. */
export async function loadPage(db: Tx, ids: string[]): Promise<ProductPage> {
  const list = textArray(ids)
  const [products, variants, options, values, prices, images, channels, categories] = await Promise.all([
    rowsOf<Record<string, unknown>>(
      db,
      sql`SELECT p.*, c.title AS collection_title, c.handle AS collection_handle, t.value AS type_value,
            sp.name AS profile_name, sp.type AS profile_type,
            (SELECT string_agg(tg.value, ',' ORDER BY tg.value) FROM product_tags pt
               JOIN product_tag tg ON tg.id = pt.product_tag_id WHERE pt.product_id = p.id) AS tags
          FROM product p LEFT JOIN product_collection c ON c.id = p.collection_id
          LEFT JOIN product_type t ON t.id = p.type_id LEFT JOIN shipping_profile sp ON sp.id = p.profile_id
          WHERE p.id = ANY(${list})`,
    ),
    // The stock column is the stock the dashboard shows: at locations for a variant kept there.
    rowsOf<Record<string, unknown>>(
      db,
      sql`SELECT v.*, ${sql.raw(adminStockSql('v'))} AS shown_stock FROM product_variant v
          WHERE v.product_id = ANY(${list}) AND v.deleted_at IS NULL
          ORDER BY v.product_id, v.variant_rank, v.created_at, v.id`,
    ).then((rows) =>
      rows.map(({ shown_stock, ...v }) => ({ ...v, inventory_quantity: Number(shown_stock) })),
    ),
    rowsOf<ProductPage['options'][number]>(
      db,
      sql`SELECT id, product_id, title FROM product_option WHERE product_id = ANY(${list}) AND deleted_at IS NULL
          ORDER BY product_id, rank, created_at, id`,
    ),
    rowsOf<ProductPage['values'][number]>(
      db,
      sql`SELECT ov.variant_id, ov.option_id, ov.value FROM product_option_value ov
          JOIN product_variant v ON v.id = ov.variant_id
          WHERE v.product_id = ANY(${list}) AND v.deleted_at IS NULL AND ov.deleted_at IS NULL`,
    ),
    rowsOf<ProductPage['prices'][number]>(
      db,
      sql`SELECT m.variant_id, m.currency_code, m.region_id, m.amount FROM money_amount m
          JOIN product_variant v ON v.id = m.variant_id
          WHERE v.product_id = ANY(${list}) AND v.deleted_at IS NULL AND m.deleted_at IS NULL
            AND m.price_list_id IS NULL AND m.min_quantity IS NULL AND m.max_quantity IS NULL`,
    ),
    rowsOf<ProductPage['images'][number]>(
      db,
      sql`SELECT product_id, url FROM product_image WHERE product_id = ANY(${list}) AND deleted_at IS NULL
          ORDER BY product_id, rank, created_at, id`,
    ),
    rowsOf<ProductPage['channels'][number]>(
      db,
      sql`SELECT psc.product_id, sc.id, sc.name, sc.description FROM product_sales_channel psc
          JOIN sales_channel sc ON sc.id = psc.sales_channel_id
          WHERE psc.product_id = ANY(${list}) ORDER BY psc.product_id, sc.name, sc.id`,
    ),
    rowsOf<ProductPage['categories'][number]>(
      db,
      sql`SELECT pcp.product_id, pc.handle, pc.name, pc.description FROM product_category_product pcp
          JOIN product_category pc ON pc.id = pcp.product_category_id
          WHERE pcp.product_id = ANY(${list}) ORDER BY pcp.product_id, pc.handle`,
    ),
  ])
  return { products, variants, options, values, prices, images, channels, categories }
}
