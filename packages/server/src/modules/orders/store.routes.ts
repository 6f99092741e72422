import { ORDER_STATUSES } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractExpandParam, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import {
  confirmOrderClaim,
  listCustomerOrders,
  lookupOrder,
  orderForCart,
  requestOrderClaim,
  retrieveOrder,
} from './service'

const retrieveQuery = contractRetrieveQuery('order')

const meOrdersQuery = listQuerySchema({
  allowExpand: contractExpand('order'),
  defaultLimit: 10,
  orderable: ['created_at', 'updated_at', 'display_id', 'id'],
  dateFields: ['created_at', 'updated_at', 'canceled_at'],
  filters: {
    id: oneOrMany(z.string().min(1)).optional(),
    status: oneOrMany(z.enum(ORDER_STATUSES)).optional(),
    fulfillment_status: oneOrMany(z.string().min(1)).optional(),
    payment_status: oneOrMany(z.string().min(1)).optional(),
    display_id: z.coerce.number().int().optional(),
    cart_id: z.string().min(1).optional(),
    email: z.string().min(1).optional(),
    region_id: oneOrMany(z.string().min(1)).optional(),
    currency_code: z.string().min(1).optional(),
    tax_rate: z.coerce.number().optional(),
  },
})

export function registerOrderStoreRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  // Readable without login: the order id is the secret confirmation pages rely on.
  r.get(
    '/store/orders/:id',
    { schema: { params: z.strictObject({ id: z.string().min(1) }), querystring: retrieveQuery } },
    async (req) => ({ order: await retrieveOrder(ctx, req.params.id, req.query.expand) }),
  )

  r.get(
    '/store/orders/cart/:cart_id',
    { schema: { params: z.strictObject({ cart_id: z.string().min(1) }), querystring: retrieveQuery } },
    async (req) => ({ order: await orderForCart(ctx, req.params.cart_id, req.query.expand) }),
  )

  r.get(
    '/store/orders',
    {
      schema: {
        querystring: z.strictObject({
          display_id: z.coerce.number({ error: 'must be a number' }).int(),
          email: z.email(),
          shipping_address: z.strictObject({ postal_code: z.string().optional() }).optional(),
          expand: contractExpandParam('order').optional(),
          fields: z.string().optional(),
        }),
      },
    },
    async (req) => ({
      order: await lookupOrder(
        ctx,
        {
          display_id: req.query.display_id,
          email: req.query.email,
          postal_code: req.query.shipping_address?.postal_code,
        },
        req.query.expand,
      ),
    }),
  )

  r.post(
    '/store/orders/batch/customer/token',
    {
      config: { auth: 'customer' },
      schema: { body: z.strictObject({ order_ids: z.array(z.string().min(1)).min(1) }) },
    },
    async (req) => {
      await requestOrderClaim(ctx, req.actor.customerId!, req.body.order_ids)
      return {}
    },
  )

  r.post(
    '/store/orders/customer/confirm',
    { schema: { body: z.strictObject({ token: z.string().min(1) }) } },
    async (req) => {
      await confirmOrderClaim(ctx, req.body.token)
      return {}
    },
  )

  r.get(
    '/store/customers/me/orders',
    { config: { auth: 'customer' }, schema: { querystring: meOrdersQuery } },
    async (req) => {
      const q = req.query
      const { orders, count } = await listCustomerOrders(ctx, req.actor.customerId!, q)
      return { orders, count, offset: q.offset, limit: q.limit }
    },
  )
}
