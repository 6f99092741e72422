import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { idParams, metadataSchema } from '../../http/route-helpers'
import type { ZodTypeProvider } from '../../http/type-provider'
import { collectionJson } from '../checkout/payment-collections.service'
import {
  capturePayment,
  deleteCollection,
  markCollectionAuthorized,
  refundPayment,
  retrievePayment,
  updateCollection,
} from './service'

const refundBody = z.strictObject({
  amount: z.number().int('must be an integer').min(1, 'must be at least 1'),
  reason: z.enum(['discount', 'return', 'swap', 'claim', 'other']),
  note: z.string().optional(),
})
const collectionBody = z.strictObject({
  description: z.string().optional(),
  metadata: metadataSchema.optional(),
})

export function registerPaymentRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/payments/:id', { schema: { params: idParams } }, async (req) => ({
    payment: await retrievePayment(ctx, req.params.id),
  }))
  r.post('/admin/payments/:id/capture', { schema: { params: idParams } }, async (req) => {
    await capturePayment(ctx, req.params.id)
    return { payment: await retrievePayment(ctx, req.params.id) }
  })
  r.post('/admin/payments/:id/refund', { schema: { params: idParams, body: refundBody } }, async (req) => ({
    refund: await refundPayment(ctx, req.params.id, req.body),
  }))

  const collection = async (id: string) => ({ payment_collection: await collectionJson(ctx.db, id) })
  r.get('/admin/payment-collections/:id', { schema: { params: idParams } }, (req) =>
    collection(req.params.id),
  )
  r.post(
    '/admin/payment-collections/:id',
    { schema: { params: idParams, body: collectionBody } },
    async (req) => {
      await updateCollection(ctx, req.params.id, req.body)
      return collection(req.params.id)
    },
  )
  r.post('/admin/payment-collections/:id/authorize', { schema: { params: idParams } }, async (req) => {
    await markCollectionAuthorized(ctx, req.params.id)
    return collection(req.params.id)
  })
  r.delete('/admin/payment-collections/:id', { schema: { params: idParams } }, async (req) => {
    await deleteCollection(ctx, req.params.id)
    return { id: req.params.id, object: 'payment_collection', deleted: true }
  })
}
