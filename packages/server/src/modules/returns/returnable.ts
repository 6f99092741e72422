import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { anyOf } from '../catalog/loader'

// What of a line item may still go back, one rule for returns, swaps and claims: of what was sent
// (or, for staff's returns, bought), less the units of live claims and less what plain returns and
// swaps' returns took or ask back. A claim's own return is counted through its claim items, so it
// is left out of the returns. An edited order's copies count what was done on the line they copy.

export interface ReturnableLine {
  id: string
  title: string
  order_id: string | null
  variant_id: string | null
  bought: number
  fulfilled: number
  claimed: number
  returning: number
}

/** Of line item `li`: its units in claims that are not canceled. */
export const claimedSql = sql`coalesce((SELECT sum(ci.quantity)::int FROM claim_item ci
    JOIN claim_order c ON c.id = ci.claim_order_id
   WHERE ci.item_id IN (li.id, li.original_item_id) AND ci.deleted_at IS NULL AND c.canceled_at IS NULL), 0)`

/** Of line item `li`: what plain returns and swaps' returns took or ask back, unless canceled. */
export const returningSql = sql`coalesce((SELECT sum(coalesce(ri.received_quantity, ri.quantity))::int
    FROM return_item ri JOIN "return" r ON r.id = ri.return_id
   WHERE ri.item_id IN (li.id, li.original_item_id) AND r.claim_order_id IS NULL AND r.status <> 'canceled'), 0)`

/** Counts the quantity still returnable against what was bought (staff) or what was sent. */
export type ReturnableBase = 'bought' | 'fulfilled'

/**
 * The order's lines with these ids (its own, its swaps' and its claims'), locked, with the counts
 * that limit a return. The caller holds the order's lock, so the counts stay true until it commits.
 */
export async function lockReturnableLines(tx: Tx, orderId: string, ids: string[]) {
  const rows = await rowsOf<ReturnableLine>(
    tx,
    sql`SELECT li.id, li.title, li.order_id, li.variant_id, li.quantity AS bought,
               coalesce(li.fulfilled_quantity, 0) AS fulfilled,
               ${claimedSql} AS claimed, ${returningSql} AS returning
          FROM line_item li
         WHERE li.id = ANY(${anyOf(ids)})
           AND (li.order_id = ${orderId}
                OR li.swap_id IN (SELECT id FROM swap WHERE order_id = ${orderId})
                OR li.claim_order_id IN (SELECT id FROM claim_order WHERE order_id = ${orderId}))
         ORDER BY li.id FOR UPDATE OF li`,
  )
  return rows.map((r) => ({
    ...r,
    bought: Number(r.bought),
    fulfilled: Number(r.fulfilled),
    claimed: Number(r.claimed),
    returning: Number(r.returning),
  }))
}

export const leftToReturn = (line: ReturnableLine, base: ReturnableBase) =>
  Math.max((base === 'bought' ? line.bought : line.fulfilled) - line.claimed - line.returning, 0)

/** Why `asked` units of the line cannot be returned, naming what is left; null when they can. */
export function returnRefusal(line: ReturnableLine, asked: number, base: ReturnableBase): string | null {
  const left = leftToReturn(line, base)
  if (asked <= left) return null
  if (asked > line.bought)
    return `Cannot return more items than have been purchased: ${asked} of ${line.title} asked, ${left} returnable`
  if (base === 'fulfilled' && asked > line.fulfilled)
    return `Cannot return items that have not been sent: ${asked} of ${line.title} asked, ${line.fulfilled} sent, ${left} returnable`
  return `Cannot return ${asked} of ${line.title}: ${left} left to return (${line.returning} returned or asked back, ${line.claimed} claimed)`
}
