import { order } from '@mercato/db'
import { type OrderAwaiting, computeTotals } from '@mercato/domain'
import { awaitingWhere } from './awaiting'
import { type SQL, getTableColumns, sql } from 'drizzle-orm'
import { PgDialect, alias } from 'drizzle-orm/pg-core'
import type { AppContext, Tx } from '../../context'
import { topRelations } from '../../http/contract-relations'
import type { ListQuery } from '../../http/list-query'
import { compiledSelect } from '../../lib/compiled'
import { databaseSnapshot } from '../../lib/database-snapshot'
import { listEnvelope } from '../../lib/list-envelope'
import { orderBy } from '../../lib/sql'
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
import type { ItemNode, MethodNode } from '../carts/load'
import { itemJson, methodJson, totalsJson } from '../carts/serialize'
import { orderListCachesOf } from './admin-list-cache'
import { orderStamps } from './admin-list-stamps'
import {
  claimNode,
  claimsJson,
  fulfillmentNodes,
  fulfillmentsJson,
  returnNodes,
  returnsJson,
  swapNode,
  swapsJson,
} from './admin-relations'
import { type OrderFilters, orderPageIds } from './queries'

// A page of orders for the Admin API when `expand` or `fields` says what to show: only the named
// relations and columns are read. Totals are always served (contract §1.7), so each statement also
// reads a digest of what they are computed from (amounts, rates, quantities) for whatever the
// expanded relations do not already hold.

type Row = Record<string, unknown>

/** Computed totals a `fields` list never strips (contract §1.7). */
export const ORDER_TOTALS = [
  'subtotal',
  'discount_total',
  'shipping_total',
  'tax_total',
  'gift_card_total',
  'total',
  'paid_total',
  'refunded_total',
  'refundable_amount',
]

const ORDER_COLUMNS = Object.values(getTableColumns(order)).map((c) => c.name)
const isColumn = new Set(ORDER_COLUMNS)

interface Relation {
  sql: SQL
  /** Items and shipping methods are serialised with their totals, in `orderJson`. */
  json(value: unknown): unknown
}

const nodes = (value: unknown) => reviveAll<Row>(value)

/** The admin order relations (contract §3.2), in the order the default answer has them. */
const RELATIONS: Record<string, Relation> = {
  customer: {
    sql: rowJson('cu', sql`FROM customer cu WHERE cu.id = o.customer_id`),
    json(value) {
      const c = revive<Row | null>(value)
      if (!c) return null
      const { password_hash: _pw, ...rest } = c
      return rest
    },
  },
  region: { sql: rowJson('r', sql`FROM region r WHERE r.id = o.region_id`), json: revive },
  shipping_address: {
    sql: rowJson('sa', sql`FROM address sa WHERE sa.id = o.shipping_address_id`),
    json: revive,
  },
  billing_address: {
    sql: rowJson('ba', sql`FROM address ba WHERE ba.id = o.billing_address_id`),
    json: revive,
  },
  items: { sql: itemsJson(sql`li.order_id = o.id`), json: (value) => value },
  shipping_methods: { sql: methodsJson(sql`sm.order_id = o.id`), json: (value) => value },
  discounts: { sql: discountsJson(sql`order_discounts`, sql`l.order_id = o.id`), json: discountNodes },
  gift_cards: {
    sql: rowsJson(
      'g',
      sql`g.created_at, g.id`,
      sql`FROM order_gift_cards l JOIN gift_card g ON g.id = l.gift_card_id WHERE l.order_id = o.id`,
    ),
    json: nodes,
  },
  gift_card_transactions: {
    sql: rowsJson(
      'gt',
      sql`gt.created_at, gt.id`,
      sql`FROM gift_card_transaction gt WHERE gt.order_id = o.id`,
    ),
    json: nodes,
  },
  payments: {
    sql: rowsJson('pay', sql`pay.created_at, pay.id`, sql`FROM payment pay WHERE pay.order_id = o.id`),
    json: nodes,
  },
  refunds: {
    sql: rowsJson('rf', sql`rf.created_at, rf.id`, sql`FROM refund rf WHERE rf.order_id = o.id`),
    json: nodes,
  },
  fulfillments: { sql: fulfillmentsJson(sql`f.order_id = o.id`), json: fulfillmentNodes },
  returns: { sql: returnsJson(sql`r.order_id = o.id`), json: returnNodes },
  swaps: { sql: swapsJson, json: (value) => ((value as Row[]) ?? []).map(swapNode) },
  claims: { sql: claimsJson, json: (value) => ((value as Row[]) ?? []).map(claimNode) },
  sales_channel: {
    sql: rowJson('sc', sql`FROM sales_channel sc WHERE sc.id = o.sales_channel_id`),
    json: revive,
  },
}
const RELATION_NAMES = Object.keys(RELATIONS)
/** Where the totals go among the relations of the default answer. */
const TOTALS_AFTER = 'fulfillments'

const list = (select: SQL, order: SQL, from: SQL) =>
  sql`(SELECT coalesce(json_agg(${select} ORDER BY ${order}), '[]'::json) ${from})`
const rates = (from: SQL) => list(sql`json_build_object('rate', x.rate)`, sql`x.created_at, x.id`, from)

/** What the totals are computed from, for each input the loaded relations do not hold. */
const DIGEST: Record<string, SQL> = {
  items: list(
    sql`json_build_object('id', li.id, 'unit_price', li.unit_price, 'quantity', li.quantity,
      'includes_tax', li.includes_tax,
      'tax_lines', ${rates(sql`FROM line_item_tax_line x WHERE x.item_id = li.id`)},
      'adjustments', ${list(sql`json_build_object('amount', a.amount)`, sql`a.id`, sql`FROM line_item_adjustment a WHERE a.item_id = li.id`)})`,
    sql`li.created_at, li.id`,
    sql`FROM line_item li WHERE li.order_id = o.id`,
  ),
  shipping_methods: list(
    sql`json_build_object('id', sm.id, 'price', sm.price, 'includes_tax', sm.includes_tax,
      'tax_lines', ${rates(sql`FROM shipping_method_tax_line x WHERE x.shipping_method_id = sm.id`)})`,
    sql`sm.id`,
    sql`FROM shipping_method sm WHERE sm.order_id = o.id`,
  ),
  discounts: sql`(SELECT json_build_array(json_build_object('rule', json_build_object('type', 'free_shipping')))
    WHERE EXISTS (SELECT 1 FROM order_discounts l JOIN discount d ON d.id = l.discount_id
      JOIN discount_rule dr ON dr.id = d.rule_id WHERE l.order_id = o.id AND dr.type = 'free_shipping'))`,
  region: sql`(SELECT json_build_object('gift_cards_taxable', r.gift_cards_taxable) FROM region r WHERE r.id = o.region_id)`,
  gift_card_transactions: list(
    sql`json_build_object('amount', gt.amount, 'tax_rate', gt.tax_rate, 'is_taxable', gt.is_taxable)`,
    sql`gt.created_at, gt.id`,
    sql`FROM gift_card_transaction gt WHERE gt.order_id = o.id`,
  ),
  payments: list(
    sql`json_build_object('amount', pay.amount, 'captured_at', pay.captured_at, 'canceled_at', pay.canceled_at)`,
    sql`pay.created_at, pay.id`,
    sql`FROM payment pay WHERE pay.order_id = o.id`,
  ),
  refunds: list(
    sql`json_build_object('amount', rf.amount)`,
    sql`rf.id`,
    sql`FROM refund rf WHERE rf.order_id = o.id`,
  ),
}

export interface OrderSelection {
  /** Top-level relations to serve. */
  relations: Set<string>
  /** Order columns to serve (plain `fields`); null = all. */
  columns: string[] | null
  /** `-x` entries of `fields`. */
  removed: Set<string>
  /** Plain `fields` names that are neither columns nor relations (computed totals, for instance). */
  wanted: Set<string>
}

/** `expand` replaces the default relations; plain `fields` replace the columns (contract §1.8). */
export function orderSelection(query: { expand?: string[] | undefined; fields?: string[] | undefined }) {
  const relations = query.expand
    ? new Set([...topRelations(query.expand)].filter((r) => r in RELATIONS))
    : new Set(RELATION_NAMES)
  const removed = new Set<string>()
  const wanted = new Set<string>()
  const plain: string[] = []
  for (const f of query.fields ?? []) {
    const name = f.replace(/^[+*]/, '')
    if (f.startsWith('-')) removed.add(f.slice(1))
    else if (name in RELATIONS) relations.add(name)
    else if (f.startsWith('+')) wanted.add(name)
    else plain.push(name)
  }
  const columns = plain.length
    ? ORDER_COLUMNS.filter((c) => c === 'id' || c === 'created_at' || plain.includes(c))
    : null
  for (const p of plain) if (!isColumn.has(p)) wanted.add(p)
  for (const r of removed) relations.delete(r)
  return { relations, columns, removed, wanted } satisfies OrderSelection
}

interface Statement {
  fields: Record<string, SQL>
  /** The page's select by sort order, each built once. */
  byOrder: Map<string, PageSelect>
}

type PageSelect = (db: Tx, values: { ids: string[] }) => Promise<unknown[]>

/** The statement's select for a sort order (the order clause is part of its text). */
function pageSelect(statement: Statement, order: ListQuery<OrderFilters>['order']): PageSelect {
  const key = JSON.stringify(order ?? null)
  let select = statement.byOrder.get(key)
  if (!select) {
    select = compiledSelect((db: Tx) =>
      db
        .select(statement.fields)
        .from(o)
        .where(sql`${o.id} = ANY(${sql.placeholder('ids')})`)
        .orderBy(...orderBy(ORDERABLE_AS_O, order, o.id)),
    )
    statement.byOrder.set(key, select)
  }
  return select
}

const dialect = new PgDialect()
const o = alias(order, 'o')
const ORDERABLE_AS_O = { created_at: o.created_at, updated_at: o.updated_at, display_id: o.display_id }
const statements = new Map<string, Statement>()
const MAX_STATEMENTS = 64

/**
 * The statement of a selection, built once: its select list as constant SQL, and its text per sort
 * order. The ids are its only parameter, and the pool prepares each text once per connection.
 */
function statementFor(s: OrderSelection): Statement {
  const relations = RELATION_NAMES.filter((r) => s.relations.has(r))
  const key = `${relations.join(',')}|${s.columns?.join(',') ?? '*'}`
  const hit = statements.get(key)
  if (hit) return hit
  const parts: Array<[string, SQL]> = [
    [
      'order',
      s.columns
        ? sql.raw(`json_build_object(${s.columns.map((c) => `'${c}', o."${c}"`).join(', ')})`)
        : sql`row_to_json(o)`,
    ],
  ]
  for (const name of relations) parts.push([name, RELATIONS[name]!.sql])
  for (const [input, digest] of Object.entries(DIGEST))
    if (!s.relations.has(input)) parts.push([`digest_${input}`, digest])
  const fields: Record<string, SQL> = {}
  for (const [name, part] of parts) fields[name] = sql.raw(dialect.sqlToQuery(part).sql)
  const statement: Statement = { fields, byOrder: new Map() }
  if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!)
  statements.set(key, statement)
  return statement
}

const pick = (row: Row, input: string) => (row[input] ?? row[`digest_${input}`]) as unknown

/** Items and shipping methods as loaded (full nodes) or as digested (what totals need). */
function linesOf(row: Row) {
  return {
    items: row.items ? itemNodes<ItemNode>(row.items) : (row.digest_items as ItemNode[]),
    methods: row.shipping_methods
      ? methodNodes<MethodNode>(row.shipping_methods)
      : (row.digest_shipping_methods as MethodNode[]),
  }
}

function totalsOf(row: Row, lines: ReturnType<typeof linesOf>) {
  const discounts = (pick(row, 'discounts') as Array<{ rule: Row | null }> | null) ?? []
  const payments = reviveAll<{ amount: number; captured_at: Date | null; canceled_at: Date | null }>(
    pick(row, 'payments'),
  )
  const refunds = pick(row, 'refunds') as Array<{ amount: number }>
  const totals = computeTotals({
    items: lines.items,
    shipping_methods: lines.methods,
    free_shipping: discounts.some((d) => d.rule?.type === 'free_shipping'),
    region: pick(row, 'region') as { gift_cards_taxable: boolean },
    include_tax: true,
    gift_card_transactions: pick(row, 'gift_card_transactions') as [],
  })
  const live = payments.filter((p) => !p.canceled_at)
  const paid = live.reduce((n, p) => n + p.amount, 0)
  // Refunds only ever come out of captured money (as in load.ts).
  const captured = live.filter((p) => p.captured_at).reduce((n, p) => n + p.amount, 0)
  const refunded = refunds.reduce((n, x) => n + x.amount, 0)
  return {
    totals,
    json: {
      ...totalsJson(totals),
      paid_total: paid,
      refunded_total: refunded,
      refundable_amount: Math.max(captured - refunded, 0),
    } as Row,
  }
}

function orderJson(row: Row, s: OrderSelection): Row {
  const lines = linesOf(row)
  const { totals, json: totalsRow } = totalsOf(row, lines)
  const out: Row = s.columns ? {} : { object: 'order' }
  Object.assign(out, revive<Row>(row.order))
  for (const name of RELATION_NAMES) {
    if (name === 'items' && s.relations.has(name)) out.items = lines.items.map((i) => itemJson(i, totals))
    else if (name === 'shipping_methods' && s.relations.has(name))
      out.shipping_methods = lines.methods.map((m) => methodJson(m, totals))
    else if (s.relations.has(name)) out[name] = RELATIONS[name]!.json(row[name])
    if (name === TOTALS_AFTER)
      for (const [k, v] of Object.entries(totalsRow))
        if (!s.columns || ORDER_TOTALS.includes(k) || s.wanted.has(k)) out[k] = v
  }
  for (const r of s.removed) if (r !== 'id' && !ORDER_TOTALS.includes(r)) delete out[r]
  return out
}

/** The Admin API list's filters: the shared ones and the admin's own. */
export interface AdminOrderFilters extends OrderFilters {
  awaiting?: OrderAwaiting[] | undefined
}

/** Everything an order's text depends on besides its rows. */
const selectionKey = (s: OrderSelection) =>
  JSON.stringify([[...s.relations].sort(), s.columns, [...s.removed].sort(), [...s.wanted].sort()])

/**
 * One page of orders with the selected columns, relations and totals, and the total count, as the
 * response's JSON bytes. The page's ids and the count come first, from one small statement, then the
 * stamps of those orders. A page whose orders, stamps, count and place were sent before is sent again
 * as it was; orders whose text is kept under their stamp are not read again, the others are read by id
 * with a statement whose only parameter is that list. (Choosing the page inside the big statement let
 * PostgreSQL plan it on every call and, with tens of thousands of carts and orders, pick plans that
 * cost 100–250 ms a page.)
 */
export async function adminOrderPageJson(
  ctx: AppContext,
  query: ListQuery<AdminOrderFilters>,
  s: OrderSelection,
): Promise<Buffer> {
  const db = ctx.db
  const { texts: kept, pages, quiet } = orderListCachesOf(ctx)
  const prefix = selectionKey(s)
  // While no transaction has written since a page was built, it is sent again as it was: one small
  // statement instead of the page's ids and the stamps of its orders.
  const snapshot = await databaseSnapshot(db)
  const quietKey = `${prefix}|${JSON.stringify(query)}`
  const unchanged = quiet.get(quietKey)
  if (unchanged?.snapshot === snapshot) return unchanged.body
  const { ids: pageIds, count } = await orderPageIds(db, query, [awaitingWhere(query.filters.awaiting)])
  const stamps = new Map(
    pageIds.length > 0 ? (await orderStamps(db, { ids: pageIds })).map((r) => [r.id, r.stamp]) : [],
  )
  const pageKey = `${prefix}|${count}|${query.offset}|${query.limit}|${pageIds.map((id) => `${id}:${stamps.get(id)}`).join(',')}`
  const sent = pages.get(pageKey)
  if (sent) {
    quiet.set(quietKey, { snapshot, body: sent, length: sent.length })
    return sent
  }
  const texts = new Map<string, string>()
  const missing: string[] = []
  for (const id of pageIds) {
    const text = kept.get(`${prefix}|${id}|${stamps.get(id)}`)
    if (text === undefined) missing.push(id)
    else texts.set(id, text)
  }
  if (missing.length > 0) {
    const rows = (await pageSelect(statementFor(s), query.order)(db, { ids: missing })) as Row[]
    for (const row of rows) {
      const json = orderJson(row, s)
      const text = JSON.stringify(json)
      const id = json.id as string
      texts.set(id, text)
      if (stamps.has(id)) kept.set(`${prefix}|${id}|${stamps.get(id)}`, text)
    }
  }
  const page = pageIds.flatMap((id) => texts.get(id) ?? [])
  const body = Buffer.from(listEnvelope('orders', page, count, query.offset, query.limit))
  // Only a page whose every order has a stamp is kept (one deleted meanwhile has none).
  if (pageIds.every((id) => stamps.has(id))) {
    pages.set(pageKey, body)
    quiet.set(quietKey, { snapshot, body, length: body.length })
  }
  return body
}
