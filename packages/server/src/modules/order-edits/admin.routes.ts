import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams } from '../../http/route-helpers'
import { addEditItem, removeEditItem, undoChange, updateEditItem } from './items.service'
import { editJsonById, listEdits } from './queries'
import { cancelEdit, confirmEdit, createEdit, deleteEdit, requestEdit, updateEdit } from './service'

// Admin order edits (contract §2.1). Every route needs a signed-in user (the default for /admin).

// The default relations (changes, items, payment collection) are always returned; expand and
// fields are accepted for client compatibility.
const oneQuery = contractRetrieveQuery('order_edit')
const itemParams = z.strictObject({ id: z.string().min(1), item_id: z.string().min(1) })
const changeParams = z.strictObject({ id: z.string().min(1), change_id: z.string().min(1) })
const quantity = z.number().int('must be an integer').min(1, 'must be at least 1')

const listQuery = listQuerySchema({
  defaultLimit: 20,
  allowExpand: contractExpand('order_edit'),
  filters: { order_id: z.string().min(1).optional() },
})

const createBody = z.strictObject({
  order_id: z.string().min(1),
  internal_note: z.string().optional(),
})

const updateBody = z.strictObject({ internal_note: z.string().nullable().optional() })

const addItemBody = z.strictObject({
  variant_id: z.string().min(1),
  quantity,
  metadata: z.record(z.string(), z.unknown()).optional(),
})

export function registerOrderEditAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const answer = async (id: string) => ({ order_edit: await editJsonById(ctx.db, id) })

  r.get('/admin/order-edits', { schema: { querystring: listQuery } }, async (req) => {
    const { order_edits, count } = await listEdits(ctx.db, req.query)
    return { order_edits, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.post('/admin/order-edits', { schema: { body: createBody, querystring: oneQuery } }, async (req) =>
    answer(await createEdit(ctx, req.body, req.actor.userId!)),
  )

  r.get('/admin/order-edits/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) =>
    answer(req.params.id),
  )

  r.post(
    '/admin/order-edits/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => {
      await updateEdit(ctx, req.params.id, req.body)
      return answer(req.params.id)
    },
  )

  r.delete('/admin/order-edits/:id', { schema: { params: idParams } }, async (req) =>
    deleteEdit(ctx, req.params.id),
  )

  r.post(
    '/admin/order-edits/:id/items',
    { schema: { params: idParams, body: addItemBody, querystring: oneQuery } },
    async (req) => {
      await addEditItem(ctx, req.params.id, req.body)
      return answer(req.params.id)
    },
  )

  r.post(
    '/admin/order-edits/:id/items/:item_id',
    { schema: { params: itemParams, body: z.strictObject({ quantity }), querystring: oneQuery } },
    async (req) => {
      await updateEditItem(ctx, req.params.id, req.params.item_id, req.body.quantity)
      return answer(req.params.id)
    },
  )

  r.delete(
    '/admin/order-edits/:id/items/:item_id',
    { schema: { params: itemParams, querystring: oneQuery } },
    async (req) => {
      await removeEditItem(ctx, req.params.id, req.params.item_id)
      return answer(req.params.id)
    },
  )

  r.delete('/admin/order-edits/:id/changes/:change_id', { schema: { params: changeParams } }, async (req) =>
    undoChange(ctx, req.params.id, req.params.change_id),
  )

  r.post(
    '/admin/order-edits/:id/request',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => {
      await requestEdit(ctx, req.params.id, req.actor.userId!)
      return answer(req.params.id)
    },
  )

  r.post(
    '/admin/order-edits/:id/cancel',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => {
      await cancelEdit(ctx, req.params.id, req.actor.userId!)
      return answer(req.params.id)
    },
  )

  r.post(
    '/admin/order-edits/:id/confirm',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => {
      await confirmEdit(ctx, req.params.id, req.actor.userId!)
      return answer(req.params.id)
    },
  )
}
