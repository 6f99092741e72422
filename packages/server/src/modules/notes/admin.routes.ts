import { notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import {
  type RetrieveQuery,
  idParams,
  metadataSchema,
  relationsOf,
  retrieveQuery,
} from '../../http/route-helpers'
import {
  NOTE_RELATIONS,
  createNote,
  decorateNotes,
  deleteNote,
  findNote,
  listNotes,
  updateNote,
} from './service'

const oneQuery = retrieveQuery(NOTE_RELATIONS)
const listQuery = listQuerySchema({
  defaultLimit: 50,
  expandable: NOTE_RELATIONS,
  filters: { resource_id: oneOrMany(z.string().min(1)).optional() },
})
const createBody = z.strictObject({
  resource_id: z.string().min(1),
  resource_type: z.string().min(1),
  value: z.string().min(1),
  metadata: metadataSchema.optional(),
})
const updateBody = z.strictObject({ value: z.string().min(1) })

/** Notes on any resource (orders, customers, …); the author is the signed-in user. */
export function registerNoteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const respond = async (id: string, q: RetrieveQuery) => {
    const row = await findNote(ctx.db, id)
    if (!row) throw notFound(`Note with id: ${id} was not found`)
    const [out] = await decorateNotes(ctx.db, [row], relationsOf(q.expand, NOTE_RELATIONS), q.fields)
    return { note: out }
  }

  r.get('/admin/notes', { schema: { querystring: listQuery } }, async (req) => {
    const [rows, count] = await listNotes(ctx.db, req.query)
    const notes = await decorateNotes(
      ctx.db,
      rows,
      relationsOf(req.query.expand, NOTE_RELATIONS),
      req.query.fields,
    )
    return { notes, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.post('/admin/notes', { schema: { body: createBody, querystring: oneQuery } }, async (req) => {
    const row = await createNote(ctx, req.actor.userId, req.body)
    return respond(row.id, req.query)
  })

  r.get('/admin/notes/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) =>
    respond(req.params.id, req.query),
  )

  r.post(
    '/admin/notes/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => {
      await updateNote(ctx, req.params.id, req.body.value)
      return respond(req.params.id, req.query)
    },
  )

  r.delete('/admin/notes/:id', { schema: { params: idParams } }, async (req) =>
    deleteNote(ctx, req.params.id),
  )
}
