import { order } from '@mercato/db'
import type { OrderAwaiting } from '@mercato/domain'
import { type SQL, sql } from 'drizzle-orm'

/**
 * After-sale work waiting on staff (the `awaiting` filter, a Mercato extension), as a condition on the
 * rows of one table, aliased `x`, and one on their order: a return still to be received, not of a
 * canceled order; a swap the customer confirmed (what `fulfillSwap` asks for), neither canceled nor
 * fulfilled; a replace claim neither canceled nor fulfilled. Each condition is the predicate of a
 * partial index (0015_awaiting_indexes.sql), so the lists and the home's counts read only waiting rows.
 * The home's "To do" counts use the same conditions, so each count is the list its row leads to.
 */
export const AWAITING: Record<OrderAwaiting, { table: SQL; rows: SQL; order?: (o: SQL) => SQL }> = {
  return: {
    table: sql`"return"`,
    rows: sql`x.status = 'requested'`,
    order: (o) => sql`${o}.status <> 'canceled'`,
  },
  swap: {
    table: sql`swap`,
    rows: sql`x.canceled_at IS NULL AND x.confirmed_at IS NOT NULL AND x.fulfillment_status = 'not_fulfilled'`,
  },
  claim: {
    table: sql`claim_order`,
    rows: sql`x.type = 'replace' AND x.canceled_at IS NULL AND x.fulfillment_status = 'not_fulfilled'`,
  },
}

/** Orders with any of the `awaiting` kinds of work, as a condition on `"order"`. */
export function awaitingWhere(kinds: OrderAwaiting[] | undefined): SQL | undefined {
  if (!kinds?.length) return undefined
  const one = (k: OrderAwaiting) => {
    const { table, rows, order: onOrder } = AWAITING[k]
    const exists = sql`EXISTS (SELECT 1 FROM ${table} x WHERE x.order_id = ${order.id} AND ${rows})`
    return onOrder ? sql`(${exists} AND ${onOrder(sql`"order"`)})` : exists
  }
  return sql`(${sql.join([...new Set(kinds)].map(one), sql` OR `)})`
}
