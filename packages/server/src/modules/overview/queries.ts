import { batchJob } from '@mercato/db'
import { type SQL, and, desc, eq, isNull, sql } from 'drizzle-orm'
import type { OrderAwaiting } from '@mercato/domain'
import type { Tx } from '../../context'
import { AWAITING } from '../orders/awaiting'

/*
 * The home page's SQL. Every order-side query starts from a `created_at` range, so it reads through
 * order_created_at_idx and then payment_order_idx / line_item_order_idx: the cost follows the orders
 * of the last 30 days, not the size of the table.
 */

async function rows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

/** Midnight `days - 1` days before the day of `now`, in `tz`: the start of a `days`-day window. */
const windowStart = (now: Date, tz: string, days: number) =>
  sql`((date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE ${tz}) - ${`${days - 1} days`}::interval) AT TIME ZONE ${tz})`

/** The calendar date of `now` in `tz`, as YYYY-MM-DD. */
export async function localToday(db: Tx, now: Date, tz: string): Promise<string> {
  const [row] = await rows<{ today: string }>(
    db,
    sql`SELECT to_char(${now.toISOString()}::timestamptz AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS today`,
  )
  return row!.today
}

export interface DailySalesRow {
  currency_code: string
  day: string
  orders: number
  revenue: number
}

/** The SQL of {@link dailySales}, also explained by the benchmark. */
export const dailySalesQuery = (now: Date, tz: string, days: number) =>
  sql`SELECT o.currency_code,
               to_char(o.created_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS day,
               count(*) AS orders,
               coalesce(sum(p.net), 0) AS revenue
          FROM "order" o
          LEFT JOIN LATERAL (
            SELECT sum(amount - amount_refunded) AS net FROM payment WHERE order_id = o.id
          ) p ON true
         WHERE o.created_at >= ${windowStart(now, tz, days)}
           AND o.created_at <= ${now.toISOString()}::timestamptz
           AND o.status <> 'canceled'
         GROUP BY 1, 2`

/**
 * Orders and revenue per currency and local day over the window. Revenue is what the order's payments
 * took minus what was refunded from them; canceled orders count for nothing.
 */
export async function dailySales(db: Tx, now: Date, tz: string, days: number): Promise<DailySalesRow[]> {
  const found = await rows<{ currency_code: string; day: string; orders: string; revenue: string }>(
    db,
    dailySalesQuery(now, tz, days),
  )
  return found.map((r) => ({ ...r, orders: Number(r.orders), revenue: Number(r.revenue) }))
}

export interface TopProductRow {
  product_id: string
  title: string
  thumbnail: string | null
  units: number
}

/** The products with the most units ordered over the window (canceled orders excluded). */
export async function topProducts(
  db: Tx,
  now: Date,
  tz: string,
  days: number,
  limit: number,
): Promise<TopProductRow[]> {
  const found = await rows<TopProductRow & { units: string }>(
    db,
    // Units are summed per variant first, so products are joined once per variant, not per line.
    sql`SELECT p.id AS product_id, p.title, p.thumbnail, sum(sold.units) AS units
          FROM (
            SELECT li.variant_id, sum(li.quantity) AS units
              FROM "order" o
              JOIN line_item li ON li.order_id = o.id AND NOT li.is_return
             WHERE o.created_at >= ${windowStart(now, tz, days)}
               AND o.created_at <= ${now.toISOString()}::timestamptz
               AND o.status <> 'canceled'
               AND li.variant_id IS NOT NULL
             GROUP BY li.variant_id
          ) sold
          JOIN product_variant v ON v.id = sold.variant_id
          JOIN product p ON p.id = v.product_id
         GROUP BY p.id, p.title, p.thumbnail
         ORDER BY units DESC, p.title, p.id
         LIMIT ${limit}`,
  )
  return found.map((r) => ({ ...r, units: Number(r.units) }))
}

export interface LowStockRow {
  variant_id: string
  variant_title: string
  sku: string | null
  product_id: string
  product_title: string
  available: number
}

/**
 * Managed-inventory variants with fewer than `threshold` units available. A variant linked to
 * inventory items has, per item, the free stock (stocked − reserved, all locations) divided by the
 * units it needs, and the smallest of those; a variant without items keeps its own counter — the same
 * rule the Store API sells by. `count` is every such variant, not just the first `limit` (the window
 * count is taken before LIMIT), so the home's "low on stock" row and card cannot disagree.
 */
export async function lowStockVariants(
  db: Tx,
  threshold: number,
  limit: number,
): Promise<{ variants: LowStockRow[]; count: number }> {
  const found = await rows<LowStockRow & { available: string; total: string }>(
    db,
    sql`WITH linked AS (
          SELECT l.variant_id,
                 min(floor(coalesce(s.free, 0)::numeric / l.required_quantity)) AS available
            FROM product_variant_inventory_item l
            JOIN inventory_item i ON i.id = l.inventory_item_id AND i.deleted_at IS NULL
            LEFT JOIN LATERAL (
              SELECT sum(stocked_quantity - reserved_quantity) AS free
                FROM inventory_level WHERE inventory_item_id = i.id AND deleted_at IS NULL
            ) s ON true
           WHERE l.deleted_at IS NULL
           GROUP BY l.variant_id)
        SELECT v.id AS variant_id, v.title AS variant_title, v.sku, p.id AS product_id,
               p.title AS product_title, coalesce(k.available, v.inventory_quantity) AS available,
               count(*) OVER () AS total
          FROM product_variant v
          JOIN product p ON p.id = v.product_id AND p.deleted_at IS NULL
          LEFT JOIN linked k ON k.variant_id = v.id
         WHERE v.deleted_at IS NULL AND v.manage_inventory
           AND coalesce(k.available, v.inventory_quantity) < ${threshold}
         ORDER BY available, p.title, v.title, v.id
         LIMIT ${limit}`,
  )
  return {
    variants: found.map(({ total: _, ...r }) => ({ ...r, available: Number(r.available) })),
    count: Number(found[0]?.total ?? 0),
  }
}

export interface TodoCounts {
  orders_to_fulfil: number
  payments_to_capture: number
  open_draft_orders: number
  /** Orders with a return to receive, a swap to fulfil, a replace claim to fulfil (`awaiting=…`). */
  orders_awaiting_return: number
  orders_awaiting_swap: number
  orders_awaiting_claim: number
  has_products: boolean
}

/** The orders the orders list's `awaiting=<kind>` filter shows, counted from the after-sale table. */
function awaitingCount(kind: OrderAwaiting): SQL {
  const { table, rows, order } = AWAITING[kind]
  return sql`(SELECT count(DISTINCT x.order_id) FROM ${table} x JOIN "order" o ON o.id = x.order_id
    WHERE ${rows} AND ${order ? order(sql`o`) : sql`true`})`
}

/**
 * The home's "To do" counts in one statement. The orders ones are the orders list's built-in views
 * ("Unfulfilled": pending and not or partly fulfilled; "To capture": pending with payment awaiting),
 * so canceled, completed and archived orders never count. Both read the pending orders through
 * order_status_idx; open drafts use draft_order_status_idx; the after-sale ones are the list's
 * `awaiting` filter, read from the returns, swaps and claims tables (far fewer rows than orders);
 * `has_products` stops at the first product the products list would show.
 */
export async function todoCounts(db: Tx): Promise<TodoCounts> {
  const [row] = await rows<Record<keyof TodoCounts, string | boolean>>(
    db,
    sql`SELECT o.to_fulfil AS orders_to_fulfil, o.to_capture AS payments_to_capture,
               (SELECT count(*) FROM draft_order WHERE status = 'open') AS open_draft_orders,
               ${awaitingCount('return')} AS orders_awaiting_return,
               ${awaitingCount('swap')} AS orders_awaiting_swap,
               ${awaitingCount('claim')} AS orders_awaiting_claim,
               EXISTS (SELECT 1 FROM product WHERE deleted_at IS NULL) AS has_products
          FROM (SELECT count(*) FILTER (WHERE fulfillment_status IN ('not_fulfilled', 'partially_fulfilled')) AS to_fulfil,
                       count(*) FILTER (WHERE payment_status = 'awaiting') AS to_capture
                  FROM "order" WHERE status = 'pending') o`,
  )
  return {
    orders_to_fulfil: Number(row!.orders_to_fulfil),
    payments_to_capture: Number(row!.payments_to_capture),
    open_draft_orders: Number(row!.open_draft_orders),
    orders_awaiting_return: Number(row!.orders_awaiting_return),
    orders_awaiting_swap: Number(row!.orders_awaiting_swap),
    orders_awaiting_claim: Number(row!.orders_awaiting_claim),
    has_products: Boolean(row!.has_products),
  }
}

/** Whether the store has taken any order at all (the home page's empty state). */
export async function hasAnyOrder(db: Tx): Promise<boolean> {
  const [row] = await rows<{ any: boolean }>(db, sql`SELECT EXISTS (SELECT 1 FROM "order") AS any`)
  return Boolean(row?.any)
}

/** The store's default currency, listed first. */
export async function defaultCurrency(db: Tx): Promise<string | null> {
  const [row] = await rows<{ code: string }>(db, sql`SELECT default_currency_code AS code FROM store LIMIT 1`)
  return row?.code ?? null
}

/** The caller's most recent batch jobs (jobs are private to their creator, contract §4.6). */
export async function recentBatchJobs(db: Tx, userId: string, limit: number) {
  return db
    .select()
    .from(batchJob)
    .where(and(eq(batchJob.created_by, userId), isNull(batchJob.deleted_at)))
    .orderBy(desc(batchJob.created_at), desc(batchJob.id))
    .limit(limit)
}
