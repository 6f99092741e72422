import { product } from '@mercato/db'
import { type SQL, and, asc, desc, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AppContext } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll } from '../../lib/sql'
import { type ProductFilters, type ProductScope, productConditions } from './product-queries'
import { storeCacheOf } from './store-cache-install'

/**
 * Product lists at catalogue scale. Counting matches and skipping to a deep offset both cost time
 * proportional to the catalogue, and shoppers and staff repeat the same few queries. So, per filter set
 * and order (store and admin apart), the store read cache keeps the count plus either every matching id
 * in order (up to 2,000, or 50,000 for searches), or, for larger lists, bookmarks for deep pages and
 * each page's ids once it has been asked for. The entries live until the next catalogue write
 * (store-cache.ts), so counts and pages are exact.
 */
const ID_LIST_MAX = 2_000
const SEARCH_ID_LIST_MAX = 50_000
const BOOKMARK_EVERY = 100
const SHALLOW_OFFSET = 1_000

export interface ListEntry {
  count: number
  /** Every matching id in order, when there are few enough. */
  ids?: string[]
}

const orderColumns = {
  created_at: product.created_at,
  updated_at: product.updated_at,
  title: product.title,
  handle: product.handle,
  status: product.status,
} as const

/** The ids of one page of a product list, in order, and the number of matches. */
export async function cachedProductIds(
  ctx: AppContext,
  query: ListQuery<ProductFilters>,
  scope: ProductScope,
): Promise<[string[], number]> {
  const db = ctx.db
  const field = query.order.field as keyof typeof orderColumns
  const col: AnyPgColumn = orderColumns[field] ?? product.id
  const dir = query.order.direction === 'asc' ? asc : desc
  const order = col === product.id ? [dir(product.id)] : [dir(col), dir(product.id)]
  const where = () => productConditions(query, scope)
  const key = `list|${JSON.stringify([query.filters, query.q ?? null, query.dates, field, query.order.direction, scope])}`
  // A search re-runs its text match on every keyset seek, so searches keep their ids up to a far larger
  // number of matches than plain lists, whose seeks are index range scans.
  const idListMax = query.q ? SEARCH_ID_LIST_MAX : ID_LIST_MAX
  const cache = storeCacheOf(ctx)
  const entry = await cache.get(
    key,
    async (): Promise<ListEntry> => {
      // One probe decides between the two shapes: every id, or only the count.
      const probe = await db
        .select({ id: product.id })
        .from(product)
        .where(where())
        .orderBy(...order)
        .limit(idListMax + 1)
      if (probe.length <= idListMax) return { count: probe.length, ids: probe.map((r) => r.id) }
      const [row] = await db.select({ n: countAll }).from(product).where(where())
      return { count: row?.n ?? 0 }
    },
    (e) => 64 + (e.ids?.length ?? 0) * 40,
  )
  if (query.limit === 0 || query.offset >= entry.count) return [[], entry.count]
  if (entry.ids) return [entry.ids.slice(query.offset, query.offset + query.limit), entry.count]
  // A large list's pages are kept one by one, like its count: the pages shoppers and staff repeat (the
  // first few, above all) then cost no statement at any catalogue size, and a page first asked for pays
  // its seek once per generation.
  const ids = await cache.get(
    `page-ids|${query.offset}|${query.limit}|${key}`,
    () => seekPage(ctx, query, scope, key, col, order),
    (page) => 64 + page.length * 40,
  )
  return [ids, entry.count]
}

async function seekPage(
  ctx: AppContext,
  query: ListQuery<ProductFilters>,
  scope: ProductScope,
  key: string,
  col: AnyPgColumn,
  order: SQL[],
): Promise<string[]> {
  const db = ctx.db
  const cache = storeCacheOf(ctx)
  const field = query.order.field
  const where = () => productConditions(query, scope)
  const page = (seek: SQL | undefined, skip: number) =>
    db
      .select({ id: product.id })
      .from(product)
      .where(and(where(), seek))
      .orderBy(...order)
      .limit(query.limit)
      .offset(skip)
  // Shallow pages skip their few rows along the order's index. Deep ones seek from a bookmark; the
  // bookmarks (the sort value and id of every BOOKMARK_EVERY-th row) are one pass over all matches,
  // taken only when a deep page is first asked for.
  if (query.offset < SHALLOW_OFFSET) return (await page(undefined, query.offset)).map((r) => r.id)
  const marks = await cache.get(
    `marks|${key}`,
    async () => {
      const result = await db.execute<{ v: string; id: string }>(sql`
        SELECT v, id FROM (
          SELECT ${col}::text AS v, ${product.id} AS id,
                 row_number() OVER (ORDER BY ${sql.join(order, sql`, `)}) - 1 AS rn
            FROM ${product} WHERE ${where()}) ranked
         WHERE rn % ${BOOKMARK_EVERY} = 0 ORDER BY rn`)
      return (result as unknown as { rows: Array<{ v: string; id: string }> }).rows
    },
    (m) => 64 + m.length * 80,
  )
  const k = Math.floor(query.offset / BOOKMARK_EVERY)
  const mark = marks[k]
  if (!mark) return []
  const cmp = query.order.direction === 'asc' ? sql`>=` : sql`<=`
  const seek =
    col === product.id
      ? sql`${product.id} ${cmp} ${mark.id}`
      : sql`(${col}, ${product.id}) ${cmp} (CAST(${mark.v} AS ${sql.raw(castOf(field))}), ${mark.id})`
  return (await page(seek, query.offset - k * BOOKMARK_EVERY)).map((r) => r.id)
}

const castOf = (field: string) => (field === 'created_at' || field === 'updated_at' ? 'timestamptz' : 'text')
