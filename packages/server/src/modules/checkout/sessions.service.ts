import { paymentSession } from '@mercato/db'
import { generateId, notAllowed, notFound } from '@mercato/domain'
import { eq, sql } from 'drizzle-orm'
import { type AppContext, type Tx, inTransaction } from '../../context'
import type { Actor } from '../../http/auth'
import { cartNotFound, lockCart } from '../carts/access'
import { type CartGraph, type PaymentSessionRow, loadCart } from '../carts/load'
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

/** The region's payment providers, read with the cart (ordered by id, as the graph lists them). */
function regionProviders(g: CartGraph): string[] {
  return (g.regionJson.payment_providers as Array<{ id: string }>).map((p) => p.id)
}

// Sessions change nothing else of the cart: the graph read before the change is patched to match
// the rows written (each write returns its row), instead of being read again.

function putSession(g: CartGraph, row: PaymentSessionRow) {
  g.payment_sessions = [...g.payment_sessions.filter((x) => x.id !== row.id), row].sort((a, b) =>
    a.provider_id < b.provider_id ? -1 : a.provider_id > b.provider_id ? 1 : 0,
  )
}

async function initiate(tx: Tx, g: CartGraph, providerId: string, isSelected: boolean | null) {
  const started = await paymentProvider(providerId).initiatePayment(paymentContext(g))
  const [row] = await tx
    .insert(paymentSession)
    .values({
      id: generateId('ps'),
      cart_id: g.cart.id,
      provider_id: providerId,
      is_selected: isSelected,
      is_initiated: true,
      status: started.status ?? 'pending',
      data: started.data,
      amount: cartTotals(g).total,
    })
    .returning()
  putSession(g, row!)
}

async function removeSession(tx: Tx, g: CartGraph, s: PaymentSessionRow) {
  await paymentProvider(s.provider_id).deletePayment(s.data)
  await tx.delete(paymentSession).where(eq(paymentSession.id, s.id))
  g.payment_sessions = g.payment_sessions.filter((x) => x.id !== s.id)
}

async function withCart<T = CartGraph>(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  work: (tx: Tx, g: CartGraph) => Promise<void>,
  answer?: (tx: Tx, g: CartGraph) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx, async (tx, events) => {
    await lockCart(tx, cartId, actor)
    const g = await loadCart(tx, cartId)
    if (!g) throw cartNotFound(cartId)
    await work(tx, g)
    events.emit('cart.updated', { id: cartId })
    return answer ? answer(tx, g) : (g as T)
  })
}

/**
 * One session per provider of the region for the cart total; none when nothing is left to pay.
 * `answer` renders the response in the same transaction (an Idempotency-Key's response commits with it).
 */
export function createPaymentSessions<T>(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  answer: (tx: Tx, g: CartGraph) => Promise<T>,
) {
  return withCart(
    ctx,
    cartId,
    actor,
    async (tx, g) => {
      const total = cartTotals(g).total
      const providers = total > 0 ? regionProviders(g) : []
      for (const s of g.payment_sessions)
        if (!providers.includes(s.provider_id)) await removeSession(tx, g, s)
      const anySelected = g.payment_sessions.some((s) => s.is_selected && providers.includes(s.provider_id))
      for (const providerId of providers) {
        const s = g.payment_sessions.find((x) => x.provider_id === providerId)
        if (!s) {
          await initiate(tx, g, providerId, providers.length === 1 && !anySelected ? true : null)
          continue
        }
        const updated = await paymentProvider(providerId).updatePayment(s.data, paymentContext(g, total))
        const [row] = await tx
          .update(paymentSession)
          .set({ data: updated.data, amount: total, updated_at: new Date() })
          .where(eq(paymentSession.id, s.id))
          .returning()
        putSession(g, row!)
      }
    },
    answer,
  )
}

function assertRegionProvider(g: CartGraph, providerId: string) {
  if (!regionProviders(g).includes(providerId))
    throw notAllowed('The payment method is not available in this region')
}

export function selectPaymentSession(ctx: AppContext, cartId: string, actor: Actor, providerId: string) {
  return withCart(ctx, cartId, actor, async (tx, g) => {
    assertRegionProvider(g, providerId)
    if (!g.payment_sessions.some((s) => s.provider_id === providerId)) await initiate(tx, g, providerId, true)
    // One statement selects this provider's session and unselects the others.
    const chosen = eq(paymentSession.provider_id, providerId)
    const rows = await tx
      .update(paymentSession)
      .set({
        is_selected: sql`CASE WHEN ${chosen} THEN true END`,
        updated_at: sql`CASE WHEN ${chosen} THEN ${new Date().toISOString()}::timestamptz ELSE ${paymentSession.updated_at} END`,
      })
      .where(eq(paymentSession.cart_id, cartId))
      .returning()
    for (const row of rows) putSession(g, row)
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
    const [row] = await tx
      .update(paymentSession)
      .set({ data: next, updated_at: new Date() })
      .where(eq(paymentSession.id, s.id))
      .returning()
    putSession(g, row!)
  })
}

export function deletePaymentSession(ctx: AppContext, cartId: string, actor: Actor, providerId: string) {
  return withCart(ctx, cartId, actor, async (tx, g) => removeSession(tx, g, sessionOf(g, providerId)))
}

/** Starts the provider's session afresh (a new id), keeping whether it was selected. */
export function refreshPaymentSession(ctx: AppContext, cartId: string, actor: Actor, providerId: string) {
  return withCart(ctx, cartId, actor, async (tx, g) => {
    const s = sessionOf(g, providerId)
    await removeSession(tx, g, s)
    await initiate(tx, g, providerId, s.is_selected)
  })
}
