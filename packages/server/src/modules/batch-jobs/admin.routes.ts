import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { listBatchJobs } from './queries'
import { cancelBatchJob, confirmBatchJob, createBatchJob, retrieveBatchJob, withCreators } from './service'

const isoDate = z.coerce.date({ error: 'must be a date' })
/** `failed_at=null` (medusa-js sends the string) means "not set"; otherwise a date range. */
const nullableDateFilter = z
  .union([
    z.literal('null'),
    z.null(),
    z.strictObject({
      lt: isoDate.optional(),
      gt: isoDate.optional(),
      lte: isoDate.optional(),
      gte: isoDate.optional(),
    }),
  ])
  .transform((v) => (v === null ? ('null' as const) : v))

const listQuery = listQuerySchema({
  defaultLimit: 10,
  orderable: ['created_at', 'updated_at', 'type', 'id'],
  expandable: ['created_by_user'],
  filters: {
    id: oneOrMany(z.string()).optional(),
    type: oneOrMany(z.string()).optional(),
    confirmed_at: nullableDateFilter.optional(),
    pre_processed_at: nullableDateFilter.optional(),
    completed_at: nullableDateFilter.optional(),
    failed_at: nullableDateFilter.optional(),
    canceled_at: nullableDateFilter.optional(),
  },
})

const createBody = z.strictObject({
  type: z.string().min(1),
  context: z.record(z.string(), z.unknown()),
  dry_run: z.boolean().optional(),
})
const idParams = z.strictObject({ id: z.string().min(1) })
const retrieveQuery = contractRetrieveQuery('batch_job')
const emptyBody = z.strictObject({})

export function registerBatchJobRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/batch-jobs', { schema: { querystring: listQuery } }, async (req) => {
    const [rows, count] = await listBatchJobs(ctx.db, req.actor.userId!, req.query)
    const batch_jobs = await withCreators(ctx, rows, req.query.expand)
    return { batch_jobs, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.post('/admin/batch-jobs', { schema: { body: createBody } }, async (req, reply) => {
    const batch_job = await createBatchJob(ctx, req.actor.userId!, req.body)
    return reply.status(201).send({ batch_job })
  })

  r.get(
    '/admin/batch-jobs/:id',
    { schema: { params: idParams, querystring: retrieveQuery } },
    async (req) => ({
      batch_job: await retrieveBatchJob(ctx, req.actor.userId!, req.params.id, req.query.expand),
    }),
  )

  r.post('/admin/batch-jobs/:id/confirm', { schema: { params: idParams, body: emptyBody } }, async (req) => ({
    batch_job: await confirmBatchJob(ctx, req.actor.userId!, req.params.id),
  }))

  r.post('/admin/batch-jobs/:id/cancel', { schema: { params: idParams, body: emptyBody } }, async (req) => ({
    batch_job: await cancelBatchJob(ctx, req.actor.userId!, req.params.id),
  }))
}
