import { notFound, returnReasonCreateSchema, returnReasonUpdateSchema } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { contractRetrieveQuery } from '../../http/contract-relations'
import type { ZodTypeProvider } from '../../http/type-provider'
import { type RetrieveQuery, idParams, project, relationsOf } from '../../http/route-helpers'
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

const oneQuery = contractRetrieveQuery('return_reason', REASON_RELATIONS)
const createBody = returnReasonCreateSchema
const updateBody = returnReasonUpdateSchema

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
