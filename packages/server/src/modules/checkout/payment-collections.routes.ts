import { paymentCollection } from '@mercato/db'
import { notFound } from '@mercato/domain'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractRetrieveQuery } from '../../http/contract-relations'
import type { ZodTypeProvider } from '../../http/type-provider'
import { authorizeSessions, collectionJson, refreshSession, setSessions } from './payment-collections.service'

const params = z.strictObject({ id: z.string().min(1) })
const sessionParams = z.strictObject({ id: z.string().min(1), session_id: z.string().min(1) })

export function registerPaymentCollectionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const answer = async (id: string) => ({ payment_collection: await collectionJson(ctx.db, id) })

  r.get(
    '/store/payment-collections/:id',
    {
      schema: {
        params,
        querystring: contractRetrieveQuery('payment_collection'),
      },
    },
    async (req) => answer(req.params.id),
  )

  // One session for the whole amount with this provider (others are removed).
  r.post(
    '/store/payment-collections/:id/sessions',
    { schema: { params, body: z.strictObject({ provider_id: z.string().min(1) }) } },
    async (req) => {
      const [c] = await ctx.db.select().from(paymentCollection).where(eq(paymentCollection.id, req.params.id))
      if (!c) throw notFound(`Payment collection with id ${req.params.id} was not found`)
      await setSessions(
        ctx,
        req.params.id,
        [{ provider_id: req.body.provider_id, amount: c.amount }],
        req.actor.customerId ?? null,
      )
      return answer(req.params.id)
    },
  )

  r.post(
    '/store/payment-collections/:id/sessions/batch',
    {
      schema: {
        params,
        body: z.strictObject({
          sessions: z.array(
            z.strictObject({
              provider_id: z.string().min(1),
              amount: z.number().int().min(0),
              session_id: z.string().min(1).optional(),
            }),
          ),
        }),
      },
    },
    async (req) => {
      await setSessions(ctx, req.params.id, req.body.sessions, req.actor.customerId ?? null)
      return answer(req.params.id)
    },
  )

  r.post(
    '/store/payment-collections/:id/sessions/batch/authorize',
    { schema: { params, body: z.strictObject({ session_ids: z.array(z.string().min(1)).min(1) }) } },
    async (req) => {
      await authorizeSessions(ctx, req.params.id, req.body.session_ids)
      return answer(req.params.id)
    },
  )

  r.post(
    '/store/payment-collections/:id/sessions/:session_id',
    { schema: { params: sessionParams } },
    async (req) => ({
      payment_session: await refreshSession(
        ctx,
        req.params.id,
        req.params.session_id,
        req.actor.customerId ?? null,
      ),
    }),
  )

  r.post(
    '/store/payment-collections/:id/sessions/:session_id/authorize',
    { schema: { params: sessionParams } },
    async (req) => {
      const sessions = await authorizeSessions(ctx, req.params.id, [req.params.session_id])
      return { payment_session: sessions.find((s) => s.id === req.params.session_id)! }
    },
  )
}
