import { cart, customer, draftOrder, order } from '@mercato/db'
import { notAllowed, notFound } from '@mercato/domain'
import { type SQL, and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../context'
import { project, relationsOf } from '../../http/route-helpers'
import { countAll, dateConditions, escapeLike, orderBy } from '../../lib/sql'
import { loadCart, loadCarts } from '../carts/load'
import { displayIdOf } from '../orders/queries'
import { cartJson } from '../carts/serialize'
import { DRAFT_RELATIONS, type ListDraftsQuery } from './schemas'

export type DraftRow = typeof draftOrder.$inferSelect
type CartRow = typeof cart.$inferSelect

export const draftNotFound = (id: string) => notFound(`Draft order with id: ${id} was not found`)

/**
 * Locks a draft and its cart (FOR UPDATE on both rows) for the rest of the transaction, so changes
 * to one draft, and its payment, happen one after another. `openFor` refuses completed drafts.
 */
export async function lockDraft(
  tx: Tx,
  id: string,
  openFor?: 'update' | 'delete',
): Promise<{ draft: DraftRow; cart: CartRow }> {
  const [row] = await tx
    .select({ draft: draftOrder, cart })
    .from(draftOrder)
    .innerJoin(cart, eq(cart.id, draftOrder.cart_id))
    .where(eq(draftOrder.id, id))
    .for('update')
  if (!row) throw draftNotFound(id)
  if (openFor && row.draft.status !== 'open')
    throw notAllowed(`You are only allowed to ${openFor} open draft orders`)
  return row
}

const { password_hash: _pw, ...customerColumns } = getTableColumns(customer)

/**
 * A draft as the Admin API shows it: its columns, its order (the row, once paid) and its cart as
 * the store serialises carts (items, shipping methods, region, discounts, totals) plus the customer.
 * Two statements whatever the cart holds.
 */
export async function draftJson(db: Tx, id: string) {
  const [row] = await db
    .select({ draft: draftOrder, order, customer: customerColumns })
    .from(draftOrder)
    .leftJoin(order, eq(order.id, draftOrder.order_id))
    .leftJoin(cart, eq(cart.id, draftOrder.cart_id))
    .leftJoin(customer, eq(customer.id, cart.customer_id))
    .where(eq(draftOrder.id, id))
  if (!row) throw draftNotFound(id)
  const g = row.draft.cart_id ? await loadCart(db, row.draft.cart_id) : null
  return {
    ...row.draft,
    order: row.order,
    cart: g ? { ...cartJson(g), customer: row.customer } : null,
  }
}

/**
 * `q` finds drafts by their cart's email (trigram index on draft carts) or by display id; each
 * branch is index-backed, and the union keeps them so.
 */
function searchCondition(q: string): SQL {
  const pattern = `%${escapeLike(q)}%`
  const byEmail = sql`SELECT d.id FROM draft_order d JOIN cart c ON c.id = d.cart_id
                       WHERE c.type = 'draft_order' AND c.email ILIKE ${pattern}`
  const n = displayIdOf(q)
  const ids = n === null ? byEmail : sql`${byEmail} UNION SELECT id FROM draft_order WHERE display_id = ${n}`
  return sql`${draftOrder.id} IN (${ids})`
}

/**
 * The page's carts as the detail shows them (items, region, totals), so a list can show each draft's
 * total in its currency: one statement for the whole page, asked only when `cart` is expanded.
 */
async function pricedCarts(db: Tx, rows: Array<{ cart: CartRow | null }>) {
  const graphs = await loadCarts(
    db,
    rows.flatMap((r) => (r.cart ? [r.cart.id] : [])),
  )
  return new Map([...graphs].map(([id, g]) => [id, cartJson(g)] as const))
}

/**
 * A page of drafts with their order rows and, when expanded, their priced carts: one statement for
 * the page, one for the count.
 */
export async function listDrafts(db: Tx, query: ListDraftsQuery) {
  const cond: Array<SQL | undefined> = dateConditions(
    { created_at: draftOrder.created_at, updated_at: draftOrder.updated_at },
    query.dates,
  )
  if (query.filters.status?.length) cond.push(inArray(draftOrder.status, query.filters.status))
  if (query.q) cond.push(searchCondition(query.q))
  const where = and(...cond)
  const columns = {
    created_at: draftOrder.created_at,
    updated_at: draftOrder.updated_at,
    display_id: draftOrder.display_id,
    status: draftOrder.status,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select({ draft: draftOrder, cart, order })
      .from(draftOrder)
      .leftJoin(cart, eq(cart.id, draftOrder.cart_id))
      .leftJoin(order, eq(order.id, draftOrder.order_id))
      .where(where)
      .orderBy(...orderBy(columns, query.order, draftOrder.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(draftOrder).where(where),
  ])
  const relations = relationsOf(query.expand, DRAFT_RELATIONS)
  const carts = relations.has('cart') ? await pricedCarts(db, rows) : new Map<string, unknown>()
  const draft_orders = rows.map((r) =>
    project(
      {
        ...r.draft,
        ...(relations.has('cart') ? { cart: (r.cart && carts.get(r.cart.id)) ?? r.cart } : {}),
        ...(relations.has('order') ? { order: r.order } : {}),
      },
      query.fields,
      relations,
    ),
  )
  return { draft_orders, count: count?.n ?? 0 }
}
