import { cart, lineItem, payment, returnOrder, shippingMethod, swap } from '@mercato/db'
import { ErrorCodes, MercatoError, generateId, notAllowed, notFound } from '@mercato/domain'
import { and, eq, isNull } from 'drizzle-orm'
import type { PendingEvents, Tx } from '../../context'
import { reloadCart } from '../carts/access'
import type { CartGraph, CartRow } from '../carts/load'
import type { IdempotencyScope, IdempotentResult } from '../checkout/idempotency'
import { finalTotals } from '../checkout/order-create'
import type { AuthorizeCart } from '../checkout/cart-payment'
import { takeStock } from '../checkout/stock'
import { type SwapRow, swapJson } from './queries'
import { writeReturnLines } from './swap-cart'

// POST /store/carts/{id}/complete for a cart of type `swap` (contract §4.3 step 8, `{type:"swap"}`):
// the shopper confirms the swap by paying the difference. Under the cart's and the swap's row locks:
// the payment is authorized, stock reserved for the additional items, the cart's shipping methods
// become the swap's, and the swap confirmed. A second call answers the same swap.

async function answer(tx: Tx, swapId: string, scope: IdempotencyScope | undefined) {
  const body = { type: 'swap', data: await swapJson(tx, swapId) }
  await scope?.record(tx, 200, body)
  return { status: 200, body }
}

/**
 * Reserves stock for the additional items. A swap that allows backorders goes ahead without a
 * reservation when stock is short (in a savepoint, so a partial reservation is undone).
 */
async function reserveStock(tx: Tx, s: SwapRow, g: CartGraph) {
  const lines = g.items
    .filter((i) => i.swap_id === s.id)
    .map((i) => ({ line_item_id: i.id, variant_id: i.variant_id, quantity: i.quantity }))
  if (!s.allow_backorder) return takeStock(tx, lines, g.cart.sales_channel_id)
  try {
    await tx.transaction((sp) => takeStock(sp as unknown as Tx, lines, g.cart.sales_channel_id))
  } catch (e) {
    if (!(e instanceof MercatoError && e.code === ErrorCodes.INSUFFICIENT_INVENTORY)) throw e
    await tx
      .update(swap)
      .set({ metadata: { ...(s.metadata ?? {}), backordered: true } })
      .where(eq(swap.id, s.id))
  }
}

async function lockSwapOfCart(tx: Tx, cartId: string) {
  const [s] = await tx
    .select()
    .from(swap)
    .where(and(eq(swap.cart_id, cartId), isNull(swap.deleted_at)))
    .for('update')
  if (!s) throw notFound(`Swap with cart id: ${cartId} was not found`)
  return s
}

/**
 * Completes a swap cart the caller has locked (checkout's completion dispatches here on the cart's
 * type), inside its transaction.
 */
export async function completeSwapCartIn(
  tx: Tx,
  events: PendingEvents,
  c: CartRow,
  authorize: AuthorizeCart,
  scope?: IdempotencyScope,
): Promise<IdempotentResult> {
  const s = await lockSwapOfCart(tx, c.id)
  if (s.confirmed_at) return answer(tx, s.id, scope)
  if (s.canceled_at) throw notAllowed('The cart of a canceled swap cannot be completed')
  const [ret] = await tx.select().from(returnOrder).where(eq(returnOrder.swap_id, s.id))
  if (!ret || ret.status === 'canceled')
    throw notAllowed('The return of this swap was canceled: the swap cannot be completed')
  // Credit lines are derived from the return again, and items the shopper added join the swap.
  await writeReturnLines(tx, c.id, ret.id)
  await tx
    .update(lineItem)
    .set({ swap_id: s.id })
    .where(and(eq(lineItem.cart_id, c.id), eq(lineItem.is_return, false), isNull(lineItem.swap_id)))
  const g = await reloadCart(tx, c.id)
  if (g.discounts.length || g.gift_cards.length)
    throw notAllowed('Discounts and gift cards cannot be used to pay for a swap')
  const totals = await finalTotals(tx, g)
  const amount = totals.total
  const now = new Date()
  let paymentId: string | null = null
  if (amount > 0) {
    const paid = await authorize(tx, g, amount, now)
    paymentId = generateId('pay')
    await tx.insert(payment).values({
      id: paymentId,
      swap_id: s.id,
      cart_id: c.id,
      amount,
      currency_code: g.region.currency_code,
      ...paid,
    })
  }
  await reserveStock(tx, s, g)
  await tx.update(shippingMethod).set({ swap_id: s.id }).where(eq(shippingMethod.cart_id, c.id))
  await tx
    .update(swap)
    .set({
      difference_due: amount,
      confirmed_at: now,
      payment_status: amount > 0 ? 'awaiting' : 'confirmed',
      shipping_address_id: c.shipping_address_id,
      updated_at: now,
    })
    .where(eq(swap.id, s.id))
  await tx
    .update(cart)
    .set({
      completed_at: now,
      payment_id: paymentId,
      payment_authorized_at: paymentId ? now : null,
      updated_at: now,
    })
    .where(eq(cart.id, c.id))
  events.emit('swap.payment_completed', { id: s.id, no_notification: s.no_notification })
  return answer(tx, s.id, scope)
}
