import { paymentSession, regionPaymentProvider } from '@mercato/db'
import { generateId, notAllowed, notFound } from '@mercato/domain'
import { and, eq } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { Actor } from '../../http/auth'
import { lockCart, reloadCart } from '../carts/access'
import type { CartGraph, PaymentSessionRow } from '../carts/load'
import { cartTotals } from '../carts/serialize'
import { type PaymentContext, paymentProvider } from './providers/payment'

// Payment sessions of a cart (contract §4.3 steps 6–7): one per payment provider of the region, for
// the cart total; the shopper selects one, may send it provider data, refresh or delete it.

export function paymentContext(g: CartGraph, amount = cartTotals(g).total): PaymentContext {
  return {
    amount,
    currency_code: g.region.currency_code,
    email: g.cart.email,
    customer_id: g.cart.customer_id,
    resource_id: g.cart.id,
    context: g.cart.context ?? {},
  }
}

async function regionProviders(tx: Tx, regionId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: regionPaymentProvider.provider_id })
    .from(regionPaymentProvider)
    .where(eq(regionPaymentProvider.region_id, regionId))
    .orderBy(regionPaymentProvider.provider_id)
  return rows.map((r) => r.id)
}

async function initiate(tx: Tx, g: CartGraph, providerId: string, isSelected: boolean | null) {
  const started = await paymentProvider(providerId).initiatePayment(paymentContext(g))
  await tx.insert(paymentSession).values({
    id: generateId('ps'),
    cart_id: g.cart.id,
    provider_id: providerId,
    is_selected: isSelected,
    is_initiated: true,
    status: started.status ?? 'pending',
    data: started.data,
    amount: cartTotals(g).total,
  })
}

async function removeSession(tx: Tx, s: PaymentSessionRow) {
  await paymentProvider(s.provider_id).deletePayment(s.data)
  await tx.delete(paymentSession).where(eq(paymentSession.id, s.id))
}

async function withCart(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  work: (tx: Tx, g: CartGraph) => Promise<void>,
): Promise<CartGraph> {
  return inTransaction(ctx, async (tx, events) => {
    await lockCart(tx, cartId, actor)
    await work(tx, await reloadCart(tx, cartId))
    events.emit('cart.updated', { id: cartId })
    return reloadCart(tx, cartId)
  })
}

/** One session per provider of the region for the cart total; none when nothing is left to pay. */
export function createPaymentSessions(ctx: AppContext, cartId: string, actor: Actor) {
  return withCart(ctx, cartId, actor, async (tx, g) => {
    const total = cartTotals(g).total
    const providers = total > 0 ? await regionProviders(tx, g.region.id) : []
    for (const s of g.payment_sessions) if (!providers.includes(s.provider_id)) await removeSession(tx, s)
    const anySelected = g.payment_sessions.some((s) => s.is_selected && providers.includes(s.provider_id))
    for (const providerId of providers) {
      const s = g.payment_sessions.find((x) => x.provider_id === providerId)
      if (!s) {
        await initiate(tx, g, providerId, providers.length === 1 && !anySelected ? true : null)
        continue
      }
      const updated = await paymentProvider(providerId).updatePayment(s.data, paymentContext(g, total))
      await tx
        .update(paymentSession)
        .set({ data: updated.data, amount: total, updated_at: new Date() })
        .where(eq(paymentSession.id, s.id))
    }
  })
}

async function assertRegionProvider(tx: Tx, g: CartGraph, providerId: string) {
  if (!(await regionProviders(tx, g.region.id)).includes(providerId))
    throw notAllowed('The payment method is not available in this region')
}

export function selectPaymentSession(ctx: AppContext, cartId: string, actor: Actor, providerId: string) {
  return withCart(ctx, cartId, actor, async (tx, g) => {
    await assertRegionProvider(tx, g, providerId)
    if (!g.payment_sessions.some((s) => s.provider_id === providerId)) await initiate(tx, g, providerId, true)
    await tx.update(paymentSession).set({ is_selected: null }).where(eq(paymentSession.cart_id, cartId))
    await tx
      .update(paymentSession)
      .set({ is_selected: true, updated_at: new Date() })
      .where(and(eq(paymentSession.cart_id, cartId), eq(paymentSession.provider_id, providerId)))
  })
}

function sessionOf(g: CartGraph, providerId: string) {
  const s = g.payment_sessions.find((x) => x.provider_id === providerId)
  if (!s) throw notFound(`Payment session for provider ${providerId} was not found on cart ${g.cart.id}`)
  return s
}

export function updatePaymentSession(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  providerId: string,
  data: Record<string, unknown>,
) {
  return withCart(ctx, cartId, actor, async (tx, g) => {
    const s = sessionOf(g, providerId)
    const next = await paymentProvider(providerId).updatePaymentData(s.data, data)
    await tx
      .update(paymentSession)
      .set({ data: next, updated_at: new Date() })
      .where(eq(paymentSession.id, s.id))
  })
}

export function deletePaymentSession(ctx: AppContext, cartId: string, actor: Actor, providerId: string) {
  return withCart(ctx, cartId, actor, async (tx, g) => removeSession(tx, sessionOf(g, providerId)))
}

/** Starts the provider's session afresh (a new id), keeping whether it was selected. */
export function refreshPaymentSession(ctx: AppContext, cartId: string, actor: Actor, providerId: string) {
  return withCart(ctx, cartId, actor, async (tx, g) => {
    const s = sessionOf(g, providerId)
    await removeSession(tx, s)
    await initiate(tx, g, providerId, s.is_selected)
  })
}
