import { order } from '@mercato/db'
import { generateId, notAllowed } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { Actor } from '../../http/auth'
import { lockCart, reloadCart } from '../carts/access'
import type { CartGraph } from '../carts/load'
import { graphDefaultProfile, itemProfile } from '../carts/refresh'
import { orderJsonById } from '../orders/load'
import { completeSwapCartIn } from '../swaps/complete'
import type { IdempotencyScope, IdempotentResult } from './idempotency'
import { type OrderPayment, finalTotals, placeOrder } from './order-create'
import { completeWithPayment } from './cart-payment'

// POST /store/carts/{id}/complete (contract §4.3 step 8): one transaction, under the cart's row
// lock, that validates, authorizes, places the order, reserves stock and consumes discounts and
// gift cards. The cart lock and the unique order.cart_id make completion idempotent per cart: a
// second call waits for the first and then answers with the same order.

async function existingOrder(tx: Tx, cartId: string) {
  const [row] = await tx.select({ id: order.id }).from(order).where(eq(order.cart_id, cartId))
  return row?.id ?? null
}

async function validate(tx: Tx, g: CartGraph) {
  if (g.cart.type !== 'default') throw notAllowed(`Carts of type ${g.cart.type} cannot be completed here`)
  if (g.items.length === 0) throw notAllowed('Cannot complete a cart without items')
  if (!g.cart.customer_id || !g.cart.email)
    throw notAllowed('Cannot create an order from the cart without a customer')
  const defaultProfile = await graphDefaultProfile(tx, g)
  const covered = new Set(g.shipping_methods.map((m) => m.shipping_option?.profile_id))
  const missing = g.items.filter((i) => {
    const p = itemProfile(i, defaultProfile)
    return p !== null && !covered.has(p)
  })
  if (missing.length)
    throw notAllowed(
      `Cannot complete the cart: ${missing.map((i) => i.title).join(', ')} need${missing.length === 1 ? 's' : ''} a shipping method`,
    )
}

export async function completeCart(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  scope?: IdempotencyScope,
): Promise<IdempotentResult> {
  return completeWithPayment(ctx, cartId, actor, (authorize) =>
    inTransaction(ctx, async (tx, events) => {
      const c = await lockCart(tx, cartId, actor, { allowCompleted: true })
      // Swap carts confirm a swap instead of placing an order (contract §4.3: `{type:"swap"}`).
      if (c.type === 'swap') return completeSwapCartIn(tx, events, c, authorize, scope)
      // Only placing an order completes a cart, so an open cart has none.
      const done = c.completed_at ? await existingOrder(tx, cartId) : null
      if (done) {
        const body = { type: 'order', data: await orderJsonById(tx, done) }
        await scope?.record(tx, 200, body)
        return { status: 200, body }
      }
      if (c.completed_at) throw notAllowed('The cart has already been completed')
      const g = await reloadCart(tx, cartId)
      await validate(tx, g)
      const totals = await finalTotals(tx, g)
      const now = new Date()
      const orderId = generateId('order')
      let paid: OrderPayment | null = null
      if (totals.total > 0) {
        paid = { id: generateId('pay'), ...(await authorize(tx, g, totals.total, now)), captured_at: null }
      }
      await placeOrder(
        tx,
        { id: orderId, g, totals, idempotencyKey: scope?.key ?? null, payment: paid, now },
        events,
      )
      const body = { type: 'order', data: await orderJsonById(tx, orderId) }
      await scope?.record(tx, 200, body)
      return { status: 200, body }
    }),
  )
}
