import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams, metadataSchema } from '../../http/route-helpers'
import { SALES_CHANNEL_RELATIONS } from './sales-channels.queries'
import {
  addSalesChannelLocation,
  batchSalesChannelProducts,
  createSalesChannel,
  deleteSalesChannel,
  listSalesChannels,
  removeSalesChannelLocation,
  retrieveSalesChannel,
  updateSalesChannel,
} from './sales-channels.service'

const createBody = z.strictObject({
  name: z.string().trim().min(1),
  description: z.string().nullable().optional(),
  is_disabled: z.boolean().optional(),
  metadata: metadataSchema.optional(),
})
const updateBody = z.strictObject({
  name: z.string().trim().min(1).optional(),
  description: z.string().nullable().optional(),
  is_disabled: z.boolean().optional(),
  metadata: metadataSchema.optional(),
})
const productsBody = z.strictObject({ product_ids: z.array(z.strictObject({ id: z.string().min(1) })) })
const locationBody = z.strictObject({ location_id: z.string().min(1) })

const listQuery = listQuerySchema({
  defaultLimit: 20,
  orderable: ['created_at', 'updated_at', 'name'],
  allowExpand: contractExpand('sales_channel', SALES_CHANNEL_RELATIONS),
  filters: {
    id: oneOrMany(z.string()).optional(),
    name: oneOrMany(z.string()).optional(),
    description: z.string().optional(),
  },
})
const oneQuery = contractRetrieveQuery('sales_channel', SALES_CHANNEL_RELATIONS)

export function registerSalesChannelRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/sales-channels', { schema: { querystring: listQuery } }, async (req) => {
    const { sales_channels, count } = await listSalesChannels(ctx, req.query)
    return { sales_channels, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post('/admin/sales-channels', { schema: { body: createBody, querystring: oneQuery } }, async (req) => ({
    sales_channel: await createSalesChannel(ctx, req.body, req.query),
  }))
  r.get(
    '/admin/sales-channels/:id',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => ({ sales_channel: await retrieveSalesChannel(ctx, req.params.id, req.query) }),
  )
  r.post(
    '/admin/sales-channels/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => ({ sales_channel: await updateSalesChannel(ctx, req.params.id, req.body, req.query) }),
  )
  r.delete('/admin/sales-channels/:id', { schema: { params: idParams } }, async (req) =>
    deleteSalesChannel(ctx, req.params.id),
  )

  const productsSchema = { params: idParams, body: productsBody, querystring: oneQuery }
  r.post('/admin/sales-channels/:id/products/batch', { schema: productsSchema }, async (req) => ({
    sales_channel: await batchSalesChannelProducts(
      ctx,
      req.params.id,
      req.body.product_ids.map((p) => p.id),
      'add',
      req.query,
    ),
  }))
  r.delete('/admin/sales-channels/:id/products/batch', { schema: productsSchema }, async (req) => ({
    sales_channel: await batchSalesChannelProducts(
      ctx,
      req.params.id,
      req.body.product_ids.map((p) => p.id),
      'remove',
      req.query,
    ),
  }))

  r.post(
    '/admin/sales-channels/:id/stock-locations',
    { schema: { params: idParams, body: locationBody, querystring: oneQuery } },
    async (req) => ({
      sales_channel: await addSalesChannelLocation(ctx, req.params.id, req.body.location_id, req.query),
    }),
  )
  r.delete(
    '/admin/sales-channels/:id/stock-locations',
    { schema: { params: idParams, body: locationBody } },
    async (req) => removeSalesChannelLocation(ctx, req.params.id, req.body.location_id),
  )
}
