import { order, orderEdit } from '@mercato/db'
import { notAllowed, notFound } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../context'
import { type EditRow, type EditStatus, editNotFound, editStatus } from './queries'

// Every change to an edit runs under the edit's row lock, so two requests on one edit (say, two
// confirmations) happen one after the other and the second sees the first's outcome. When the order
// is locked too, it is locked first, as the order's own admin routes do.

export type OrderRow = typeof order.$inferSelect

export async function lockEdit(tx: Tx, id: string): Promise<EditRow> {
  const [row] = await tx.select().from(orderEdit).where(eq(orderEdit.id, id)).for('update')
  if (!row) throw editNotFound(id)
  return row
}

export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(order).where(eq(order.id, id)).for('update')
  if (!row) throw notFound(`Order with id: ${id} was not found`)
  return row
}

/** The order first, then the edit: the same lock order as every other writer of the order. */
export async function lockOrderAndEdit(tx: Tx, id: string) {
  const [peek] = await tx.select({ order_id: orderEdit.order_id }).from(orderEdit).where(eq(orderEdit.id, id))
  if (!peek) throw editNotFound(id)
  const o = await lockOrder(tx, peek.order_id)
  return { o, e: await lockEdit(tx, id) }
}

/** 400 not_allowed unless the edit is in one of the given statuses, e.g. "Cannot cancel an order edit with status confirmed". */
export function assertStatus(e: EditRow, allowed: readonly EditStatus[], action: string) {
  const status = editStatus(e)
  if (!allowed.includes(status)) throw notAllowed(`Cannot ${action} an order edit with status ${status}`)
  return status
}

/** Canceled and archived orders are closed to edits. */
export function assertOrderEditable(o: OrderRow) {
  if (o.status === 'canceled' || o.status === 'archived')
    throw notAllowed(`Cannot edit an order with status ${o.status}`)
}
