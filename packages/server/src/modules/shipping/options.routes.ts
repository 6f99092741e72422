import { notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { booleanString, listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { type RetrieveQuery, idParams, metadataSchema, relationsOf } from '../../http/route-helpers'
import {
  DEFAULT_OPTION_RELATIONS,
  OPTION_RELATIONS,
  decorateOptions,
  findOption,
  listOptionRows,
} from './options.queries'
import { createOption, deleteOption, updateOption } from './options.service'

const money = z.number().int('must be an integer (minor units)')
const requirementType = z.enum(['min_subtotal', 'max_subtotal'])
const priceType = z.enum(['flat_rate', 'calculated'])
const oneQuery = contractRetrieveQuery('shipping_option', OPTION_RELATIONS)

const createBody = z.strictObject({
  name: z.string().min(1),
  region_id: z.string().min(1),
  provider_id: z.string().min(1),
  profile_id: z.string().min(1).optional(),
  data: z.record(z.string(), z.unknown()),
  price_type: priceType,
  amount: money.optional(),
  requirements: z.array(z.strictObject({ type: requirementType, amount: money })).optional(),
  is_return: z.boolean().optional(),
  admin_only: z.boolean().optional(),
  includes_tax: z.boolean().optional(),
  metadata: metadataSchema.optional(),
})

const updateBody = z.strictObject({
  name: z.string().min(1).optional(),
  amount: money.optional(),
  price_type: priceType.optional(),
  admin_only: z.boolean().optional(),
  includes_tax: z.boolean().optional(),
  requirements: z
    .array(z.strictObject({ id: z.string().min(1).optional(), type: requirementType, amount: money }))
    .optional(),
  metadata: metadataSchema.optional(),
})

const listQuery = listQuerySchema({
  defaultLimit: 50,
  orderable: ['created_at', 'updated_at', 'name', 'amount'],
  allowExpand: contractExpand('shipping_option', OPTION_RELATIONS),
  filters: {
    id: oneOrMany(z.string()).optional(),
    name: z.string().optional(),
    region_id: oneOrMany(z.string()).optional(),
    is_return: booleanString.optional(),
    admin_only: booleanString.optional(),
  },
})

export function registerOptionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  const respond = async (id: string, q: RetrieveQuery) => {
    const row = await findOption(ctx.db, id)
    if (!row) throw notFound(`Shipping option with id: ${id} was not found`)
    const [option] = await decorateOptions(
      ctx.db,
      [row],
      relationsOf(q.expand, DEFAULT_OPTION_RELATIONS),
      q.fields,
    )
    return { shipping_option: option }
  }

  r.get('/admin/shipping-options', { schema: { querystring: listQuery } }, async (req) => {
    const [rows, count] = await listOptionRows(ctx.db, req.query)
    const shipping_options = await decorateOptions(
      ctx.db,
      rows,
      relationsOf(req.query.expand, DEFAULT_OPTION_RELATIONS),
      req.query.fields,
    )
    return { shipping_options, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.post('/admin/shipping-options', { schema: { body: createBody, querystring: oneQuery } }, async (req) => {
    const row = await createOption(ctx, req.body)
    return respond(row.id, req.query)
  })

  r.get('/admin/shipping-options/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) =>
    respond(req.params.id, req.query),
  )

  r.post(
    '/admin/shipping-options/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => {
      await updateOption(ctx, req.params.id, req.body)
      return respond(req.params.id, req.query)
    },
  )

  r.delete('/admin/shipping-options/:id', { schema: { params: idParams } }, async (req) =>
    deleteOption(ctx, req.params.id),
  )
}
