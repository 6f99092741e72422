import { product } from '@mercato/db'
import { type SQL, and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import type { AppContext, Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll } from '../../lib/sql'
import { type ProductRow, anyOf } from './loader'
import { type ProductFilters, type ProductScope, productConditions } from './product-queries'

/**
 * Store product lists at catalogue scale. Counting matches and skipping to a deep offset both cost
 * time proportional to the catalogue; a storefront repeats the same few queries. So, per filter set
 * and order, we keep for a short while the count plus either every matching id in order (small result
 * sets, e.g. searches) or a bookmark every BOOKMARK_EVERY rows (keyset seeks for deep pages).
 * Admin writes in this process clear it at once; other processes' writes show within about TTL_MS
 * (an expired entry is served once more while it is rebuilt).
 * Admin lists never use it: staff see exact, fresh counts.
 */
const TTL_MS = 15_000
const MAX_ENTRIES = 256
const ID_LIST_MAX = 2_000
const BOOKMARK_EVERY = 100

interface Entry {
  count: number
  ids?: string[]
  /** The sort value (as text) and id of rows 0, N, 2N, … */
  marks?: Array<{ v: string; id: string }>
}

interface Slot {
  promise: Promise<Entry>
  ready: boolean
  refreshing: boolean
  expires: number
}

export class ProductListCache {
  private entries = new Map<string, Slot>()
  private generation = 0

  clear() {
    this.entries.clear()
    this.generation++
  }

  /**
   * Cold keys are built once for all concurrent requests. An expired entry keeps being served while
   * one request rebuilds it in the background, so no shopper waits for the rebuild.
   */
  get(key: string, build: () => Promise<Entry>): Promise<Entry> {
    const hit = this.entries.get(key)
    if (hit && (hit.expires > Date.now() || !hit.ready || hit.refreshing)) return hit.promise
    if (hit) {
      hit.refreshing = true
      this.start(key, build).catch(() => {})
      return hit.promise
    }
    return this.start(key, build)
  }

  private start(key: string, build: () => Promise<Entry>): Promise<Entry> {
    const generation = this.generation
    const slot: Slot = { promise: build(), ready: false, refreshing: false, expires: 0 }
    if (!this.entries.has(key)) this.entries.set(key, slot)
    slot.promise.then(
      () => {
        // A write during the build may have changed the answer: serve it, but do not keep it.
        if (this.generation !== generation) {
          if (this.entries.get(key) === slot) this.entries.delete(key)
          return
        }
        slot.ready = true
        slot.expires = Date.now() + TTL_MS
        this.entries.delete(key)
        this.entries.set(key, slot)
        if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
      },
      () => {
        const current = this.entries.get(key)
        if (current === slot) this.entries.delete(key)
        else if (current) current.refreshing = false
      },
    )
    return slot.promise
  }
}

const caches = new WeakMap<AppContext, ProductListCache>()

export function listCacheOf(ctx: AppContext): ProductListCache {
  let c = caches.get(ctx)
  if (!c) {
    c = new ProductListCache()
    caches.set(ctx, c)
  }
  return c
}

/** Clears the cache on every admin write answered by this process, and on catalogue events. */
export function installListCacheInvalidation(app: FastifyInstance, ctx: AppContext) {
  const cache = listCacheOf(ctx)
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method !== 'GET' && req.url.startsWith('/admin')) cache.clear()
    return payload
  })
  ctx.events.subscribe('*', (_data, name) => {
    if (/^(product|sales[-_]channel|price[-_]list|publishable)/.test(name)) cache.clear()
  })
}

const orderColumns = {
  created_at: product.created_at,
  updated_at: product.updated_at,
  title: product.title,
  handle: product.handle,
  status: product.status,
} as const

export async function cachedProductPage(
  ctx: AppContext,
  query: ListQuery<ProductFilters>,
  scope: ProductScope,
): Promise<[ProductRow[], number]> {
  const db = ctx.db
  const where = productConditions(query, scope)
  const field = query.order.field as keyof typeof orderColumns
  const col: AnyPgColumn = orderColumns[field] ?? product.id
  const dir = query.order.direction === 'asc' ? asc : desc
  const order = col === product.id ? [dir(product.id)] : [dir(col), dir(product.id)]
  const compiled = db
    .select({ id: product.id })
    .from(product)
    .where(where)
    .orderBy(...order)
    .toSQL()
  const key = JSON.stringify([compiled.sql, compiled.params])
  const entry = await listCacheOf(ctx).get(key, async () => {
    const [row] = await db.select({ n: countAll }).from(product).where(where)
    const count = row?.n ?? 0
    if (count <= ID_LIST_MAX) {
      const ids = await db
        .select({ id: product.id })
        .from(product)
        .where(where)
        .orderBy(...order)
      return { count, ids: ids.map((r) => r.id) }
    }
    const marks = await db.execute<{ v: string; id: string }>(sql`
      SELECT v, id FROM (
        SELECT ${col}::text AS v, ${product.id} AS id,
               row_number() OVER (ORDER BY ${sql.join(order, sql`, `)}) - 1 AS rn
          FROM ${product} WHERE ${where}) ranked
       WHERE rn % ${BOOKMARK_EVERY} = 0 ORDER BY rn`)
    return { count, marks: (marks as unknown as { rows: Array<{ v: string; id: string }> }).rows }
  })
  if (query.limit === 0 || query.offset >= entry.count) return [[], entry.count]
  if (entry.ids) {
    const ids = entry.ids.slice(query.offset, query.offset + query.limit)
    // Deleted or unpublished products drop out at once (a cheap check by primary key); other changes
    // made by other processes show when the entry expires.
    const live = and(
      sql`${product.id} = ANY(${anyOf(ids)})`,
      isNull(product.deleted_at),
      scope.store ? eq(product.status, 'published') : undefined,
    )
    const rows = await pageRows(db, live, order)
    return [rows, entry.count]
  }
  const k = Math.floor(query.offset / BOOKMARK_EVERY)
  const mark = entry.marks![k]
  if (!mark) return [[], entry.count]
  const cmp = query.order.direction === 'asc' ? sql`>=` : sql`<=`
  const seek =
    col === product.id
      ? sql`${product.id} ${cmp} ${mark.id}`
      : sql`(${col}, ${product.id}) ${cmp} (CAST(${mark.v} AS ${sql.raw(castOf(field))}), ${mark.id})`
  const ids = db
    .select({ id: product.id })
    .from(product)
    .where(and(where, seek))
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset - k * BOOKMARK_EVERY)
  return [await pageRows(db, inArray(product.id, ids), order), entry.count]
}

const castOf = (field: string) => (field === 'created_at' || field === 'updated_at' ? 'timestamptz' : 'text')

function pageRows(db: Tx, where: SQL | undefined, order: SQL[]) {
  return db
    .select()
    .from(product)
    .where(where)
    .orderBy(...order)
}
