import type { FastifyInstance } from 'fastify'
import type { AppContext, Tx } from '../../context'
import { idParams, project, retrieveQuery } from '../../http/route-helpers'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idempotent } from '../checkout/idempotency'
import { adminOrderJson } from '../orders/admin-load'
import { createClaim } from './create'
import {
  claimFulfillmentParams,
  claimParams,
  createClaimBody,
  fulfillClaimBody,
  shipClaimBody,
  updateClaimBody,
} from './schemas'
import { cancelClaim, cancelClaimFulfillment, fulfillClaim, shipClaim, updateClaim } from './service'

// Claims of an order (contract §2.1): every route answers the whole order, as Medusa does.

const actionQuery = retrieveQuery([])

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

export function registerClaimRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const respond = async (db: Tx, orderId: string, fields?: string[]) => ({
    order: project(await adminOrderJson(db, orderId), fields, TOTALS),
  })

  // Idempotent (contract §1.4): a retry with the same key replays the stored answer, never a second claim.
  r.post(
    '/admin/orders/:id/claims',
    { schema: { params: idParams, body: createClaimBody, querystring: actionQuery } },
    (req, reply) =>
      idempotent(ctx, req, reply, (scope) =>
        createClaim(ctx, req.params.id, req.body, {
          scope,
          render: (tx, orderId) => respond(tx, orderId, req.query.fields),
        }),
      ),
  )

  r.post(
    '/admin/orders/:id/claims/:claim_id',
    { schema: { params: claimParams, body: updateClaimBody, querystring: actionQuery } },
    async (req) => {
      await updateClaim(ctx, req.params.id, req.params.claim_id, req.body)
      return respond(ctx.db, req.params.id, req.query.fields)
    },
  )

  r.post(
    '/admin/orders/:id/claims/:claim_id/cancel',
    { schema: { params: claimParams, querystring: actionQuery } },
    async (req) => {
      await cancelClaim(ctx, req.params.id, req.params.claim_id)
      return respond(ctx.db, req.params.id, req.query.fields)
    },
  )

  r.post(
    '/admin/orders/:id/claims/:claim_id/fulfillments',
    { schema: { params: claimParams, body: fulfillClaimBody, querystring: actionQuery } },
    async (req) => {
      await fulfillClaim(ctx, req.params.id, req.params.claim_id, req.body ?? {})
      return respond(ctx.db, req.params.id, req.query.fields)
    },
  )

  r.post(
    '/admin/orders/:id/claims/:claim_id/fulfillments/:fulfillment_id/cancel',
    { schema: { params: claimFulfillmentParams, querystring: actionQuery } },
    async (req) => {
      await cancelClaimFulfillment(ctx, req.params.id, req.params.claim_id, req.params.fulfillment_id)
      return respond(ctx.db, req.params.id, req.query.fields)
    },
  )

  r.post(
    '/admin/orders/:id/claims/:claim_id/shipments',
    { schema: { params: claimParams, body: shipClaimBody, querystring: actionQuery } },
    async (req) => {
      await shipClaim(ctx, req.params.id, req.params.claim_id, req.body)
      return respond(ctx.db, req.params.id, req.query.fields)
    },
  )
}
