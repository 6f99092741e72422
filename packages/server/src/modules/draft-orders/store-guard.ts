import { cart } from '@mercato/db'
import { notAllowed } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'

/**
 * A draft's cart belongs to the Admin API: every store route that acts on a cart by id
 * (`/store/carts/:id…`, any method but GET) refuses it with 400 not_allowed, so whoever learns a
 * draft's cart id cannot change its items, prices, discounts or shipping behind the admin's back,
 * nor complete it (completion also refuses non-default carts, but only after replaying an existing
 * order). Reads stay one statement and untouched. Swap and claim carts are left alone: the store
 * flows that complete them use these routes.
 */
export function guardDraftCarts(app: FastifyInstance, ctx: AppContext) {
  app.addHook('preHandler', async (req) => {
    if (req.method === 'GET' || req.method === 'HEAD') return
    if (!req.routeOptions.url?.startsWith('/store/carts/:id')) return
    const id = (req.params as { id?: unknown } | undefined)?.id
    if (typeof id !== 'string') return
    const [row] = await ctx.db.select({ type: cart.type }).from(cart).where(eq(cart.id, id)).limit(1)
    if (row?.type === 'draft_order')
      throw notAllowed('The cart of a draft order can only be changed through the Admin API')
  })
}
