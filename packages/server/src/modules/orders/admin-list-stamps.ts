import { sql } from 'drizzle-orm'
import { compiledRows } from '../../lib/compiled'

/**
 * The stamp of each order of a page: a digest of the versions (PostgreSQL's `xmin`, which every insert
 * and update of a row sets anew) of every row the admin order JSON can be built from, whatever the
 * selection: the order, its customer, addresses, region and sales channel, its lines with their
 * variant, product, tax lines and adjustments, its shipping methods with their option and tax lines,
 * discounts with their rules, gift cards and their transactions, payments, refunds, fulfilments with
 * their items and tracking links, returns with their items and shipping method, and the swaps and
 * claims with all of theirs. Any change to one of those rows, and any row added or removed, gives
 * another stamp, so no write has to remember to invalidate a kept text, and several server processes
 * agree without talking to each other.
 *
 * The rows are gathered table by table for the whole page (one join per table, from the page's ids),
 * not by a subquery per order and relation: for a page of 50 that was about 1,000 small subplans and
 * cost PostgreSQL 2.4× as much. An order's versions are digested as the sum of their 64-bit hashes
 * with their count: the order the rows come in does not matter, and nothing is sorted (an md5 of the
 * sorted versions cost more). A change goes unseen only if two different sets of versions hash to the
 * same sum, about one chance in 2^64. Tables the order JSON reads are checked against this statement
 * by `admin-list-stamps.test.ts`.
 */
export const ORDER_STAMPS_SQL = sql`
WITH ids AS MATERIALIZED (SELECT unnest(${sql.placeholder('ids')}::text[]) AS id),
o AS MATERIALIZED (
  SELECT ids.id, t.x, t.customer_id, t.region_id, t.shipping_address_id, t.billing_address_id, t.sales_channel_id
    FROM ids, LATERAL (SELECT o.xmin::text AS x, o.customer_id, o.region_id, o.shipping_address_id,
      o.billing_address_id, o.sales_channel_id FROM "order" o WHERE o.id = ids.id OFFSET 0) t),
sw AS MATERIALIZED (
  SELECT ids.id AS oid, t.id, t.x
    FROM ids, LATERAL (SELECT s.id, s.xmin::text AS x FROM swap s WHERE s.order_id = ids.id OFFSET 0) t),
cl AS MATERIALIZED (
  SELECT ids.id AS oid, t.id, t.x
    FROM ids, LATERAL (SELECT c.id, c.xmin::text AS x FROM claim_order c WHERE c.order_id = ids.id OFFSET 0) t),
li AS MATERIALIZED (
  SELECT ids.id AS oid, t.* FROM ids, LATERAL (SELECT li.id, li.variant_id, li.xmin::text AS x
    FROM line_item li WHERE li.order_id = ids.id OFFSET 0) t
  UNION ALL SELECT sw.oid, t.* FROM sw, LATERAL (SELECT li.id, li.variant_id, li.xmin::text
    FROM line_item li WHERE li.swap_id = sw.id OFFSET 0) t
  UNION ALL SELECT cl.oid, t.* FROM cl, LATERAL (SELECT li.id, li.variant_id, li.xmin::text
    FROM line_item li WHERE li.claim_order_id = cl.id OFFSET 0) t),
sm AS MATERIALIZED (
  SELECT ids.id AS oid, t.* FROM ids, LATERAL (SELECT sm.id, sm.shipping_option_id, sm.xmin::text AS x
    FROM shipping_method sm WHERE sm.order_id = ids.id OFFSET 0) t
  UNION ALL SELECT sw.oid, t.* FROM sw, LATERAL (SELECT sm.id, sm.shipping_option_id, sm.xmin::text
    FROM shipping_method sm WHERE sm.swap_id = sw.id OFFSET 0) t
  UNION ALL SELECT cl.oid, t.* FROM cl, LATERAL (SELECT sm.id, sm.shipping_option_id, sm.xmin::text
    FROM shipping_method sm WHERE sm.claim_order_id = cl.id OFFSET 0) t),
f AS MATERIALIZED (
  SELECT ids.id AS oid, t.* FROM ids, LATERAL (SELECT f.id, f.xmin::text AS x
    FROM fulfillment f WHERE f.order_id = ids.id OFFSET 0) t
  UNION ALL SELECT sw.oid, t.* FROM sw, LATERAL (SELECT f.id, f.xmin::text
    FROM fulfillment f WHERE f.swap_id = sw.id OFFSET 0) t
  UNION ALL SELECT cl.oid, t.* FROM cl, LATERAL (SELECT f.id, f.xmin::text
    FROM fulfillment f WHERE f.claim_order_id = cl.id OFFSET 0) t),
r AS MATERIALIZED (
  SELECT ids.id AS oid, t.* FROM ids, LATERAL (SELECT r.id, r.xmin::text AS x
    FROM "return" r WHERE r.order_id = ids.id OFFSET 0) t
  UNION ALL SELECT sw.oid, t.* FROM sw, LATERAL (SELECT r.id, r.xmin::text
    FROM "return" r WHERE r.swap_id = sw.id OFFSET 0) t
  UNION ALL SELECT cl.oid, t.* FROM cl, LATERAL (SELECT r.id, r.xmin::text
    FROM "return" r WHERE r.claim_order_id = cl.id OFFSET 0) t),
versions(oid, v) AS (
  SELECT id, 'o' || x FROM o
  UNION ALL SELECT o.id, t.v FROM o, LATERAL (SELECT 'cu' || t.xmin AS v FROM customer t WHERE t.id = o.customer_id OFFSET 0) t
  UNION ALL SELECT o.id, t.v FROM o, LATERAL (SELECT 're' || t.xmin AS v FROM region t WHERE t.id = o.region_id OFFSET 0) t
  UNION ALL SELECT o.id, t.v FROM o, LATERAL (SELECT 'sa' || t.xmin AS v FROM address t WHERE t.id = o.shipping_address_id OFFSET 0) t
  UNION ALL SELECT o.id, t.v FROM o, LATERAL (SELECT 'ba' || t.xmin AS v FROM address t WHERE t.id = o.billing_address_id OFFSET 0) t
  UNION ALL SELECT o.id, t.v FROM o, LATERAL (SELECT 'sc' || t.xmin AS v FROM sales_channel t WHERE t.id = o.sales_channel_id OFFSET 0) t
  UNION ALL SELECT oid, 'sw' || x FROM sw
  UNION ALL SELECT oid, 'cl' || x FROM cl
  UNION ALL SELECT oid, 'li' || x FROM li
  UNION ALL SELECT li.oid, t.v FROM li, LATERAL (SELECT 'va' || t.xmin || 'pr' || p.xmin AS v
    FROM product_variant t JOIN product p ON p.id = t.product_id WHERE t.id = li.variant_id OFFSET 0) t
  UNION ALL SELECT li.oid, t.v FROM li, LATERAL (SELECT 'lt' || t.xmin AS v FROM line_item_tax_line t WHERE t.item_id = li.id OFFSET 0) t
  UNION ALL SELECT li.oid, t.v FROM li, LATERAL (SELECT 'la' || t.xmin AS v FROM line_item_adjustment t WHERE t.item_id = li.id OFFSET 0) t
  UNION ALL SELECT oid, 'sm' || x FROM sm
  UNION ALL SELECT sm.oid, t.v FROM sm, LATERAL (SELECT 'so' || t.xmin AS v FROM shipping_option t WHERE t.id = sm.shipping_option_id OFFSET 0) t
  UNION ALL SELECT sm.oid, t.v FROM sm, LATERAL (SELECT 'st' || t.xmin AS v FROM shipping_method_tax_line t WHERE t.shipping_method_id = sm.id OFFSET 0) t
  UNION ALL SELECT ids.id, t.v FROM ids, LATERAL (SELECT 'od' || l.xmin || 'd' || d.xmin || 'r' || coalesce(dr.xmin::text, '') AS v
    FROM order_discounts l JOIN discount d ON d.id = l.discount_id LEFT JOIN discount_rule dr ON dr.id = d.rule_id
    WHERE l.order_id = ids.id OFFSET 0) t
  UNION ALL SELECT ids.id, t.v FROM ids, LATERAL (SELECT 'og' || l.xmin || 'g' || g.xmin AS v
    FROM order_gift_cards l JOIN gift_card g ON g.id = l.gift_card_id WHERE l.order_id = ids.id OFFSET 0) t
  UNION ALL SELECT ids.id, t.v FROM ids, LATERAL (SELECT 'gt' || t.xmin AS v FROM gift_card_transaction t WHERE t.order_id = ids.id OFFSET 0) t
  UNION ALL SELECT ids.id, t.v FROM ids, LATERAL (SELECT 'pa' || t.xmin AS v FROM payment t WHERE t.order_id = ids.id OFFSET 0) t
  UNION ALL SELECT sw.oid, t.v FROM sw, LATERAL (SELECT 'sp' || t.xmin AS v FROM payment t WHERE t.swap_id = sw.id OFFSET 0) t
  UNION ALL SELECT ids.id, t.v FROM ids, LATERAL (SELECT 'rf' || t.xmin AS v FROM refund t WHERE t.order_id = ids.id OFFSET 0) t
  UNION ALL SELECT oid, 'f' || x FROM f
  UNION ALL SELECT f.oid, t.v FROM f, LATERAL (SELECT 'fi' || t.xmin AS v FROM fulfillment_item t WHERE t.fulfillment_id = f.id OFFSET 0) t
  UNION ALL SELECT f.oid, t.v FROM f, LATERAL (SELECT 'tl' || t.xmin AS v FROM tracking_link t WHERE t.fulfillment_id = f.id OFFSET 0) t
  UNION ALL SELECT oid, 'r' || x FROM r
  UNION ALL SELECT r.oid, t.v FROM r, LATERAL (SELECT 'ri' || t.xmin AS v FROM return_item t WHERE t.return_id = r.id OFFSET 0) t
  UNION ALL SELECT r.oid, t.v FROM r, LATERAL (SELECT 'rm' || t.xmin || 'ro' || coalesce(so.xmin::text, '') AS v
    FROM shipping_method t LEFT JOIN shipping_option so ON so.id = t.shipping_option_id WHERE t.return_id = r.id OFFSET 0) t
  UNION ALL SELECT cl.oid, t.v FROM cl, LATERAL (SELECT 'ci' || t.xmin AS v FROM claim_item t WHERE t.claim_order_id = cl.id OFFSET 0) t
  UNION ALL SELECT cl.oid, t.v FROM cl, LATERAL (SELECT 'cm' || t.xmin AS v
    FROM claim_item ci JOIN claim_image t ON t.claim_item_id = ci.id WHERE ci.claim_order_id = cl.id OFFSET 0) t
  UNION ALL SELECT cl.oid, t.v FROM cl, LATERAL (SELECT 'ct' || it.xmin || 't' || t.xmin AS v
    FROM claim_item ci JOIN claim_item_tags it ON it.item_id = ci.id JOIN claim_tag t ON t.id = it.tag_id
    WHERE ci.claim_order_id = cl.id OFFSET 0) t)
SELECT oid AS id, sum(hashtextextended(v, 0))::text || '/' || count(*) AS stamp FROM versions GROUP BY oid`

/** The stamp of each of `ids` that exists. */
export const orderStamps = compiledRows<{ id: string; stamp: string }, { ids: string[] }>(
  () => ORDER_STAMPS_SQL,
)
