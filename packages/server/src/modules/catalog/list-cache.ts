import { product } from '@mercato/db'
import { type SQL, and, asc, desc, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AppContext } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll } from '../../lib/sql'
import {
  type ProductFilters,
  type ProductScope,
  productConditions,
  productTextMatch,
  variantMatches,
} from './product-queries'
import { storeCacheOf } from './store-cache-install'

/**
 * Product lists at catalogue scale. Counting matches and skipping to a deep offset both cost time
 * proportional to the catalogue, and shoppers and staff repeat the same few queries. So, per filter set
 * and order (store and admin apart), the store read cache keeps the count plus either every matching id
 * in order (up to 2,000, or 50,000 for searches), or, for larger lists, bookmarks for deep pages and
 * each page's ids once it has been asked for. The entries live until the next catalogue write
 * (store-cache.ts), so counts and pages are exact.
 */
/** How many ids an entry keeps: a plain list's, and a search's. Tests lower them. */
export const listLimits = { ids: 2_000, searchIds: 50_000 }
const BOOKMARK_EVERY = 100
const SHALLOW_OFFSET = 1_000

export interface ListEntry {
  count: number
  /** Every matching id in order, when there are few enough. */
  ids?: string[]
  /** A search with more matches than it keeps: its first ids, in order. */
  head?: string[]
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
  const cache = storeCacheOf(ctx)
  const entry = await cache.get(
    key,
    async (): Promise<ListEntry> => {
      if (query.q)
        return searchEntry(
          ctx,
          productConditions({ ...query, q: undefined }, scope),
          query.q,
          col,
          query.order.direction === 'asc',
        )
      // One probe decides between the two shapes: every id, or only the count.
      const probe = await db
        .select({ id: product.id })
        .from(product)
        .where(where())
        .orderBy(...order)
        .limit(listLimits.ids + 1)
      if (probe.length <= listLimits.ids) return { count: probe.length, ids: probe.map((r) => r.id) }
      const [row] = await db.select({ n: countAll }).from(product).where(where())
      return { count: row?.n ?? 0 }
    },
    (e) => 64 + (e.ids ?? e.head ?? []).length * 40,
  )
  if (query.limit === 0 || query.offset >= entry.count) return [[], entry.count]
  if (entry.ids) return [entry.ids.slice(query.offset, query.offset + query.limit), entry.count]
  if (entry.head && query.offset + query.limit <= entry.head.length)
    return [entry.head.slice(query.offset, query.offset + query.limit), entry.count]
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

/**
 * A search's entry. Its matches come from the text match, with no index order to stop at a limit, so
 * one pass finds them, counts them and keeps the first `listLimits.searchIds` in order (a probe, a count
 * and a first page had each matched them all again: 5 s for a one-word search of 1M products).
 *
 * The products matched by their own text and those matched only through a variant are two branches of
 * one list, each with the other conditions (`base`). As one `id IN (… UNION …)` condition, every match
 * was looked up again in the product table and de-duplicated with the other branch's: at 1M products,
 * with 185k matches for "linen", 1.3 s of PostgreSQL's time for the dashboard and 2.9 s for the store,
 * against 0.5 s for either now.
 */
async function searchEntry(
  ctx: AppContext,
  base: SQL | undefined,
  q: string,
  col: AnyPgColumn,
  asc: boolean,
) {
  const max = listLimits.searchIds
  const dir = sql.raw(asc ? 'ASC' : 'DESC')
  const order = col === product.id ? sql`id ${dir}` : sql`v ${dir}, id ${dir}`
  const own = productTextMatch(q)
  const result = await ctx.db.execute<{ n: number; id: string }>(sql`
    WITH m AS MATERIALIZED (
      SELECT ${product.id} AS id, ${col} AS v FROM ${product} WHERE ${and(base, own)}
      UNION ALL
      SELECT ${product.id}, ${col} FROM ${product}
       WHERE ${and(base, sql`${product.id} IN (${variantMatches(q)})`, sql`NOT coalesce(${own}, false)`)})
    SELECT (SELECT count(*) FROM m)::int AS n, id FROM m ORDER BY ${order} LIMIT ${max + 1}`)
  const rows = (result as unknown as { rows: Array<{ n: number; id: string }> }).rows
  const count = Number(rows[0]?.n ?? 0)
  const ids = rows.map((r) => r.id)
  return count <= max ? { count, ids } : { count, head: ids.slice(0, max) }
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
