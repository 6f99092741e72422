import { lineItem, order, orderEdit, orderItemChange } from '@mercato/db'
import { generateId, invalidData, notAllowed, notFound } from '@mercato/domain'
import { and, eq } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import { type CartVariant, assertSellable, assertStock, loadCartVariants } from '../carts/pricing'
import { type OrderRow, assertStatus, lockEdit } from './access'
import { cloneItems, insertNewItem, priceFor, refreshEditAdjustments } from './lines'
import type { EditRow } from './queries'

// Item changes of an edit (Medusa semantics): a copied item whose quantity changes gets one
// item_update change, a removed copy is deleted and leaves an item_remove change, a new item comes
// with an item_add change. Items change only while the edit is `created`; each change can be undone.

type ItemRow = typeof lineItem.$inferSelect

/** Runs an item change under the edit's lock, then re-shares the order's discount over the items. */
function changeItems<T>(
  ctx: AppContext,
  editId: string,
  work: (tx: Tx, e: EditRow, o: OrderRow) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx, async (tx, events) => {
    const e = await lockEdit(tx, editId)
    assertStatus(e, ['created'], 'change the items of')
    // The order is only read: item changes touch the edit's own rows until confirmation.
    const [o] = await tx.select().from(order).where(eq(order.id, e.order_id))
    const out = await work(tx, e, o!)
    await refreshEditAdjustments(tx, e.id, o!.id)
    await tx.update(orderEdit).set({ updated_at: new Date() }).where(eq(orderEdit.id, e.id))
    events.emit('order-edit.updated', { id: e.id })
    return out
  })
}

async function editItem(tx: Tx, e: EditRow, itemId: string): Promise<ItemRow> {
  const [row] = await tx.select().from(lineItem).where(eq(lineItem.id, itemId))
  if (!row) throw notFound(`Line item with id: ${itemId} was not found`)
  if (row.order_edit_id !== e.id)
    throw invalidData(`Line item ${itemId} does not belong to the order edit ${e.id}`)
  return row
}

async function originalQuantity(tx: Tx, item: ItemRow): Promise<number> {
  if (!item.original_item_id) return 0
  const [row] = await tx
    .select({ quantity: lineItem.quantity })
    .from(lineItem)
    .where(eq(lineItem.id, item.original_item_id))
  return row?.quantity ?? 0
}

async function sellable(tx: Tx, o: OrderRow, variantId: string): Promise<CartVariant> {
  const v = (await loadCartVariants(tx, [variantId], o.sales_channel_id)).get(variantId)
  assertSellable(v, variantId)
  return v!
}

/** Units already fulfilled cannot be taken out of the order by an edit. */
function assertNotBelowFulfilled(item: ItemRow, quantity: number) {
  if ((item.fulfilled_quantity ?? 0) > quantity)
    throw notAllowed(
      `Cannot reduce the quantity of line item ${item.id} below its fulfilled quantity (${item.fulfilled_quantity})`,
    )
}

export interface NewEditItem {
  variant_id: string
  quantity: number
  metadata?: Record<string, unknown> | undefined
}

export function addEditItem(ctx: AppContext, editId: string, input: NewEditItem) {
  return changeItems(ctx, editId, async (tx, e, o) => {
    const v = await sellable(tx, o, input.variant_id)
    assertStock(v, input.quantity)
    const id = await insertNewItem(ctx, tx, e.id, o, v, input.quantity, input.metadata)
    await tx
      .insert(orderItemChange)
      .values({ id: generateId('oic'), type: 'item_add', order_edit_id: e.id, line_item_id: id })
  })
}

/** Sets an item's quantity. Copies keep the price the order was placed at; new items are re-priced. */
export function updateEditItem(ctx: AppContext, editId: string, itemId: string, quantity: number) {
  return changeItems(ctx, editId, async (tx, e, o) => {
    const item = await editItem(tx, e, itemId)
    assertNotBelowFulfilled(item, quantity)
    const set: Partial<ItemRow> = { quantity, updated_at: new Date() }
    if (item.variant_id) {
      // Only units beyond what the order already holds need free stock.
      const needed = quantity - (await originalQuantity(tx, item))
      const v = needed > 0 || !item.original_item_id ? await sellable(tx, o, item.variant_id) : null
      if (v && needed > 0) assertStock(v, needed)
      if (v && !item.original_item_id) {
        const { price } = await priceFor(ctx, tx, o, v, quantity)
        set.unit_price = price.unit_price
        set.includes_tax = price.includes_tax
      }
    }
    await tx.update(lineItem).set(set).where(eq(lineItem.id, item.id))
    if (!item.original_item_id) return
    const [change] = await tx
      .select({ id: orderItemChange.id })
      .from(orderItemChange)
      .where(and(eq(orderItemChange.order_edit_id, e.id), eq(orderItemChange.line_item_id, item.id)))
    if (!change)
      await tx.insert(orderItemChange).values({
        id: generateId('oic'),
        type: 'item_update',
        order_edit_id: e.id,
        original_line_item_id: item.original_item_id,
        line_item_id: item.id,
      })
  })
}

/** Removes an item: a copy leaves an item_remove change; a new item goes with its item_add change. */
export function removeEditItem(ctx: AppContext, editId: string, itemId: string) {
  return changeItems(ctx, editId, async (tx, e) => {
    const item = await editItem(tx, e, itemId)
    assertNotBelowFulfilled(item, 0)
    await tx
      .delete(orderItemChange)
      .where(and(eq(orderItemChange.order_edit_id, e.id), eq(orderItemChange.line_item_id, item.id)))
    await tx.delete(lineItem).where(eq(lineItem.id, item.id))
    if (item.original_item_id)
      await tx.insert(orderItemChange).values({
        id: generateId('oic'),
        type: 'item_remove',
        order_edit_id: e.id,
        original_line_item_id: item.original_item_id,
      })
  })
}

/** Undoes a change: a new item is deleted, a changed copy gets its quantity back, a removed one is copied again. */
export function undoChange(ctx: AppContext, editId: string, changeId: string) {
  return changeItems(ctx, editId, async (tx, e) => {
    const [change] = await tx.select().from(orderItemChange).where(eq(orderItemChange.id, changeId))
    if (!change) throw notFound(`Item change with id: ${changeId} was not found`)
    if (change.order_edit_id !== e.id)
      throw notAllowed(
        `The item change you are trying to delete doesn't belong to the OrderEdit with id: ${e.id}.`,
      )
    await tx.delete(orderItemChange).where(eq(orderItemChange.id, change.id))
    if (change.type === 'item_add' && change.line_item_id)
      await tx.delete(lineItem).where(eq(lineItem.id, change.line_item_id))
    if (change.type === 'item_update' && change.line_item_id && change.original_line_item_id) {
      const [original] = await tx
        .select({ quantity: lineItem.quantity })
        .from(lineItem)
        .where(eq(lineItem.id, change.original_line_item_id))
      if (original)
        await tx
          .update(lineItem)
          .set({ quantity: original.quantity, updated_at: new Date() })
          .where(eq(lineItem.id, change.line_item_id))
    }
    if (change.type === 'item_remove' && change.original_line_item_id)
      await cloneItems(tx, e.id, [change.original_line_item_id])
    return { id: change.id, object: 'item_change', deleted: true }
  })
}
