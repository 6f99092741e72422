import { type PaymentSessionStatus, paymentSession } from '@mercato/db'
import { notAllowed } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import type { AppContext, Tx } from '../../context'
import type { Actor } from '../../http/auth'
import { readCart } from '../carts/access'
import type { CartGraph } from '../carts/load'
import { cartJson } from '../carts/serialize'
import type { IdempotentResult } from './idempotency'
import { type PaymentProvider, type ProviderData, paymentProvider } from './providers/payment'
import { paymentContext } from './sessions.service'

// Paying for a cart at completion (orders and swaps alike): the selected session is authorized for
// the final amount inside the completion transaction. If the transaction then fails, the provider's
// authorization is voided; if the provider wants more from the shopper, only the session's status is
// kept and the cart is answered, so the storefront can take the next step.

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

export interface AuthorizedPayment {
  provider_id: string
  data: ProviderData
}

export type AuthorizeCart = (tx: Tx, g: CartGraph, amount: number, now: Date) => Promise<AuthorizedPayment>

async function authorizeSelected(tx: Tx, g: CartGraph, amount: number, now: Date) {
  const session = g.payment_sessions.find((s) => s.is_selected)
  if (!session) throw notAllowed('You cannot complete a cart without a payment session.')
  const provider = paymentProvider(session.provider_id)
  let data = session.data
  if (session.amount !== amount) data = (await provider.updatePayment(data, paymentContext(g, amount))).data
  const result = await provider.authorizePayment(data, { cart_id: g.cart.id, amount })
  if (result.status === 'requires_more' || result.status === 'pending')
    throw new PaymentNotFinished(session.id, result.status, result.data)
  if (result.status !== 'authorized') throw notAllowed('Cart payment not authorized')
  await tx
    .update(paymentSession)
    .set({ status: 'authorized', data: result.data, payment_authorized_at: now, updated_at: now })
    .where(eq(paymentSession.id, session.id))
  return { provider, data: result.data }
}

/** Runs a cart completion that may authorize the cart's payment (through `authorize`). */
export async function completeWithPayment(
  ctx: AppContext,
  cartId: string,
  actor: Actor,
  work: (authorize: AuthorizeCart) => Promise<IdempotentResult>,
): Promise<IdempotentResult> {
  let held: { provider: PaymentProvider; data: ProviderData } | null = null
  try {
    return await work(async (tx, g, amount, now) => {
      const a = await authorizeSelected(tx, g, amount, now)
      held = a
      return { provider_id: a.provider.id, data: a.data }
    })
  } catch (e) {
    // Nothing was committed: release what the provider authorized.
    const authorized = held as { provider: PaymentProvider; data: ProviderData } | null
    if (authorized) await authorized.provider.cancelPayment(authorized.data).catch(() => undefined)
    if (!(e instanceof PaymentNotFinished)) throw e
    await ctx.db
      .update(paymentSession)
      .set({ status: e.status, data: e.data, updated_at: new Date() })
      .where(eq(paymentSession.id, e.sessionId))
    const g = await readCart(ctx.db, cartId, actor)
    return { status: 200, body: { type: 'cart', data: cartJson(g), payment_status: e.status } }
  }
}
