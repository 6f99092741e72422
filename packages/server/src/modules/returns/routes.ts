import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { type AppContext, inTransaction } from '../../context'
import { contractExpand } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import { idParams } from '../../http/route-helpers'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idempotent } from '../checkout/idempotency'
import { adminOrderJson } from '../orders/admin-load'
import { lockOrder } from '../orders/admin.service'
import { assertShopperOwns } from '../swaps/create'
import { listReturns, returnsById } from './queries'
import { cancelReturn, receiveReturn, receiveReturnIn } from './receive'
import { requestReturnFor } from './requests'
import { nullMeansAbsent } from '../../http/optional-nulls'

const positive = z.number().int('must be an integer').min(1, 'must be at least 1')
const returnItems = z
  .array(
    z.strictObject({
      item_id: z.string().min(1),
      quantity: positive,
      reason_id: z.string().min(1).optional(),
      note: z.string().optional(),
    }),
  )
  .min(1, 'must name at least one item')
const returnShipping = z.strictObject({
  option_id: z.string().min(1),
  price: z.number().int('must be an integer (minor units)').min(0).optional(),
})

const requestBody = nullMeansAbsent(
  z.strictObject({
    items: returnItems,
    return_shipping: returnShipping.optional(),
    note: z.string().optional(),
    receive_now: z.boolean().optional(),
    no_notification: z.boolean().optional(),
    refund: z.number().int('must be an integer (minor units)').min(0).optional(),
    location_id: z.string().min(1).optional(),
  }),
)
const receiveBody = nullMeansAbsent(
  z.strictObject({
    items: z.array(z.strictObject({ item_id: z.string().min(1), quantity: positive })).min(1),
    refund: z.number().int('must be an integer (minor units)').min(0).optional(),
    location_id: z.string().min(1).optional(),
  }),
)
const storeBody = z.strictObject({
  order_id: z.string().min(1),
  items: returnItems,
  return_shipping: returnShipping.optional(),
})
const listQuery = listQuerySchema({
  defaultLimit: 50,
  allowExpand: contractExpand('return'),
  filters: {
    order_id: oneOrMany(z.string().min(1)).optional(),
    status: oneOrMany(z.enum(['requested', 'received', 'requires_action', 'canceled'])).optional(),
  },
})

export function registerReturnRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const oneReturn = async (id: string) => ({ return: (await returnsById(ctx.db, [id]))[0] })

  // Request a return (and, with receive_now, receive it) in one transaction; retried with the same
  // Idempotency-Key it answers the first response instead of asking for the goods twice.
  r.post('/admin/orders/:id/return', { schema: { params: idParams, body: requestBody } }, (req, reply) =>
    idempotent(ctx, req, reply, (scope) =>
      inTransaction(ctx, async (tx, events) => {
        const o = await lockOrder(tx, req.params.id)
        const b = req.body
        const returnId = await requestReturnFor(
          tx,
          {
            order_id: o.id,
            items: b.items,
            return_shipping: b.return_shipping,
            location_id: b.location_id,
            refund_amount: b.refund,
            no_notification: b.no_notification,
            idempotency_key: scope.key,
          },
          events,
        )
        if (b.receive_now)
          await receiveReturnIn(tx, events, returnId, {
            items: b.items,
            refund: b.refund,
            location_id: b.location_id,
          })
        const body = { order: await adminOrderJson(tx, o.id) }
        await scope.record(tx, 200, body)
        return { status: 200, body }
      }),
    ),
  )

  r.get('/admin/returns', { schema: { querystring: listQuery } }, async (req) => {
    const { returns, count } = await listReturns(ctx.db, req.query)
    return { returns, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.post('/admin/returns/:id/cancel', { schema: { params: idParams } }, async (req) => {
    const orderId = await cancelReturn(ctx, req.params.id)
    return { order: orderId ? await adminOrderJson(ctx.db, orderId) : null }
  })

  r.post('/admin/returns/:id/receive', { schema: { params: idParams, body: receiveBody } }, async (req) => {
    await receiveReturn(ctx, req.params.id, req.body)
    return oneReturn(req.params.id)
  })

  // Shoppers ask for returns by order id, as they read orders by id (contract §1, Mercato's decisions).
  r.post('/store/returns', { schema: { body: storeBody } }, (req, reply) =>
    idempotent(ctx, req, reply, (scope) =>
      inTransaction(ctx, async (tx, events) => {
        const o = await lockOrder(tx, req.body.order_id)
        // As for swaps: a registered customer's order only for that customer, signed in.
        await assertShopperOwns(tx, o, req.actor)
        const returnId = await requestReturnFor(
          tx,
          {
            order_id: o.id,
            items: req.body.items,
            return_shipping: req.body.return_shipping,
            idempotency_key: scope.key,
            fulfilledOnly: true,
          },
          events,
        )
        const body = { return: (await returnsById(tx, [returnId]))[0] }
        await scope.record(tx, 200, body)
        return { status: 200, body }
      }),
    ),
  )
}
