import { order } from '@mercato/db'
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, escapeLike, orderBy } from '../../lib/sql'
import { normalizeEmail } from '../users-auth/service'

// Order lists (the Admin API's and a customer's own): every filter is a column with an index, and
// `q` is a union of index-backed look-ups (e-mail, customer name and shipping address by trigram,
// display id exactly).

export interface OrderFilters {
  id?: string[] | undefined
  status?: string[] | undefined
  fulfillment_status?: string[] | undefined
  payment_status?: string[] | undefined
  display_id?: number | undefined
  cart_id?: string | undefined
  customer_id?: string | undefined
  email?: string | undefined
  region_id?: string[] | undefined
  sales_channel_id?: string[] | undefined
  currency_code?: string | undefined
  tax_rate?: number | undefined
}

/**
 * The display id a search means, as the dashboard writes it ("#4", "4", " # 4 "), else null: up to
 * nine digits, an optional leading "#", spaces around either.
 */
export function displayIdOf(q: string): number | null {
  const m = /^\s*#?\s*(\d{1,9})\s*$/.exec(q)
  return m ? Number(m[1]) : null
}

/**
 * The text of an address (as `a`) that the search matches: exactly the expression
 * `address_search_trgm_idx` indexes (migration 0017), so that the index answers it. First and last
 * name are joined by a space, so a full name finds its order.
 */
export const ADDRESS_SEARCH_TEXT = sql`(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '') || E'\\n' ||
  coalesce(a.company, '') || E'\\n' || coalesce(a.address_1, '') || E'\\n' || coalesce(a.city, '') || E'\\n' ||
  coalesce(a.postal_code, '') || E'\\n' || coalesce(a.phone, ''))`

/**
 * Orders whose e-mail, customer name, shipping address (name, company, street, city, postal code,
 * phone) or display id (with or without its "#") match `q`.
 */
function searchOrders(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`
  const n = displayIdOf(q)
  const display = n === null ? sql`` : sql`UNION SELECT id FROM "order" WHERE display_id = ${n}`
  return sql`${order.id} IN (
    SELECT id FROM "order" WHERE email ILIKE ${pattern}
    UNION SELECT o.id FROM "order" o JOIN customer c ON c.id = o.customer_id
     WHERE (c.email || E'\\n' || coalesce(c.first_name, '') || E'\\n' || coalesce(c.last_name, '')) ILIKE ${pattern}
       AND c.deleted_at IS NULL
    UNION SELECT o.id FROM "order" o JOIN address a ON a.id = o.shipping_address_id
     WHERE ${ADDRESS_SEARCH_TEXT} ILIKE ${pattern}
    ${display})`
}

export function orderConditions(query: ListQuery<OrderFilters>, extra: Array<SQL | undefined> = []) {
  const f = query.filters
  const cond: Array<SQL | undefined> = [
    ...extra,
    ...dateConditions(
      { created_at: order.created_at, updated_at: order.updated_at, canceled_at: order.canceled_at },
      query.dates,
    ),
  ]
  if (f.id?.length) cond.push(inArray(order.id, f.id))
  if (f.status?.length) cond.push(inArray(order.status, f.status as never[]))
  if (f.fulfillment_status?.length)
    cond.push(inArray(order.fulfillment_status, f.fulfillment_status as never[]))
  if (f.payment_status?.length) cond.push(inArray(order.payment_status, f.payment_status as never[]))
  if (f.display_id !== undefined) cond.push(eq(order.display_id, f.display_id))
  if (f.cart_id) cond.push(eq(order.cart_id, f.cart_id))
  if (f.customer_id) cond.push(eq(order.customer_id, f.customer_id))
  if (f.email) cond.push(eq(order.email, normalizeEmail(f.email)))
  if (f.region_id?.length) cond.push(inArray(order.region_id, f.region_id))
  if (f.sales_channel_id?.length) cond.push(inArray(order.sales_channel_id, f.sales_channel_id))
  if (f.currency_code) cond.push(eq(order.currency_code, f.currency_code.toLowerCase()))
  if (f.tax_rate !== undefined) cond.push(eq(order.tax_rate, f.tax_rate))
  if (query.q) cond.push(searchOrders(query.q))
  return and(...cond)
}

const ORDERABLE = { created_at: order.created_at, updated_at: order.updated_at, display_id: order.display_id }

/**
 * One page of order ids, in order, and the total count, in one statement (the page is an
 * uncorrelated subquery of the count, run once). `extra` narrows both (a customer's own orders).
 */
export async function orderPageIds(
  db: Tx,
  query: ListQuery<OrderFilters>,
  extra: Array<SQL | undefined> = [],
) {
  const where = orderConditions(query, extra)
  const ids = db
    .select({ id: order.id })
    .from(order)
    .where(where)
    .orderBy(...orderBy(ORDERABLE, query.order, order.id))
    .limit(query.limit)
    .offset(query.offset)
  const [row] = await db
    .select({ n: countAll, ids: sql<string[]>`ARRAY(${ids})` })
    .from(order)
    .where(where)
  return { ids: row?.ids ?? [], count: row?.n ?? 0 }
}
