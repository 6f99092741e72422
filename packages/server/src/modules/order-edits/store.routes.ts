import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractRetrieveQuery } from '../../http/contract-relations'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams } from '../../http/route-helpers'
import { editJsonById, editNotFound, storeEditJson } from './queries'
import { completeEdit, declineEdit } from './service'

// Store order edits (contract §2.2): like orders, readable by id without login (ids are
// unguessable); an edit staff have not requested yet is not shown to shoppers at all.

const oneQuery = contractRetrieveQuery('order_edit')

export function registerOrderEditStoreRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const answer = async (id: string) => {
    const json = await editJsonById(ctx.db, id)
    if (json.status === 'created') throw editNotFound(id)
    return { order_edit: storeEditJson(json) }
  }
  // A signed-in customer is named in the edit; a guest shopper is recorded as such.
  const shopper = (customerId: string | undefined) => customerId ?? 'shopper'

  r.get('/store/order-edits/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) =>
    answer(req.params.id),
  )

  r.post(
    '/store/order-edits/:id/decline',
    {
      schema: {
        params: idParams,
        body: z.strictObject({ declined_reason: z.string().optional() }),
        querystring: oneQuery,
      },
    },
    async (req) => {
      await declineEdit(ctx, req.params.id, shopper(req.actor.customerId), req.body.declined_reason)
      return answer(req.params.id)
    },
  )

  r.post(
    '/store/order-edits/:id/complete',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => {
      await completeEdit(ctx, req.params.id, shopper(req.actor.customerId))
      return answer(req.params.id)
    },
  )
}
