import type { FastifyInstance } from 'fastify'
import { type AppContext, inTransaction } from '../../context'
import { idParams } from '../../http/route-helpers'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idempotent } from '../checkout/idempotency'
import { adminOrderJson } from '../orders/admin-load'
import { lockOrder } from '../orders/admin.service'
import { cancelSwap, cancelSwapFulfillment, fulfillSwap, processSwapPayment, shipSwap } from './actions'
import { createSwapIn } from './create'
import { listSwaps, swapJson } from './queries'
import {
  adminCreateBody,
  fulfillBody,
  listQuery,
  noBody,
  shipBody,
  swapFulfillmentParams,
  swapParams,
} from './schemas'

export function registerAdminSwapRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const orderBody = async (id: string) => ({ order: await adminOrderJson(ctx.db, id) })

  // The swap, its return and cart in one transaction; retried with the same Idempotency-Key it
  // answers the first response instead of creating a second swap (Mercato's decisions).
  r.post('/admin/orders/:id/swaps', { schema: { params: idParams, body: adminCreateBody } }, (req, reply) =>
    idempotent(ctx, req, reply, (scope) =>
      inTransaction(ctx, async (tx, events) => {
        const o = await lockOrder(tx, req.params.id)
        await createSwapIn(ctx, tx, events, o, req.body, scope.key)
        const body = { order: await adminOrderJson(tx, o.id) }
        await scope.record(tx, 200, body)
        return { status: 200, body }
      }),
    ),
  )

  r.post(
    '/admin/orders/:id/swaps/:swap_id/cancel',
    { schema: { params: swapParams, body: noBody } },
    async (req) => {
      await cancelSwap(ctx, req.params.id, req.params.swap_id)
      return orderBody(req.params.id)
    },
  )

  r.post(
    '/admin/orders/:id/swaps/:swap_id/fulfillments',
    { schema: { params: swapParams, body: fulfillBody } },
    async (req) => {
      await fulfillSwap(ctx, req.params.id, req.params.swap_id, req.body ?? {})
      return orderBody(req.params.id)
    },
  )

  r.post(
    '/admin/orders/:id/swaps/:swap_id/fulfillments/:fulfillment_id/cancel',
    { schema: { params: swapFulfillmentParams, body: noBody } },
    async (req) => {
      await cancelSwapFulfillment(ctx, req.params.id, req.params.swap_id, req.params.fulfillment_id)
      return orderBody(req.params.id)
    },
  )

  r.post(
    '/admin/orders/:id/swaps/:swap_id/shipments',
    { schema: { params: swapParams, body: shipBody } },
    async (req) => {
      await shipSwap(ctx, req.params.id, req.params.swap_id, req.body)
      return orderBody(req.params.id)
    },
  )

  r.post(
    '/admin/orders/:id/swaps/:swap_id/process-payment',
    { schema: { params: swapParams, body: noBody } },
    async (req) => {
      await processSwapPayment(ctx, req.params.id, req.params.swap_id, {
        mayRefund: req.actor.staff?.actions.has('refunds') ?? true,
        mayCapture: req.actor.staff?.actions.has('captures') ?? true,
      })
      return orderBody(req.params.id)
    },
  )

  r.get('/admin/swaps', { schema: { querystring: listQuery } }, async (req) => {
    const { swaps, count } = await listSwaps(ctx.db, req.query)
    return { swaps, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.get('/admin/swaps/:id', { schema: { params: idParams } }, async (req) => ({
    swap: await swapJson(ctx.db, req.params.id),
  }))
}
