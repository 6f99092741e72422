import { notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import {
  type RetrieveQuery,
  idParams,
  metadataSchema,
  project,
  relationsOf,
  retrieveQuery,
} from '../../http/route-helpers'
import {
  REASON_RELATIONS,
  type ReasonRow,
  createReason,
  decorateReasons,
  deleteReason,
  findReason,
  listTopLevelReasons,
  updateReason,
} from './reasons.service'

const oneQuery = retrieveQuery(REASON_RELATIONS)
const createBody = z.strictObject({
  label: z.string().min(1),
  value: z.string().min(1),
  parent_return_reason_id: z.string().min(1).nullable().optional(),
  description: z.string().nullable().optional(),
  metadata: metadataSchema.optional(),
})
const updateBody = z.strictObject({
  label: z.string().min(1).optional(),
  value: z.string().min(1).optional(),
  description: z.string().nullable().optional(),
  metadata: metadataSchema.optional(),
})

export function registerReturnReasonRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const shape = async (rows: ReasonRow[], q: RetrieveQuery) =>
    (await decorateReasons(ctx.db, rows, relationsOf(q.expand, REASON_RELATIONS))).map((row) =>
      project(row, q.fields, REASON_RELATIONS),
    )
  const one = async (id: string, q: RetrieveQuery) => {
    const row = await findReason(ctx.db, id)
    if (!row) throw notFound(`Return reason with id: ${id} was not found`)
    const [return_reason] = await shape([row], q)
    return { return_reason }
  }

  // Both lists are not paginated (contract §1.7): top-level reasons with their children.
  for (const realm of ['admin', 'store'] as const) {
    r.get(`/${realm}/return-reasons`, { schema: { querystring: oneQuery } }, async (req) => ({
      return_reasons: await shape(await listTopLevelReasons(ctx.db), req.query),
    }))
    r.get(
      `/${realm}/return-reasons/:id`,
      { schema: { params: idParams, querystring: oneQuery } },
      async (req) => one(req.params.id, req.query),
    )
  }

  r.post('/admin/return-reasons', { schema: { body: createBody, querystring: oneQuery } }, async (req) => {
    const row = await createReason(ctx, req.body)
    return one(row.id, req.query)
  })

  r.post(
    '/admin/return-reasons/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => {
      await updateReason(ctx, req.params.id, req.body)
      return one(req.params.id, req.query)
    },
  )

  r.delete('/admin/return-reasons/:id', { schema: { params: idParams } }, async (req) =>
    deleteReason(ctx, req.params.id),
  )
}
