import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { payDraft } from './pay.service'
import { draftJson, listDrafts } from './queries'
import {
  createDraftBody,
  draftItemBody,
  draftLineParams,
  draftParams,
  listDraftsQuery,
  updateDraftBody,
  updateLineBody,
} from './schemas'
import {
  addDraftLine,
  createDraft,
  deleteDraft,
  deleteDraftLineItem,
  updateDraft,
  updateDraftLineItem,
} from './service'

/** /admin/draft-orders (contract §2.1): all need a signed-in user (the default for /admin). */
export function registerDraftOrderRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const respond = async (id: string) => ({ draft_order: await draftJson(ctx.db, id) })

  r.get('/admin/draft-orders', { schema: { querystring: listDraftsQuery } }, async (req) => {
    const { draft_orders, count } = await listDrafts(ctx.db, req.query)
    return { draft_orders, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.post('/admin/draft-orders', { schema: { body: createDraftBody } }, async (req) =>
    respond(await createDraft(ctx, req.body)),
  )

  r.get('/admin/draft-orders/:id', { schema: { params: draftParams } }, async (req) => respond(req.params.id))

  r.post(
    '/admin/draft-orders/:id',
    { schema: { params: draftParams, body: updateDraftBody } },
    async (req) => {
      await updateDraft(ctx, req.params.id, req.body)
      return respond(req.params.id)
    },
  )

  r.delete('/admin/draft-orders/:id', { schema: { params: draftParams } }, async (req) =>
    deleteDraft(ctx, req.params.id),
  )

  r.post(
    '/admin/draft-orders/:id/line-items',
    { schema: { params: draftParams, body: draftItemBody } },
    async (req) => {
      await addDraftLine(ctx, req.params.id, req.body)
      return respond(req.params.id)
    },
  )

  r.post(
    '/admin/draft-orders/:id/line-items/:line_id',
    { schema: { params: draftLineParams, body: updateLineBody } },
    async (req) => {
      await updateDraftLineItem(ctx, req.params.id, req.params.line_id, req.body)
      return respond(req.params.id)
    },
  )

  r.delete(
    '/admin/draft-orders/:id/line-items/:line_id',
    { schema: { params: draftLineParams } },
    async (req) => {
      await deleteDraftLineItem(ctx, req.params.id, req.params.line_id)
      return respond(req.params.id)
    },
  )

  r.post(
    '/admin/draft-orders/:id/pay',
    { schema: { params: draftParams, body: z.strictObject({}) } },
    async (req) => ({ order: await payDraft(ctx, req.params.id) }),
  )
}
