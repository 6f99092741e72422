import { type SQL, sql } from 'drizzle-orm'
import {
  itemNodes,
  itemsJson,
  methodNodes,
  methodsJson,
  revive,
  reviveAll,
  rowJson,
} from '../carts/graph-sql'

// The relations the Admin API adds to an order (contract §3.2): fulfillments with their items and
// tracking links, returns, swaps and claims with their items, shipping methods and fulfillments, and
// the sales channel. Each is a correlated JSON subquery, so a page of orders stays one statement.

type Row = Record<string, unknown>

const agg = (select: SQL, order: SQL, from: SQL) =>
  sql`(SELECT coalesce(json_agg(${select} ORDER BY ${order}), '[]'::json) ${from})`

/** Fulfillments matching a condition on `f`, with items and tracking links. */
export const fulfillmentsJson = (where: SQL) =>
  agg(
    sql`json_build_object('f', row_to_json(f),
      'items', ${agg(sql`row_to_json(fi)`, sql`fi.item_id`, sql`FROM fulfillment_item fi WHERE fi.fulfillment_id = f.id`)},
      'tracking_links', ${agg(sql`row_to_json(tl)`, sql`tl.created_at, tl.id`, sql`FROM tracking_link tl WHERE tl.fulfillment_id = f.id AND tl.deleted_at IS NULL`)})`,
    sql`f.created_at, f.id`,
    sql`FROM fulfillment f WHERE ${where}`,
  )

export function fulfillmentNodes(rows: unknown) {
  return ((rows as Array<{ f: Row; items: Row[]; tracking_links: Row[] }>) ?? []).map((x) => ({
    ...revive<Row>(x.f),
    items: x.items,
    tracking_links: reviveAll<Row>(x.tracking_links),
  }))
}

/** A return's shipping method with its option (the dashboard's `returns.shipping_method.shipping_option`). */
const returnMethodJson = sql`(SELECT to_jsonb(rsm) || jsonb_build_object('shipping_option',
    (SELECT to_jsonb(rso) FROM shipping_option rso WHERE rso.id = rsm.shipping_option_id))
  FROM shipping_method rsm WHERE rsm.return_id = r.id LIMIT 1)`

/** Returns matching a condition on `r`, with items and the return shipping method. */
export const returnsJson = (where: SQL) =>
  agg(
    sql`json_build_object('r', row_to_json(r),
      'items', ${agg(sql`row_to_json(ri)`, sql`ri.item_id`, sql`FROM return_item ri WHERE ri.return_id = r.id`)},
      'shipping_method', ${returnMethodJson})`,
    sql`r.created_at, r.id`,
    sql`FROM "return" r WHERE ${where}`,
  )

export function returnNodes(rows: unknown) {
  return ((rows as Array<{ r: Row; items: Row[]; shipping_method: Row | null }>) ?? []).map((x) => ({
    ...revive<Row>(x.r),
    items: x.items,
    shipping_method: x.shipping_method,
  }))
}

export const swapsJson = agg(
  sql`json_build_object('s', row_to_json(s),
    'additional_items', ${itemsJson(sql`li.swap_id = s.id`)},
    'return_order', ${returnsJson(sql`r.swap_id = s.id`)},
    'fulfillments', ${fulfillmentsJson(sql`f.swap_id = s.id`)},
    'shipping_methods', ${methodsJson(sql`sm.swap_id = s.id`)},
    'payment', ${rowJson('sp', sql`FROM payment sp WHERE sp.swap_id = s.id`)})`,
  sql`s.created_at, s.id`,
  sql`FROM swap s WHERE s.order_id = o.id AND s.deleted_at IS NULL`,
)

export const claimsJson = agg(
  sql`json_build_object('c', row_to_json(c),
    'claim_items', ${agg(
      sql`json_build_object('ci', row_to_json(ci),
        'images', ${agg(sql`row_to_json(cim)`, sql`cim.created_at`, sql`FROM claim_image cim WHERE cim.claim_item_id = ci.id AND cim.deleted_at IS NULL`)},
        'tags', ${agg(sql`row_to_json(ct)`, sql`ct.value`, sql`FROM claim_item_tags cit JOIN claim_tag ct ON ct.id = cit.tag_id WHERE cit.item_id = ci.id`)})`,
      sql`ci.created_at, ci.id`,
      sql`FROM claim_item ci WHERE ci.claim_order_id = c.id AND ci.deleted_at IS NULL`,
    )},
    'additional_items', ${itemsJson(sql`li.claim_order_id = c.id`)},
    'return_order', ${returnsJson(sql`r.claim_order_id = c.id`)},
    'fulfillments', ${fulfillmentsJson(sql`f.claim_order_id = c.id`)},
    'shipping_methods', ${methodsJson(sql`sm.claim_order_id = c.id`)})`,
  sql`c.created_at, c.id`,
  sql`FROM claim_order c WHERE c.order_id = o.id AND c.deleted_at IS NULL`,
)

/** Extra columns of the admin order statement (appended to its select list). */
export const adminRelationsSql = sql`,
  ${returnsJson(sql`r.order_id = o.id`)} AS returns,
  ${swapsJson} AS swaps,
  ${claimsJson} AS claims,
  ${rowJson('sc', sql`FROM sales_channel sc WHERE sc.id = o.sales_channel_id`)} AS sales_channel`

const single = <T>(list: T[]) => list[0] ?? null

export function swapNode(x: Row) {
  return {
    ...revive<Row>(x.s),
    additional_items: itemNodes<Row>(x.additional_items),
    return_order: single(returnNodes(x.return_order)),
    fulfillments: fulfillmentNodes(x.fulfillments),
    shipping_methods: methodNodes<Row>(x.shipping_methods),
    payment: revive<Row | null>(x.payment),
  }
}

export function claimNode(x: Row) {
  return {
    ...revive<Row>(x.c),
    claim_items: ((x.claim_items as Row[]) ?? []).map((ci) => ({
      ...revive<Row>(ci.ci),
      images: reviveAll<Row>(ci.images),
      tags: reviveAll<Row>(ci.tags),
    })),
    additional_items: itemNodes<Row>(x.additional_items),
    return_order: single(returnNodes(x.return_order)),
    fulfillments: fulfillmentNodes(x.fulfillments),
    shipping_methods: methodNodes<Row>(x.shipping_methods),
  }
}

/** The admin relations of one loaded order row. */
export function adminRelations(row: Row) {
  return {
    returns: returnNodes(row.returns),
    swaps: ((row.swaps as Row[]) ?? []).map(swapNode),
    claims: ((row.claims as Row[]) ?? []).map(claimNode),
    sales_channel: revive<Row | null>(row.sales_channel),
  }
}
