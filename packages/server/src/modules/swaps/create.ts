import { customer, swap } from '@mercato/db'
import { generateId, notAllowed, notFound } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import type { AppContext, PendingEvents, Tx } from '../../context'
import type { Actor } from '../../http/auth'
import { reloadCart } from '../carts/access'
import { finalTotals } from '../checkout/order-create'
import type { OrderRow } from '../orders/payments'
import { type ReturnRequest, requestReturnFor } from '../returns/requests'
import { addCustomShipping, addSwapItems, insertSwapCart, writeReturnLines } from './swap-cart'

// Creating a swap (POST /admin/orders/{id}/swaps, POST /store/swaps): in one transaction under the
// order's row lock, the swap, its return, and the cart the difference is paid through. Any refusal
// rolls everything back, so an illegal request writes nothing.

export interface SwapInput {
  return_items: ReturnRequest['items']
  return_shipping?: { option_id: string; price?: number | undefined } | undefined
  additional_items?: Array<{ variant_id: string; quantity: number }> | undefined
  sales_channel_id?: string | undefined
  custom_shipping_options?: Array<{ option_id: string; price: number }> | undefined
  no_notification?: boolean | undefined
  return_location_id?: string | undefined
  allow_backorder?: boolean | undefined
}

/**
 * Medusa swaps only orders whose payment was captured and that were fulfilled: the swap settles a
 * difference against money already taken, and only delivered goods can be sent back. Mercato also
 * accepts `partially_refunded` orders (captured money remains, e.g. after an earlier swap refund).
 */
function assertSwappable(o: OrderRow) {
  if (o.status === 'canceled') throw notAllowed('A canceled order cannot be swapped')
  if (o.payment_status !== 'captured' && o.payment_status !== 'partially_refunded')
    throw notAllowed(
      `An order can be swapped only once its payment is captured (payment status: ${o.payment_status})`,
    )
  if (o.fulfillment_status === 'not_fulfilled' || o.fulfillment_status === 'canceled')
    throw notAllowed('An order can be swapped only once it has been fulfilled')
}

/** A store shopper may swap an order of a registered customer only when signed in as them. */
export async function assertShopperOwns(tx: Tx, o: OrderRow, actor: Actor) {
  const [owner] = await tx
    .select({ has_account: customer.has_account })
    .from(customer)
    .where(eq(customer.id, o.customer_id))
  if (owner?.has_account && actor.customerId !== o.customer_id)
    throw notFound(`Order with id: ${o.id} was not found`)
}

/** Creates the swap on a locked order; returns the swap id. */
export async function createSwapIn(
  ctx: AppContext,
  tx: Tx,
  events: PendingEvents,
  o: OrderRow,
  input: SwapInput,
  idempotencyKey: string | null,
): Promise<string> {
  assertSwappable(o)
  const id = generateId('swap')
  const noNotification = input.no_notification ?? o.no_notification
  const c = await insertSwapCart(tx, o, id, input.sales_channel_id ?? o.sales_channel_id)
  await tx.insert(swap).values({
    id,
    order_id: o.id,
    cart_id: c.id,
    fulfillment_status: 'not_fulfilled',
    payment_status: 'not_paid',
    no_notification: noNotification,
    allow_backorder: input.allow_backorder ?? false,
    idempotency_key: idempotencyKey,
  })
  const returnId = await requestReturnFor(
    tx,
    {
      order_id: o.id,
      swap_id: id,
      items: input.return_items,
      return_shipping: input.return_shipping,
      location_id: input.return_location_id ?? null,
      no_notification: noNotification ?? undefined,
      idempotency_key: idempotencyKey,
      // Only delivered goods are swapped: sent, and not returned, asked back or claimed already.
      fulfilledOnly: true,
    },
    events,
  )
  const taxInclusive = ctx.config.featureFlags.tax_inclusive_pricing !== false
  await addCustomShipping(tx, o, c.id, input.custom_shipping_options ?? [], taxInclusive)
  await addSwapItems(ctx, tx, c, id, input.additional_items ?? [], input.allow_backorder ?? false)
  await writeReturnLines(tx, c.id, returnId)
  // The difference as the cart totals it, taxes included (written now, as completion would).
  const totals = await finalTotals(tx, await reloadCart(tx, c.id))
  await tx.update(swap).set({ difference_due: totals.total }).where(eq(swap.id, id))
  events.emit('swap.created', { id, no_notification: noNotification })
  events.emit('order.swap_created', { id: o.id, swap_id: id, no_notification: noNotification })
  return id
}
