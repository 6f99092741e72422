import type { customer, giftCard, giftCardTransaction, order, payment, refund, region } from '@mercato/db'
import { computeTotals } from '@mercato/domain'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { rowsOf } from '../../jobs/sql'
import { anyOf } from '../catalog/loader'
import {
  discountNodes,
  discountsJson,
  itemNodes,
  itemsJson,
  methodNodes,
  methodsJson,
  revive,
  reviveAll,
  rowJson,
  rowsJson,
} from '../carts/graph-sql'
import type { AddressRow, DiscountRow, DiscountRuleRow, ItemNode, MethodNode } from '../carts/load'
import { itemJson, methodJson, totalsJson } from '../carts/serialize'
import { adminRelations, adminRelationsSql, fulfillmentNodes, fulfillmentsJson } from './admin-relations'

// Orders with the store's default relations (contract §3.2) and their totals (§4.2, gift cards from
// their transactions): any number of orders in one statement.

export type OrderRow = typeof order.$inferSelect
type Row = Record<string, unknown>

async function loadGraphs(db: Tx, ids: string[], admin: boolean) {
  if (ids.length === 0) return []
  const extra = admin ? adminRelationsSql : sql``
  return rowsOf<Row>(
    db,
    sql`SELECT row_to_json(o) AS "order", row_to_json(r) AS region, row_to_json(cu) AS customer,
               ${itemsJson(sql`li.order_id = o.id`)} AS items,
               ${methodsJson(sql`sm.order_id = o.id`)} AS shipping_methods,
               ${discountsJson(sql`order_discounts`, sql`l.order_id = o.id`)} AS discounts,
               ${rowsJson('g', sql`g.created_at, g.id`, sql`FROM order_gift_cards l JOIN gift_card g ON g.id = l.gift_card_id WHERE l.order_id = o.id`)} AS gift_cards,
               ${rowsJson('gt', sql`gt.created_at, gt.id`, sql`FROM gift_card_transaction gt WHERE gt.order_id = o.id`)} AS transactions,
               ${rowsJson('pay', sql`pay.created_at, pay.id`, sql`FROM payment pay WHERE pay.order_id = o.id`)} AS payments,
               ${rowsJson('rf', sql`rf.created_at, rf.id`, sql`FROM refund rf WHERE rf.order_id = o.id`)} AS refunds,
               ${fulfillmentsJson(sql`f.order_id = o.id`)} AS fulfillments,
               ${rowJson('sa', sql`FROM address sa WHERE sa.id = o.shipping_address_id`)} AS shipping_address,
               ${rowJson('ba', sql`FROM address ba WHERE ba.id = o.billing_address_id`)} AS billing_address
               ${extra}
          FROM "order" o
          JOIN region r ON r.id = o.region_id
          LEFT JOIN customer cu ON cu.id = o.customer_id
         WHERE o.id = ANY(${anyOf(ids)})`,
  )
}

function orderJson(row: Row, admin: boolean) {
  const o = revive<OrderRow>(row.order)
  const r = revive<typeof region.$inferSelect>(row.region)
  const items = itemNodes<ItemNode>(row.items)
  const methods = methodNodes<MethodNode>(row.shipping_methods)
  const discounts = discountNodes<DiscountRow & { rule: DiscountRuleRow | null }>(row.discounts)
  const transactions = reviveAll<typeof giftCardTransaction.$inferSelect>(row.transactions)
  const payments = reviveAll<typeof payment.$inferSelect>(row.payments)
  const refunds = reviveAll<typeof refund.$inferSelect>(row.refunds)
  const totals = computeTotals({
    items,
    shipping_methods: methods,
    free_shipping: discounts.some((d) => d.rule?.type === 'free_shipping'),
    region: r,
    include_tax: true,
    gift_card_transactions: transactions,
  })
  const live = payments.filter((p) => !p.canceled_at)
  const paid = live.reduce((n, p) => n + p.amount, 0)
  // Refunds only ever come out of captured money (a Mercato decision, see docs/decisions.md).
  const captured = live.filter((p) => p.captured_at).reduce((n, p) => n + p.amount, 0)
  const refunded = refunds.reduce((n, x) => n + x.amount, 0)
  const c = revive<(typeof customer.$inferSelect & Row) | null>(row.customer)
  const { password_hash: _pw, ...customerJson } = c ?? ({} as Row)
  return {
    object: 'order',
    ...o,
    customer: c ? customerJson : null,
    region: r,
    shipping_address: revive<AddressRow | null>(row.shipping_address),
    billing_address: revive<AddressRow | null>(row.billing_address),
    items: items.map((i) => itemJson(i, totals)),
    shipping_methods: methods.map((m) => methodJson(m, totals)),
    discounts,
    gift_cards: reviveAll<typeof giftCard.$inferSelect>(row.gift_cards),
    gift_card_transactions: transactions,
    payments,
    refunds,
    fulfillments: fulfillmentNodes(row.fulfillments),
    ...totalsJson(totals),
    paid_total: paid,
    refunded_total: refunded,
    refundable_amount: Math.max(captured - refunded, 0),
    ...(admin ? adminRelations(row) : {}),
  }
}

/** Orders as the store (or, with `admin`, the Admin API) serialises them, in the order of the given ids. */
export async function ordersJsonByIds(db: Tx, ids: string[], admin = false) {
  const rows = await loadGraphs(db, ids, admin)
  const byId = new Map(rows.map((r) => [(r.order as Row).id as string, r]))
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is Row => !!r)
    .map((r) => orderJson(r, admin))
}

export async function ordersJson(db: Tx, rows: Array<Pick<OrderRow, 'id'>>) {
  return ordersJsonByIds(
    db,
    rows.map((r) => r.id),
  )
}

export async function orderJsonById(db: Tx, id: string) {
  const [json] = await ordersJsonByIds(db, [id])
  return json ?? null
}

export type OrderJson = ReturnType<typeof orderJson>
