import {
  FULFILLMENT_STATUSES,
  ORDER_AWAITING,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  carrierSchema,
  trackingPageSchema,
} from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import { contractExpand, contractRetrieveQuery, topRelations } from '../../http/contract-relations'
import { idParams, metadataSchema, project } from '../../http/route-helpers'
import { nullMeansAbsent } from '../../http/optional-nulls'
import type { ZodTypeProvider } from '../../http/type-provider'
import { addressPayload } from '../customers/schemas'
import { adminOrderJson } from './admin-load'
import { adminOrderPageJson, orderSelection } from './admin-list'
import {
  addOrderShippingMethod,
  archiveOrder,
  cancelOrder,
  cancelOrderFulfillment,
  captureOrder,
  completeOrder,
  fulfillOrder,
  refundOrder,
  shipOrder,
  updateOrder,
} from './admin.service'
import { orderEditsJson } from './order-edits-json'
import { orderReservations, reserveOrderItem } from './reservations'
import { returnableItems } from './returnable'

const ids = oneOrMany(z.string().min(1)).optional()

export const orderListQuery = listQuerySchema({
  defaultLimit: 50,
  orderable: ['created_at', 'updated_at', 'display_id', 'id'],
  dateFields: ['created_at', 'updated_at', 'canceled_at'],
  allowExpand: contractExpand('order'),
  filters: {
    id: ids,
    status: oneOrMany(z.enum(ORDER_STATUSES)).optional(),
    fulfillment_status: oneOrMany(z.enum(FULFILLMENT_STATUSES)).optional(),
    payment_status: oneOrMany(z.enum(PAYMENT_STATUSES)).optional(),
    display_id: z.coerce.number().int().optional(),
    cart_id: z.string().min(1).optional(),
    customer_id: z.string().min(1).optional(),
    email: z.string().min(1).optional(),
    region_id: ids,
    sales_channel_id: ids,
    currency_code: z.string().min(1).optional(),
    tax_rate: z.coerce.number().optional(),
    // Mercato's extension: orders with a return, swap or claim waiting on staff (admin-list.ts).
    awaiting: oneOrMany(z.enum(ORDER_AWAITING)).optional(),
  },
})

// The admin default relations (contract §3.2) are always served, so `expand` may name any relation
// path of an order, as the Medusa v1 dashboard does; `edits` is loaded when named. Only the single
// order accepts the computed `returnable_items` include (contract §1.8).
// Reservations of an order's items: a paginated list (contract §1.8 default 20), oldest first.
const orderReservationsQuery = listQuerySchema({
  defaultLimit: 20,
  orderable: ['created_at', 'updated_at', 'quantity'],
  defaultOrder: 'created_at',
  allowExpand: contractExpand('reservation'),
})
const oneQuery = contractRetrieveQuery('order', ['returnable_items'])
const actionQuery = contractRetrieveQuery('order')
const itemParams = z.strictObject({ id: z.string().min(1), line_item_id: z.string().min(1) })
const fulfillmentParams = z.strictObject({ id: z.string().min(1), fulfillment_id: z.string().min(1) })
const positive = z.number().int('must be an integer').min(1, 'must be at least 1')

const fulfillBody = nullMeansAbsent(
  z.strictObject({
    items: z.array(z.strictObject({ item_id: z.string().min(1), quantity: positive })).min(1),
    location_id: z.string().min(1).optional(),
    no_notification: z.boolean().optional(),
    metadata: metadataSchema.optional(),
  }),
)
const shipBody = nullMeansAbsent(
  z.strictObject({
    fulfillment_id: z.string().min(1),
    tracking_numbers: z.array(z.string().min(1)).optional(),
    no_notification: z.boolean().optional(),
    carrier: carrierSchema.optional(),
    tracking_url: trackingPageSchema.optional(),
  }),
)
const refundBody = nullMeansAbsent(
  z.strictObject({
    amount: positive,
    reason: z.enum(['discount', 'return', 'swap', 'claim', 'other']),
    note: z.string().optional(),
    no_notification: z.boolean().optional(),
  }),
)
const shippingMethodBody = nullMeansAbsent(
  z.strictObject({
    option_id: z.string().min(1),
    price: z.number().int('must be an integer (minor units)').min(0),
    data: z.record(z.string(), z.unknown()).optional(),
  }),
)
const updateBody = nullMeansAbsent(
  z.strictObject({
    email: z.email().optional(),
    billing_address: addressPayload.optional(),
    shipping_address: addressPayload.optional(),
    no_notification: z.boolean().optional(),
    metadata: metadataSchema.optional(),
  }),
)
const reserveBody = nullMeansAbsent(
  z.strictObject({ location_id: z.string().min(1), quantity: positive.optional() }),
)

export function registerAdminOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const respond = async (id: string, fields?: string[]) => ({
    order: project(await adminOrderJson(ctx.db, id), fields, TOTALS),
  })

  r.get('/admin/orders', { schema: { querystring: orderListQuery } }, async (req, reply) => {
    const body = await adminOrderPageJson(ctx, req.query, orderSelection(req.query))
    return reply.type('application/json; charset=utf-8').send(body)
  })

  r.get('/admin/orders/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) => {
    const { order } = await respond(req.params.id, req.query.fields)
    const named = topRelations(req.query.expand ?? [])
    return {
      order: {
        ...order,
        ...(named.has('edits') ? { edits: await orderEditsJson(ctx.db, req.params.id) } : {}),
        ...(named.has('returnable_items')
          ? { returnable_items: await returnableItems(ctx.db, req.params.id) }
          : {}),
      },
    }
  })

  const action = <B extends z.ZodType>(
    path: string,
    body: B,
    run: (id: string, body: z.output<B>) => Promise<unknown>,
  ) =>
    r.post(path, { schema: { params: idParams, body, querystring: actionQuery } }, async (req) => {
      await run(req.params.id, req.body as z.output<B>)
      return respond(req.params.id, req.query.fields)
    })

  const none = z.strictObject({}).optional()
  action('/admin/orders/:id', updateBody, (id, b) => updateOrder(ctx, id, b))
  action('/admin/orders/:id/complete', none, (id) => completeOrder(ctx, id))
  action('/admin/orders/:id/archive', none, (id) => archiveOrder(ctx, id))
  action('/admin/orders/:id/cancel', none, (id) => cancelOrder(ctx, id))
  action('/admin/orders/:id/capture', none, (id) => captureOrder(ctx, id))
  action('/admin/orders/:id/refund', refundBody, (id, b) => refundOrder(ctx, id, b))
  action('/admin/orders/:id/fulfillment', fulfillBody, (id, b) => fulfillOrder(ctx, id, b))
  action('/admin/orders/:id/shipment', shipBody, (id, b) => shipOrder(ctx, id, b))
  action('/admin/orders/:id/shipping-methods', shippingMethodBody, (id, b) =>
    addOrderShippingMethod(ctx, id, b),
  )

  r.post(
    '/admin/orders/:id/fulfillments/:fulfillment_id/cancel',
    { schema: { params: fulfillmentParams, querystring: actionQuery } },
    async (req) => {
      await cancelOrderFulfillment(ctx, req.params.id, req.params.fulfillment_id)
      return respond(req.params.id, req.query.fields)
    },
  )

  r.get(
    '/admin/orders/:id/reservations',
    { schema: { params: idParams, querystring: orderReservationsQuery } },
    async (req) => {
      const { reservations, count } = await orderReservations(ctx, req.params.id, req.query)
      return { reservations, count, offset: req.query.offset, limit: req.query.limit }
    },
  )

  r.post(
    '/admin/orders/:id/line-items/:line_item_id/reserve',
    { schema: { params: itemParams, body: reserveBody } },
    async (req) => ({
      reservation: await reserveOrderItem(
        ctx,
        req.params.id,
        req.params.line_item_id,
        req.body,
        req.actor.userId,
      ),
    }),
  )
}

// Computed totals stay in a response whatever `fields` asks for (contract §1.7).
const TOTALS = [
  'subtotal',
  'discount_total',
  'shipping_total',
  'tax_total',
  'gift_card_total',
  'total',
  'paid_total',
  'refunded_total',
  'refundable_amount',
]
