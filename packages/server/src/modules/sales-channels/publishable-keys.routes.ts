import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams } from '../../http/route-helpers'
import {
  batchPublishableKeySalesChannels,
  createPublishableKey,
  deletePublishableKey,
  listPublishableKeySalesChannels,
  listPublishableKeys,
  retrievePublishableKey,
  revokePublishableKey,
  updatePublishableKey,
} from './publishable-keys.service'

const listQuery = listQuerySchema({
  defaultLimit: 20,
  orderable: ['created_at', 'updated_at', 'revoked_at', 'title'],
  dateFields: ['created_at', 'updated_at', 'revoked_at'],
  allowExpand: contractExpand('publishable_api_key', ['sales_channels']),
})
const oneQuery = contractRetrieveQuery('publishable_api_key')
const channelsBody = z.strictObject({
  sales_channel_ids: z.array(z.strictObject({ id: z.string().min(1) })),
})

export function registerPublishableKeyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/publishable-api-keys', { schema: { querystring: listQuery } }, async (req) => {
    const { publishable_api_keys, count } = await listPublishableKeys(ctx, req.query)
    return { publishable_api_keys, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post(
    '/admin/publishable-api-keys',
    { schema: { body: z.strictObject({ title: z.string().trim().min(1) }) } },
    async (req) => ({
      publishable_api_key: await createPublishableKey(ctx, req.body.title, req.actor.userId),
    }),
  )
  r.get(
    '/admin/publishable-api-keys/:id',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => ({ publishable_api_key: await retrievePublishableKey(ctx, req.params.id, req.query) }),
  )
  r.post(
    '/admin/publishable-api-keys/:id',
    {
      schema: { params: idParams, body: z.strictObject({ title: z.string().trim().min(1).optional() }) },
    },
    async (req) => ({ publishable_api_key: await updatePublishableKey(ctx, req.params.id, req.body) }),
  )
  r.delete('/admin/publishable-api-keys/:id', { schema: { params: idParams } }, async (req) =>
    deletePublishableKey(ctx, req.params.id),
  )
  r.post('/admin/publishable-api-keys/:id/revoke', { schema: { params: idParams } }, async (req) => ({
    publishable_api_key: await revokePublishableKey(ctx, req.params.id, req.actor.userId),
  }))

  // Not paginated (contract §1.7).
  r.get(
    '/admin/publishable-api-keys/:id/sales-channels',
    { schema: { params: idParams, querystring: z.strictObject({ q: z.string().optional() }) } },
    async (req) => ({
      sales_channels: await listPublishableKeySalesChannels(ctx, req.params.id, req.query.q || undefined),
    }),
  )
  r.post(
    '/admin/publishable-api-keys/:id/sales-channels/batch',
    { schema: { params: idParams, body: channelsBody } },
    async (req) => ({
      publishable_api_key: await batchPublishableKeySalesChannels(
        ctx,
        req.params.id,
        req.body.sales_channel_ids.map((c) => c.id),
        'add',
      ),
    }),
  )
  r.delete(
    '/admin/publishable-api-keys/:id/sales-channels/batch',
    { schema: { params: idParams, body: channelsBody } },
    async (req) => ({
      publishable_api_key: await batchPublishableKeySalesChannels(
        ctx,
        req.params.id,
        req.body.sales_channel_ids.map((c) => c.id),
        'remove',
      ),
    }),
  )
}
