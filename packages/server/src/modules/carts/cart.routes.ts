import { unexpectedState } from '@mercato/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { type AppContext, inTransaction } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { resolveStoreScope, sendMultipleErrors } from '../catalog/store-context'
import { idempotent } from '../checkout/idempotency'
import { lockCart, readCart, reloadCart } from './access'
import { addLineItem, changeCart, deleteLineItem, updateLineItem } from './line-items.service'
import { removeDiscount } from './promotions'
import { refreshCart } from './refresh'
import {
  addLineItemBody,
  cartParams,
  cartQuery,
  codeParams,
  createCartBody,
  lineParams,
  shippingMethodBody,
  updateCartBody,
  updateLineItemBody,
} from './schemas'
import { cartJson } from './serialize'
import { createCart, updateCart } from './service'
import { addShippingMethod } from './shipping'

/** The channel a new cart (or a channel change) is bound to, or a scope error (contract §1.3). */
async function channelFor(ctx: AppContext, req: FastifyRequest, requested: string | undefined) {
  const scope = await resolveStoreScope(ctx, req)
  if (requested) {
    if (scope.keyChannels.length > 0 && !scope.keyChannels.includes(requested))
      return { error: `Sales channel ${requested} is not associated with the Publishable API Key` }
    return { channel: requested }
  }
  if (scope.keyChannels.length > 1)
    throw unexpectedState(
      'The PublishableApiKey provided in the request header has multiple associated sales channels.',
    )
  return { channel: scope.keyChannels[0] ?? scope.defaultChannel }
}

export function registerCartRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.post('/store/carts', { schema: { body: createCartBody } }, async (req, reply) => {
    const resolved = await channelFor(ctx, req, req.body.sales_channel_id)
    if ('error' in resolved) return sendMultipleErrors(reply, [resolved.error!])
    const g = await createCart(ctx, req.actor, resolved.channel ?? null, req.body, {
      ip: req.ip,
      user_agent: req.headers['user-agent'],
    })
    return { cart: cartJson(g) }
  })

  r.get('/store/carts/:id', { schema: { params: cartParams, querystring: cartQuery } }, async (req) => ({
    cart: cartJson(await readCart(ctx.db, req.params.id, req.actor)),
  }))

  r.post('/store/carts/:id', { schema: { params: cartParams, body: updateCartBody } }, async (req, reply) => {
    if (req.body.sales_channel_id) {
      const resolved = await channelFor(ctx, req, req.body.sales_channel_id)
      if ('error' in resolved) return sendMultipleErrors(reply, [resolved.error!])
    }
    return { cart: cartJson(await updateCart(ctx, req.params.id, req.actor, req.body)) }
  })

  r.delete('/store/carts/:id/discounts/:code', { schema: { params: codeParams } }, async (req) => {
    const g = await changeCart(ctx, req.params.id, req.actor, (tx, c) =>
      removeDiscount(tx, c, req.params.code),
    )
    return { cart: cartJson(g) }
  })

  r.post(
    '/store/carts/:id/line-items',
    { schema: { params: cartParams, body: addLineItemBody } },
    (req, reply) =>
      idempotent(ctx, req, reply, async (scope) => ({
        status: 200,
        body: await addLineItem(ctx, req.params.id, req.actor, req.body, async (tx, g) => {
          const body = { cart: cartJson(g) }
          await scope.record(tx, 200, body)
          return body
        }),
      })),
  )

  r.post(
    '/store/carts/:id/line-items/:line_id',
    { schema: { params: lineParams, body: updateLineItemBody } },
    async (req) => ({
      cart: cartJson(await updateLineItem(ctx, req.params.id, req.params.line_id, req.actor, req.body)),
    }),
  )

  r.delete('/store/carts/:id/line-items/:line_id', { schema: { params: lineParams } }, async (req) => ({
    cart: cartJson(await deleteLineItem(ctx, req.params.id, req.params.line_id, req.actor)),
  }))

  r.post(
    '/store/carts/:id/shipping-methods',
    { schema: { params: cartParams, body: shippingMethodBody } },
    async (req) => ({ cart: cartJson(await addShippingMethod(ctx, req.params.id, req.actor, req.body)) }),
  )

  // Taxes computed now even where the region does not compute them automatically.
  r.post('/store/carts/:id/taxes', { schema: { params: cartParams } }, (req, reply) =>
    idempotent(ctx, req, reply, async (scope) => {
      const body = await inTransaction(ctx, async (tx) => {
        await lockCart(tx, req.params.id, req.actor)
        const g = await reloadCart(tx, req.params.id)
        await refreshCart(tx, g, { forceTaxes: true })
        const out = { cart: cartJson(g, { forceTaxes: true }) }
        await scope.record(tx, 200, out)
        return out
      })
      return { status: 200, body }
    }),
  )
}
