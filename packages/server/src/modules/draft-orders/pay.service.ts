import { draftOrder } from '@mercato/db'
import { generateId, notAllowed } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { type AppContext, inTransaction } from '../../context'
import { reloadCart } from '../carts/access'
import { type OrderPayment, finalTotals, placeOrder } from '../checkout/order-create'
import { systemPaymentProvider } from '../checkout/providers/payment'
import { adminOrderJson } from '../orders/admin-load'
import { lockDraft } from './queries'

/**
 * POST /admin/draft-orders/{id}/pay ("mark paid", contract §4.5): in one transaction under the
 * draft's and its cart's row locks, the cart becomes an order exactly as at checkout (taxes,
 * discount uses, gift cards, stock) with a payment by the built-in `system` provider, captured now;
 * the draft is completed and points at the order. A second call waits for the lock, then is refused.
 */
export async function payDraft(ctx: AppContext, id: string) {
  return inTransaction(ctx, async (tx, events) => {
    const { draft, cart: c } = await lockDraft(tx, id)
    if (draft.status === 'completed' || c.completed_at)
      throw notAllowed('The draft order is already completed')
    const g = await reloadCart(tx, c.id)
    if (g.items.length === 0) throw notAllowed('Cannot mark a draft order without items as paid')
    if (!g.cart.customer_id || !g.cart.email)
      throw notAllowed('Cannot create an order from the cart without a customer')
    const totals = await finalTotals(tx, g)
    const now = new Date()
    const orderId = generateId('order')
    let paid: OrderPayment | null = null
    if (totals.total > 0) {
      paid = { id: generateId('pay'), provider_id: systemPaymentProvider.id, data: {}, captured_at: now }
    }
    await placeOrder(
      tx,
      {
        id: orderId,
        g,
        totals,
        idempotencyKey: null,
        paymentStatus: 'captured',
        draftOrderId: draft.id,
        noNotification: draft.no_notification_order,
        payment: paid,
        now,
      },
      events,
    )
    await tx
      .update(draftOrder)
      .set({ status: 'completed', completed_at: now, order_id: orderId, updated_at: now })
      .where(eq(draftOrder.id, draft.id))
    return adminOrderJson(tx, orderId)
  })
}
