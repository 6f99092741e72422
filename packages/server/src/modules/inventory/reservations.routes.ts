import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams, metadataSchema, numberFilter } from '../../http/route-helpers'
import { RESERVATION_RELATIONS } from './reservations.queries'
import {
  createReservation,
  deleteReservation,
  listReservations,
  retrieveReservation,
  updateReservation,
} from './reservations.service'

const quantity = z.number().int('must be an integer').min(1, 'must be at least 1')
const createBody = z.strictObject({
  line_item_id: z.string().min(1).optional(),
  location_id: z.string().min(1),
  inventory_item_id: z.string().min(1),
  quantity,
  description: z.string().optional(),
  metadata: metadataSchema.optional(),
})
const updateBody = z.strictObject({
  location_id: z.string().min(1).optional(),
  quantity: quantity.optional(),
  description: z.string().nullable().optional(),
  metadata: metadataSchema.optional(),
})

const many = oneOrMany(z.string()).optional()
export const reservationListQuery = listQuerySchema({
  defaultLimit: 20,
  orderable: ['created_at', 'updated_at', 'quantity'],
  allowExpand: contractExpand('reservation', RESERVATION_RELATIONS),
  filters: {
    location_id: many,
    inventory_item_id: many,
    line_item_id: many,
    quantity: numberFilter.optional(),
    description: z
      .union([
        z.string(),
        z.strictObject({
          contains: z.string().optional(),
          starts_with: z.string().optional(),
          ends_with: z.string().optional(),
        }),
      ])
      .optional(),
  },
})
const oneQuery = contractRetrieveQuery('reservation', RESERVATION_RELATIONS)

export function registerReservationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/reservations', { schema: { querystring: reservationListQuery } }, async (req) => {
    const { reservations, count } = await listReservations(ctx, req.query)
    return { reservations, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post('/admin/reservations', { schema: { body: createBody, querystring: oneQuery } }, async (req) => ({
    reservation: await createReservation(ctx, req.body, req.actor.userId, req.query),
  }))
  r.get('/admin/reservations/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) => ({
    reservation: await retrieveReservation(ctx, req.params.id, req.query),
  }))
  r.post(
    '/admin/reservations/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => ({ reservation: await updateReservation(ctx, req.params.id, req.body, req.query) }),
  )
  r.delete('/admin/reservations/:id', { schema: { params: idParams } }, async (req) =>
    deleteReservation(ctx, req.params.id),
  )
}
