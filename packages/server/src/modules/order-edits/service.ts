import { lineItem, orderEdit, orderItemChange, paymentCollection } from '@mercato/db'
import { generateId, invalidData, notAllowed } from '@mercato/domain'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { assertOrderEditable, assertStatus, lockEdit, lockOrder, lockOrderAndEdit } from './access'
import { applyEdit } from './confirm'
import { cloneItems } from './lines'
import { type EditRow, editJsonById } from './queries'

// The life of an order edit (contract §4.5): created (items copied from the order) → requested
// (a payment collection for a positive difference) → confirmed, or declined by the shopper, or
// canceled by staff. At most one edit per order is active (created or requested) at a time.

export interface CreateEditInput {
  order_id: string
  internal_note?: string | undefined
}

export function createEdit(ctx: AppContext, input: CreateEditInput, userId: string) {
  return inTransaction(ctx, async (tx, events) => {
    // The order's lock makes two concurrent creations see each other.
    const o = await lockOrder(tx, input.order_id)
    assertOrderEditable(o)
    const [active] = await tx
      .select({ id: orderEdit.id })
      .from(orderEdit)
      .where(
        and(
          eq(orderEdit.order_id, o.id),
          isNull(orderEdit.confirmed_at),
          isNull(orderEdit.declined_at),
          isNull(orderEdit.canceled_at),
        ),
      )
      .limit(1)
    if (active) throw notAllowed(`An active order edit (${active.id}) already exists for the order ${o.id}`)
    const id = generateId('oe')
    await tx.insert(orderEdit).values({
      id,
      order_id: o.id,
      internal_note: input.internal_note ?? null,
      created_by: userId,
    })
    const items = await tx.select({ id: lineItem.id }).from(lineItem).where(eq(lineItem.order_id, o.id))
    await cloneItems(
      tx,
      id,
      items.map((i) => i.id),
    )
    events.emit('order-edit.created', { id })
    return id
  })
}

export function updateEdit(
  ctx: AppContext,
  id: string,
  input: { internal_note?: string | null | undefined },
) {
  return inTransaction(ctx, async (tx, events) => {
    await lockEdit(tx, id)
    if (input.internal_note !== undefined)
      await tx
        .update(orderEdit)
        .set({ internal_note: input.internal_note, updated_at: new Date() })
        .where(eq(orderEdit.id, id))
    events.emit('order-edit.updated', { id })
  })
}

/** Only an edit nobody was asked about yet can go; its items and changes go with it (FK cascade). */
export function deleteEdit(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx) => {
    const e = await lockEdit(tx, id)
    assertStatus(e, ['created'], 'delete')
    await tx.delete(orderEdit).where(eq(orderEdit.id, id))
    return { id, object: 'order_edit', deleted: true }
  })
}

/** Asks the shopper to confirm; a positive difference becomes a payment collection to pay first. */
export function requestEdit(ctx: AppContext, id: string, userId: string) {
  return inTransaction(ctx, async (tx, events) => {
    const { e, o } = await lockOrderAndEdit(tx, id)
    assertStatus(e, ['created'], 'request confirmation of')
    assertOrderEditable(o)
    const [change] = await tx
      .select({ id: orderItemChange.id })
      .from(orderItemChange)
      .where(eq(orderItemChange.order_edit_id, id))
      .limit(1)
    if (!change) throw invalidData('Cannot request a confirmation on an edit with no changes')
    const collectionId = await collectDifference(tx, id, o, userId)
    const now = new Date()
    await tx
      .update(orderEdit)
      .set({ requested_at: now, requested_by: userId, payment_collection_id: collectionId, updated_at: now })
      .where(eq(orderEdit.id, id))
    events.emit('order-edit.requested', { id })
  })
}

/**
 * A payment collection for what the edit adds to the order, if it adds anything: what the shopper pays
 * before accepting a requested edit, and what staff collect or mark as paid after confirming one.
 */
async function collectDifference(
  tx: Tx,
  id: string,
  o: { display_id: number; region_id: string; currency_code: string },
  userId: string,
) {
  const json = await editJsonById(tx, id)
  if (json.difference_due <= 0) return null
  const collectionId = generateId('paycol')
  await tx.insert(paymentCollection).values({
    id: collectionId,
    type: 'order_edit',
    status: 'not_paid',
    description: `Difference due for the edit ${id} of order #${o.display_id}`,
    amount: json.difference_due,
    region_id: o.region_id,
    currency_code: o.currency_code,
    created_by: userId,
  })
  return collectionId
}

/** An unpaid collection of an edit that will not happen can no longer be paid. */
async function closeCollection(tx: Tx, e: EditRow) {
  if (!e.payment_collection_id) return
  await tx
    .update(paymentCollection)
    .set({ status: 'canceled', updated_at: new Date() })
    .where(
      and(
        eq(paymentCollection.id, e.payment_collection_id),
        inArray(paymentCollection.status, ['not_paid', 'awaiting']),
      ),
    )
}

export function cancelEdit(ctx: AppContext, id: string, userId: string) {
  return inTransaction(ctx, async (tx, events) => {
    const e = await lockEdit(tx, id)
    assertStatus(e, ['created', 'requested'], 'cancel')
    const now = new Date()
    await tx
      .update(orderEdit)
      .set({ canceled_at: now, canceled_by: userId, updated_at: now })
      .where(eq(orderEdit.id, id))
    await closeCollection(tx, e)
    events.emit('order-edit.canceled', { id })
  })
}

export function declineEdit(ctx: AppContext, id: string, by: string, reason: string | undefined) {
  return inTransaction(ctx, async (tx, events) => {
    const e = await lockEdit(tx, id)
    assertStatus(e, ['requested'], 'decline')
    const now = new Date()
    await tx
      .update(orderEdit)
      .set({ declined_at: now, declined_by: by, declined_reason: reason ?? null, updated_at: now })
      .where(eq(orderEdit.id, id))
    await closeCollection(tx, e)
    events.emit('order-edit.declined', { id })
  })
}

/** Staff confirm an edit they created or requested, paid or not (they answer for the payment). */
export function confirmEdit(ctx: AppContext, id: string, userId: string) {
  return inTransaction(ctx, async (tx, events) => {
    const { o, ...locked } = await lockOrderAndEdit(tx, id)
    let e = locked.e
    assertStatus(e, ['created', 'requested'], 'confirm')
    // Confirmed without asking the shopper, a higher total still has to be collected: the order page
    // offers the collection to mark as paid, as it does for a requested edit left unpaid.
    if (!e.requested_at && !e.payment_collection_id) {
      const collectionId = await collectDifference(tx, id, o, userId)
      if (collectionId) {
        await tx.update(orderEdit).set({ payment_collection_id: collectionId }).where(eq(orderEdit.id, id))
        e = { ...e, payment_collection_id: collectionId }
      }
    }
    await applyEdit(tx, e, o, userId, events)
  })
}

/** The shopper accepts a requested edit; its difference, if any, must be authorized first. */
export function completeEdit(ctx: AppContext, id: string, by: string) {
  return inTransaction(ctx, async (tx, events) => {
    const { e, o } = await lockOrderAndEdit(tx, id)
    assertStatus(e, ['requested'], 'complete')
    if (e.payment_collection_id) {
      const [pc] = await tx
        .select({ status: paymentCollection.status })
        .from(paymentCollection)
        .where(eq(paymentCollection.id, e.payment_collection_id))
      if (pc?.status !== 'authorized')
        throw notAllowed('Unable to complete an order edit if the payment is not authorized')
    }
    await applyEdit(tx, e, o, by, events)
  })
}
