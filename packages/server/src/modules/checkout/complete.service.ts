import { type PaymentSessionStatus, order, paymentSession } from '@mercato/db'
import { generateId, notAllowed } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { Actor } from '../../http/auth'
import { lockCart, readCart, reloadCart } from '../carts/access'
import type { CartGraph } from '../carts/load'
import { defaultProfileId, itemProfile } from '../carts/refresh'
import { cartJson } from '../carts/serialize'
import { orderJsonById } from '../orders/load'
import { completeSwapCart, isSwapCart } from '../swaps/complete'
import type { IdempotencyScope, IdempotentResult } from './idempotency'
import { type OrderPayment, finalTotals, placeOrder } from './order-create'
import { type PaymentProvider, type ProviderData, paymentProvider } from './providers/payment'
import { paymentContext } from './sessions.service'

// POST /store/carts/{id}/complete (contract §4.3 step 8): one transaction, under the cart's row
// lock, that validates, authorizes, places the order, reserves stock and consumes discounts and
// gift cards. The cart lock and the unique order.cart_id make completion idempotent per cart: a
// second call waits for the first and then answers with the same order.

/** The provider wants more from the shopper: nothing is kept but the session's status. */
class PaymentNotFinished extends Error {
  constructor(
    readonly sessionId: string,
    readonly status: PaymentSessionStatus,
    readonly data: ProviderData,
  ) {
    super(`payment ${status}`)
  }
}

async function existingOrder(tx: Tx, cartId: string) {
  const [row] = await tx.select({ id: order.id }).from(order).where(eq(order.cart_id, cartId))
  return row?.id ?? null
}

async function validate(tx: Tx, g: CartGraph) {
  if (g.cart.type !== 'default') throw notAllowed(`Carts of type ${g.cart.type} cannot be completed here`)
  if (g.items.length === 0) throw notAllowed('Cannot complete a cart without items')
  if (!g.cart.customer_id || !g.cart.email)
    throw notAllowed('Cannot create an order from the cart without a customer')
  const defaultProfile = await defaultProfileId(tx)
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
  // Swap carts confirm a swap instead of placing an order (contract §4.3: `{type:"swap"}`).
  if (await isSwapCart(ctx.db, cartId)) return completeSwapCart(ctx, cartId, actor, scope)
  let authorized: { provider: PaymentProvider; data: ProviderData } | null = null
  try {
    return await inTransaction(ctx, async (tx, events) => {
      const c = await lockCart(tx, cartId, actor, { allowCompleted: true })
      const done = await existingOrder(tx, cartId)
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
        const session = g.payment_sessions.find((s) => s.is_selected)
        if (!session) throw notAllowed('You cannot complete a cart without a payment session.')
        const provider = paymentProvider(session.provider_id)
        let data = session.data
        if (session.amount !== totals.total)
          data = (await provider.updatePayment(data, paymentContext(g, totals.total))).data
        const result = await provider.authorizePayment(data, { cart_id: cartId, amount: totals.total })
        if (result.status === 'requires_more' || result.status === 'pending')
          throw new PaymentNotFinished(session.id, result.status, result.data)
        if (result.status !== 'authorized') throw notAllowed('Cart payment not authorized')
        authorized = { provider, data: result.data }
        await tx
          .update(paymentSession)
          .set({ status: 'authorized', data: result.data, payment_authorized_at: now, updated_at: now })
          .where(eq(paymentSession.id, session.id))
        paid = {
          id: generateId('pay'),
          provider_id: session.provider_id,
          data: result.data,
          captured_at: null,
        }
      }
      await placeOrder(
        tx,
        { id: orderId, g, totals, idempotencyKey: scope?.key ?? null, payment: paid, now },
        events,
      )
      const body = { type: 'order', data: await orderJsonById(tx, orderId) }
      await scope?.record(tx, 200, body)
      return { status: 200, body }
    })
  } catch (e) {
    // Nothing was committed: release what the provider authorized.
    const held = authorized as { provider: PaymentProvider; data: ProviderData } | null
    if (held) await held.provider.cancelPayment(held.data).catch(() => undefined)
    if (!(e instanceof PaymentNotFinished)) throw e
    await ctx.db
      .update(paymentSession)
      .set({ status: e.status, data: e.data, updated_at: new Date() })
      .where(eq(paymentSession.id, e.sessionId))
    const g = await readCart(ctx.db, cartId, actor)
    return { status: 200, body: { type: 'cart', data: cartJson(g), payment_status: e.status } }
  }
}
