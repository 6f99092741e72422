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
 * cost PostgreSQL 2.4× as much. The versions of an order are sorted before they are digested, so the
 * order the rows come in does not matter. Tables the order JSON reads are checked against this
 * statement by `admin-list-stamps.test.ts`.
 */
export const ORDER_STAMPS_SQL = sql`
WITH ids AS MATERIALIZED (SELECT unnest(${sql.placeholder('ids')}::text[]) AS id),
o AS MATERIALIZED (
  SELECT o.id, o.xmin::text AS x, o.customer_id, o.region_id, o.shipping_address_id, o.billing_address_id,
         o.sales_channel_id
    FROM ids JOIN "order" o ON o.id = ids.id),
sw AS MATERIALIZED (SELECT s.order_id AS oid, s.id, s.xmin::text AS x FROM ids JOIN swap s ON s.order_id = ids.id),
cl AS MATERIALIZED (
  SELECT c.order_id AS oid, c.id, c.xmin::text AS x FROM ids JOIN claim_order c ON c.order_id = ids.id),
li AS MATERIALIZED (
  SELECT li.order_id AS oid, li.id, li.variant_id, li.xmin::text AS x FROM ids JOIN line_item li ON li.order_id = ids.id
  UNION ALL SELECT sw.oid, li.id, li.variant_id, li.xmin::text FROM sw JOIN line_item li ON li.swap_id = sw.id
  UNION ALL SELECT cl.oid, li.id, li.variant_id, li.xmin::text FROM cl JOIN line_item li ON li.claim_order_id = cl.id),
sm AS MATERIALIZED (
  SELECT sm.order_id AS oid, sm.id, sm.shipping_option_id, sm.xmin::text AS x
    FROM ids JOIN shipping_method sm ON sm.order_id = ids.id
  UNION ALL SELECT sw.oid, sm.id, sm.shipping_option_id, sm.xmin::text FROM sw JOIN shipping_method sm ON sm.swap_id = sw.id
  UNION ALL SELECT cl.oid, sm.id, sm.shipping_option_id, sm.xmin::text
    FROM cl JOIN shipping_method sm ON sm.claim_order_id = cl.id),
f AS MATERIALIZED (
  SELECT f.order_id AS oid, f.id, f.xmin::text AS x FROM ids JOIN fulfillment f ON f.order_id = ids.id
  UNION ALL SELECT sw.oid, f.id, f.xmin::text FROM sw JOIN fulfillment f ON f.swap_id = sw.id
  UNION ALL SELECT cl.oid, f.id, f.xmin::text FROM cl JOIN fulfillment f ON f.claim_order_id = cl.id),
r AS MATERIALIZED (
  SELECT r.order_id AS oid, r.id, r.xmin::text AS x FROM ids JOIN "return" r ON r.order_id = ids.id
  UNION ALL SELECT sw.oid, r.id, r.xmin::text FROM sw JOIN "return" r ON r.swap_id = sw.id
  UNION ALL SELECT cl.oid, r.id, r.xmin::text FROM cl JOIN "return" r ON r.claim_order_id = cl.id),
versions(oid, v) AS (
  SELECT id, 'o' || x FROM o
  UNION ALL SELECT o.id, 'cu' || t.xmin FROM o JOIN customer t ON t.id = o.customer_id
  UNION ALL SELECT o.id, 're' || t.xmin FROM o JOIN region t ON t.id = o.region_id
  UNION ALL SELECT o.id, 'sa' || t.xmin FROM o JOIN address t ON t.id = o.shipping_address_id
  UNION ALL SELECT o.id, 'ba' || t.xmin FROM o JOIN address t ON t.id = o.billing_address_id
  UNION ALL SELECT o.id, 'sc' || t.xmin FROM o JOIN sales_channel t ON t.id = o.sales_channel_id
  UNION ALL SELECT oid, 'sw' || x FROM sw
  UNION ALL SELECT oid, 'cl' || x FROM cl
  UNION ALL SELECT oid, 'li' || x FROM li
  UNION ALL SELECT li.oid, 'va' || t.xmin || 'pr' || p.xmin
    FROM li JOIN product_variant t ON t.id = li.variant_id JOIN product p ON p.id = t.product_id
  UNION ALL SELECT li.oid, 'lt' || t.xmin FROM li JOIN line_item_tax_line t ON t.item_id = li.id
  UNION ALL SELECT li.oid, 'la' || t.xmin FROM li JOIN line_item_adjustment t ON t.item_id = li.id
  UNION ALL SELECT oid, 'sm' || x FROM sm
  UNION ALL SELECT sm.oid, 'so' || t.xmin FROM sm JOIN shipping_option t ON t.id = sm.shipping_option_id
  UNION ALL SELECT sm.oid, 'st' || t.xmin FROM sm JOIN shipping_method_tax_line t ON t.shipping_method_id = sm.id
  UNION ALL SELECT l.order_id, 'od' || l.xmin || 'd' || d.xmin || 'r' || coalesce(dr.xmin::text, '')
    FROM ids JOIN order_discounts l ON l.order_id = ids.id JOIN discount d ON d.id = l.discount_id
    LEFT JOIN discount_rule dr ON dr.id = d.rule_id
  UNION ALL SELECT l.order_id, 'og' || l.xmin || 'g' || g.xmin
    FROM ids JOIN order_gift_cards l ON l.order_id = ids.id JOIN gift_card g ON g.id = l.gift_card_id
  UNION ALL SELECT t.order_id, 'gt' || t.xmin FROM ids JOIN gift_card_transaction t ON t.order_id = ids.id
  UNION ALL SELECT t.order_id, 'pa' || t.xmin FROM ids JOIN payment t ON t.order_id = ids.id
  UNION ALL SELECT sw.oid, 'sp' || t.xmin FROM sw JOIN payment t ON t.swap_id = sw.id
  UNION ALL SELECT t.order_id, 'rf' || t.xmin FROM ids JOIN refund t ON t.order_id = ids.id
  UNION ALL SELECT oid, 'f' || x FROM f
  UNION ALL SELECT f.oid, 'fi' || t.xmin FROM f JOIN fulfillment_item t ON t.fulfillment_id = f.id
  UNION ALL SELECT f.oid, 'tl' || t.xmin FROM f JOIN tracking_link t ON t.fulfillment_id = f.id
  UNION ALL SELECT oid, 'r' || x FROM r
  UNION ALL SELECT r.oid, 'ri' || t.xmin FROM r JOIN return_item t ON t.return_id = r.id
  UNION ALL SELECT r.oid, 'rm' || t.xmin || 'ro' || coalesce(so.xmin::text, '')
    FROM r JOIN shipping_method t ON t.return_id = r.id LEFT JOIN shipping_option so ON so.id = t.shipping_option_id
  UNION ALL SELECT cl.oid, 'ci' || t.xmin FROM cl JOIN claim_item t ON t.claim_order_id = cl.id
  UNION ALL SELECT cl.oid, 'cm' || t.xmin
    FROM cl JOIN claim_item ci ON ci.claim_order_id = cl.id JOIN claim_image t ON t.claim_item_id = ci.id
  UNION ALL SELECT cl.oid, 'ct' || it.xmin || 't' || t.xmin
    FROM cl JOIN claim_item ci ON ci.claim_order_id = cl.id JOIN claim_item_tags it ON it.item_id = ci.id
    JOIN claim_tag t ON t.id = it.tag_id)
SELECT oid AS id, md5(string_agg(v, ',' ORDER BY v)) AS stamp FROM versions GROUP BY oid`

/** The stamp of each of `ids` that exists. */
export const orderStamps = compiledRows<{ id: string; stamp: string }, { ids: string[] }>(
  () => ORDER_STAMPS_SQL,
)
