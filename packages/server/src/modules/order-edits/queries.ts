import { type giftCardTransaction, orderEdit, type orderItemChange, type region } from '@mercato/db'
import { computeTotals, notFound } from '@mercato/domain'
import { type SQL, and, eq, ilike, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { rowsOf } from '../../jobs/sql'
import { countAll, dateConditions, escapeLike, orderBy } from '../../lib/sql'
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
import type { DiscountRow, DiscountRuleRow, ItemNode, MethodNode } from '../carts/load'
import { itemJson } from '../carts/serialize'
import { anyOf } from '../catalog/loader'

// Order edits as serialised (contract §3.1): the row, its derived status, its changes and items, and
// the totals of the order as it would be with the edit's items. Any number of edits is one statement.

export type EditRow = typeof orderEdit.$inferSelect
export type ChangeRow = typeof orderItemChange.$inferSelect
export type EditStatus = 'created' | 'requested' | 'confirmed' | 'declined' | 'canceled'
type Row = Record<string, unknown>

/** The status follows the timestamps; the terminal ones exclude each other, so their order is moot. */
export function editStatus(
  e: Pick<EditRow, 'requested_at' | 'confirmed_at' | 'declined_at' | 'canceled_at'>,
) {
  if (e.canceled_at) return 'canceled' as const
  if (e.confirmed_at) return 'confirmed' as const
  if (e.declined_at) return 'declined' as const
  if (e.requested_at) return 'requested' as const
  return 'created' as const
}

export const editNotFound = (id: string) => notFound(`Order edit with id: ${id} was not found`)

async function loadGraphs(db: Tx, ids: string[]) {
  if (ids.length === 0) return []
  return rowsOf<Row>(
    db,
    sql`SELECT row_to_json(oe) AS edit, row_to_json(r) AS region,
               ${itemsJson(sql`li.order_edit_id = oe.id`)} AS items,
               ${itemsJson(sql`li.id IN (SELECT c.original_line_item_id FROM order_item_change c WHERE c.order_edit_id = oe.id)`)} AS originals,
               ${itemsJson(sql`li.order_id = oe.order_id`)} AS order_items,
               ${methodsJson(sql`sm.order_id = oe.order_id`)} AS shipping_methods,
               ${discountsJson(sql`order_discounts`, sql`l.order_id = oe.order_id`)} AS discounts,
               ${rowsJson('gt', sql`gt.created_at, gt.id`, sql`FROM gift_card_transaction gt WHERE gt.order_id = oe.order_id`)} AS transactions,
               ${rowsJson('ch', sql`ch.created_at, ch.id`, sql`FROM order_item_change ch WHERE ch.order_edit_id = oe.id AND ch.deleted_at IS NULL`)} AS changes,
               ${rowJson(
                 'pc',
                 sql`FROM (SELECT p.*,
                                  ${rowsJson('ps', sql`ps.created_at, ps.id`, sql`FROM payment_session ps WHERE ps.payment_collection_id = p.id`)} AS payment_sessions,
                                  ${rowsJson('pay', sql`pay.created_at, pay.id`, sql`FROM payment pay WHERE pay.payment_collection_id = p.id`)} AS payments
                             FROM payment_collection p WHERE p.id = oe.payment_collection_id) pc`,
               )} AS payment_collection
          FROM order_edit oe
          JOIN "order" o ON o.id = oe.order_id
          JOIN region r ON r.id = o.region_id
         WHERE oe.id = ANY(${anyOf(ids)})`,
  )
}

function editJson(row: Row) {
  const e = revive<EditRow>(row.edit)
  const items = itemNodes<ItemNode>(row.items)
  const originals = itemNodes<ItemNode>(row.originals)
  const discounts = discountNodes<DiscountRow & { rule: DiscountRuleRow | null }>(row.discounts)
  // The edit is priced as the order would be with the edit's items instead of its own.
  const base = {
    shipping_methods: methodNodes<MethodNode>(row.shipping_methods),
    free_shipping: discounts.some((d) => d.rule?.type === 'free_shipping'),
    region: revive<typeof region.$inferSelect>(row.region),
    include_tax: true,
    gift_card_transactions: reviveAll<typeof giftCardTransaction.$inferSelect>(row.transactions),
  }
  const totals = computeTotals({ ...base, items })
  const orderTotal = computeTotals({ ...base, items: itemNodes<ItemNode>(row.order_items) }).total
  const originalTotals = computeTotals({ ...base, items: originals })
  const itemsOut = items.map((i) => itemJson(i, totals))
  const byId = new Map(itemsOut.map((i) => [i.id, i]))
  const originalById = new Map(originals.map((i) => [i.id, itemJson(i, originalTotals)]))
  const changes = reviveAll<ChangeRow>(row.changes).map((c) => ({
    ...c,
    line_item: (c.line_item_id && byId.get(c.line_item_id)) || null,
    original_line_item: (c.original_line_item_id && originalById.get(c.original_line_item_id)) || null,
  }))
  const pc = revive<(Row & { payment_sessions: unknown; payments: unknown }) | null>(row.payment_collection)
  return {
    ...e,
    status: editStatus(e),
    changes,
    items: itemsOut,
    payment_collection: pc
      ? {
          ...pc,
          payment_sessions: reviveAll<Row>(pc.payment_sessions),
          payments: reviveAll<Row>(pc.payments),
        }
      : null,
    subtotal: totals.subtotal,
    discount_total: totals.discount_total,
    shipping_total: totals.shipping_total,
    gift_card_total: totals.gift_card_total,
    gift_card_tax_total: totals.gift_card_tax_total,
    tax_total: totals.tax_total,
    total: totals.total,
    difference_due: totals.total - orderTotal,
  }
}

export type EditJson = ReturnType<typeof editJson>

/** Edits in the order of the given ids (missing ones are left out). */
export async function editsJsonByIds(db: Tx, ids: string[]): Promise<EditJson[]> {
  const rows = await loadGraphs(db, ids)
  const byId = new Map(rows.map((r) => [(r.edit as Row).id as string, r]))
  return ids.flatMap((id) => {
    const r = byId.get(id)
    return r ? [editJson(r)] : []
  })
}

export async function editJsonById(db: Tx, id: string): Promise<EditJson> {
  const [json] = await editsJsonByIds(db, [id])
  if (!json) throw editNotFound(id)
  return json
}

/** Shoppers never see the staff's internal note nor who on the staff did what (as Medusa's store API). */
export function storeEditJson(json: EditJson) {
  const { internal_note: _n, created_by: _c, confirmed_by: _f, canceled_by: _x, ...rest } = json
  return rest
}

export interface EditFilters {
  order_id?: string | undefined
}

export async function listEdits(db: Tx, query: ListQuery<EditFilters>) {
  const cond: Array<SQL | undefined> = dateConditions(
    { created_at: orderEdit.created_at, updated_at: orderEdit.updated_at },
    query.dates,
  )
  if (query.filters.order_id) cond.push(eq(orderEdit.order_id, query.filters.order_id))
  if (query.q) cond.push(ilike(orderEdit.internal_note, `%${escapeLike(query.q)}%`))
  const where = and(...cond)
  const columns = { created_at: orderEdit.created_at, updated_at: orderEdit.updated_at }
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: orderEdit.id })
      .from(orderEdit)
      .where(where)
      .orderBy(...orderBy(columns, query.order, orderEdit.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(orderEdit).where(where),
  ])
  const order_edits = await editsJsonByIds(
    db,
    rows.map((r) => r.id),
  )
  return { order_edits, count: count?.n ?? 0 }
}
