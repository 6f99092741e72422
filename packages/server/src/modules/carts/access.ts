import { cart, customer, region } from '@mercato/db'
import { notAllowed, notFound } from '@mercato/domain'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { compiledSelect } from '../../lib/compiled'
import type { Tx } from '../../context'
import type { Actor } from '../../http/auth'
import { type CartGraph, type CartRow, type RegionRow, loadCart } from './load'
import { rememberCartContext } from './known-contexts'

// Ownership (Mercato's decisions): a cart attached to a registered customer is theirs alone; anyone
// else, signed in or not, is told it does not exist. Guest carts are reachable by their secret id.

export const cartNotFound = (id: string) => notFound(`Cart with id: ${id} was not found`)

export function assertCartAccess(
  c: Pick<CartRow, 'id' | 'customer_id'>,
  ownedByAccount: boolean,
  actor: Actor,
) {
  if (c.customer_id && ownedByAccount && actor.customerId !== c.customer_id) throw cartNotFound(c.id)
}

export function assertOpen(c: Pick<CartRow, 'completed_at'>) {
  if (c.completed_at) throw notAllowed('Cannot update a cart that has been completed')
}

/**
 * Locks a cart row for the rest of the transaction, so changes to one cart (and its completion)
 * happen one after another, and checks that the caller may change it.
 */
export async function lockCart(
  tx: Tx,
  id: string,
  actor: Actor,
  opts: { allowCompleted?: boolean } = {},
): Promise<CartRow> {
  return (await lockCartInRegion(tx, id, actor, opts)).cart
}

const selectCartForUpdate = compiledSelect((db: Tx) =>
  db
    .select({ cart, region, has_account: customer.has_account })
    .from(cart)
    .innerJoin(region, eq(region.id, cart.region_id))
    .leftJoin(customer, eq(customer.id, cart.customer_id))
    .where(and(eq(cart.id, sql.placeholder('id')), isNull(cart.deleted_at)))
    .for('update', { of: cart }),
)

/** `lockCart`, also returning the cart's region (read in the same statement, for pricing). */
export async function lockCartInRegion(
  tx: Tx,
  id: string,
  actor: Actor,
  opts: { allowCompleted?: boolean } = {},
): Promise<{ cart: CartRow; region: RegionRow }> {
  const [row] = await selectCartForUpdate(tx, { id })
  if (!row) throw cartNotFound(id)
  rememberCartContext(row.cart)
  assertCartAccess(row.cart, row.has_account === true, actor)
  // A draft order's cart belongs to the Admin API (which has its own lock): shoppers who learn its
  // id may read it but never change or complete it.
  if (row.cart.type === 'draft_order')
    throw notAllowed('The cart of a draft order can only be changed through the Admin API')
  if (!opts.allowCompleted) assertOpen(row.cart)
  return { cart: row.cart, region: row.region }
}

/** A cart with its relations, if the caller may see it. */
export async function readCart(db: Tx, id: string, actor: Actor): Promise<CartGraph> {
  const g = await loadCart(db, id)
  if (!g) throw cartNotFound(id)
  rememberCartContext(g.cart)
  assertCartAccess(g.cart, g.ownedByAccount, actor)
  return g
}

/** Loads a cart inside a transaction after changes (it must exist: it is locked), ready to refresh. */
export async function reloadCart(tx: Tx, id: string): Promise<CartGraph> {
  const g = await loadCart(tx, id, { forChange: true })
  if (!g) throw cartNotFound(id)
  return g
}
