import { cart, customer } from '@mercato/db'
import { notFound } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type AppContext, inTransaction } from '../../context'
import type { Actor } from '../../http/auth'
import type { ZodTypeProvider } from '../../http/type-provider'
import { assertCartAccess } from '../carts/access'
import { idempotent } from '../checkout/idempotency'
import { lockOrder } from '../orders/admin.service'
import { assertShopperOwns, createSwapIn } from './create'
import { swapIdByCart, swapJson } from './queries'
import { storeCreateBody } from './schemas'

// Shoppers ask for swaps by order id, as they read orders by id (Mercato's decisions); an order of a
// registered customer only when signed in as them. The swap is then paid through its cart.

/** The swap of a cart, if the caller may see that cart (a registered customer's is theirs alone). */
async function swapOfCart(ctx: AppContext, cartId: string, actor: Actor) {
  const id = await swapIdByCart(ctx.db, cartId)
  const [c] = id
    ? await ctx.db
        .select({ id: cart.id, customer_id: cart.customer_id, has_account: customer.has_account })
        .from(cart)
        .leftJoin(customer, eq(customer.id, cart.customer_id))
        .where(eq(cart.id, cartId))
    : []
  if (!id || !c) throw notFound(`Swap with cart id: ${cartId} was not found`)
  assertCartAccess(c, c.has_account === true, actor)
  return swapJson(ctx.db, id)
}

export function registerStoreSwapRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post('/store/swaps', { schema: { body: storeCreateBody } }, (req, reply) =>
    idempotent(ctx, req, reply, (scope) =>
      inTransaction(ctx, async (tx, events) => {
        const o = await lockOrder(tx, req.body.order_id)
        await assertShopperOwns(tx, o, req.actor)
        const b = req.body
        const id = await createSwapIn(
          ctx,
          tx,
          events,
          o,
          {
            return_items: b.return_items,
            return_shipping: b.return_shipping_option ? { option_id: b.return_shipping_option } : undefined,
            additional_items: b.additional_items,
          },
          scope.key,
        )
        const body = { swap: await swapJson(tx, id) }
        await scope.record(tx, 200, body)
        return { status: 200, body }
      }),
    ),
  )

  r.get(
    '/store/swaps/:cart_id',
    { schema: { params: z.strictObject({ cart_id: z.string().min(1) }) } },
    async (req) => ({ swap: await swapOfCart(ctx, req.params.cart_id, req.actor) }),
  )
}
