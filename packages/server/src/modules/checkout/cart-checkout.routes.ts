import { ErrorCodes, MercatoError } from '@mercato/domain'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { cartParams, providerParams } from '../carts/schemas'
import { cartJson } from '../carts/serialize'
import { completeCart } from './complete.service'
import { idempotent } from './idempotency'
import {
  createPaymentSessions,
  deletePaymentSession,
  refreshPaymentSession,
  selectPaymentSession,
  updatePaymentSession,
} from './sessions.service'

/**
 * Completion that ran out of stock answers 409 with the contract's list shape
 * `{errors:[{message,type,code:"insufficient_inventory"}]}`; everything else goes to the error mapper.
 */
async function complete(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, cartId: string) {
  try {
    return await idempotent(ctx, req, reply, (scope) => completeCart(ctx, cartId, req.actor, scope))
  } catch (e) {
    if (e instanceof MercatoError && e.code === ErrorCodes.INSUFFICIENT_INVENTORY)
      return reply.status(409).send({ errors: [{ message: e.message, type: e.type, code: e.code }] })
    throw e
  }
}

export function registerCartCheckoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post('/store/carts/:id/complete', { schema: { params: cartParams } }, (req, reply) =>
    complete(ctx, req, reply, req.params.id),
  )
  // Deprecated alias that medusa-js 6 still calls in places.
  r.post('/store/carts/:id/complete-cart', { schema: { params: cartParams } }, (req, reply) =>
    complete(ctx, req, reply, req.params.id),
  )

  r.post('/store/carts/:id/payment-sessions', { schema: { params: cartParams } }, (req, reply) =>
    idempotent(ctx, req, reply, async (scope) => ({
      status: 200,
      body: await createPaymentSessions(ctx, req.params.id, req.actor, async (tx, g) => {
        const body = { cart: cartJson(g) }
        await scope.record(tx, 200, body)
        return body
      }),
    })),
  )

  r.post(
    '/store/carts/:id/payment-session',
    { schema: { params: cartParams, body: z.strictObject({ provider_id: z.string().min(1) }) } },
    async (req) => ({
      cart: cartJson(await selectPaymentSession(ctx, req.params.id, req.actor, req.body.provider_id)),
    }),
  )

  r.post(
    '/store/carts/:id/payment-sessions/:provider_id',
    {
      schema: {
        params: providerParams,
        body: z.strictObject({ data: z.record(z.string(), z.unknown()) }),
      },
    },
    async (req) => ({
      cart: cartJson(
        await updatePaymentSession(ctx, req.params.id, req.actor, req.params.provider_id, req.body.data),
      ),
    }),
  )

  r.delete(
    '/store/carts/:id/payment-sessions/:provider_id',
    { schema: { params: providerParams } },
    async (req) => ({
      cart: cartJson(await deletePaymentSession(ctx, req.params.id, req.actor, req.params.provider_id)),
    }),
  )

  r.post(
    '/store/carts/:id/payment-sessions/:provider_id/refresh',
    { schema: { params: providerParams } },
    async (req) => ({
      cart: cartJson(await refreshPaymentSession(ctx, req.params.id, req.actor, req.params.provider_id)),
    }),
  )
}
