import {
  priceListCreateBody as createBody,
  priceListPriceIdsBody,
  priceListPricesBatchBody,
  priceListProductIdsBody,
  priceListStandingSchema,
  priceListStatus,
  priceListType,
  priceListUpdateBody as updateBody,
} from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { booleanString, listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams } from '../../http/route-helpers'
import { PRICE_LIST_RELATIONS } from './price-lists.queries'
import {
  addPriceListPrices,
  createPriceList,
  deletePriceList,
  deletePriceListPrices,
  listPriceLists,
  listProductsOfPriceList,
  retrievePriceList,
  updatePriceList,
} from './price-lists.service'

const listType = priceListType
const listStatus = priceListStatus

const listQuery = listQuerySchema({
  defaultLimit: 10,
  orderable: ['created_at', 'updated_at', 'name', 'status', 'type', 'starts_at', 'ends_at'],
  allowExpand: contractExpand('price_list', PRICE_LIST_RELATIONS),
  filters: {
    id: oneOrMany(z.string()).optional(),
    status: oneOrMany(listStatus).optional(),
    name: z.string().optional(),
    customer_groups: oneOrMany(z.string()).optional(),
    type: oneOrMany(listType).optional(),
    // Mercato's extension: where a list stands now (draft, scheduled, active, expired).
    standing: oneOrMany(priceListStandingSchema).optional(),
  },
})
const productsQuery = listQuerySchema({
  defaultLimit: 50,
  orderable: ['created_at', 'updated_at', 'title', 'handle'],
  allowExpand: contractExpand('product'),
  filters: {
    id: oneOrMany(z.string()).optional(),
    status: oneOrMany(z.enum(['draft', 'proposed', 'published', 'rejected'])).optional(),
    collection_id: oneOrMany(z.string()).optional(),
    tags: oneOrMany(z.string()).optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    handle: z.string().optional(),
    is_giftcard: booleanString.optional(),
    type: oneOrMany(z.string()).optional(),
  },
})
const oneQuery = contractRetrieveQuery('price_list', PRICE_LIST_RELATIONS)

export function registerPriceListRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/price-lists', { schema: { querystring: listQuery } }, async (req) => {
    const { price_lists, count } = await listPriceLists(ctx, req.query)
    return { price_lists, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post('/admin/price-lists', { schema: { body: createBody, querystring: oneQuery } }, async (req) => ({
    price_list: await createPriceList(ctx, req.body, req.query),
  }))
  r.get('/admin/price-lists/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) => ({
    price_list: await retrievePriceList(ctx, req.params.id, req.query),
  }))
  r.post(
    '/admin/price-lists/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => ({ price_list: await updatePriceList(ctx, req.params.id, req.body, req.query) }),
  )
  r.delete('/admin/price-lists/:id', { schema: { params: idParams } }, async (req) =>
    deletePriceList(ctx, req.params.id),
  )

  r.post(
    '/admin/price-lists/:id/prices/batch',
    {
      schema: {
        params: idParams,
        body: priceListPricesBatchBody,
        querystring: oneQuery,
      },
    },
    async (req) => ({
      price_list: await addPriceListPrices(
        ctx,
        req.params.id,
        req.body.prices,
        req.body.override ?? false,
        req.query,
      ),
    }),
  )
  r.delete(
    '/admin/price-lists/:id/prices/batch',
    { schema: { params: idParams, body: priceListPriceIdsBody } },
    async (req) => deletePriceListPrices(ctx, req.params.id, { price_ids: req.body.price_ids }),
  )
  r.delete(
    '/admin/price-lists/:id/products/prices/batch',
    { schema: { params: idParams, body: priceListProductIdsBody } },
    async (req) => deletePriceListPrices(ctx, req.params.id, { product_ids: req.body.product_ids }),
  )
  r.delete(
    '/admin/price-lists/:id/products/:product_id/prices',
    { schema: { params: z.strictObject({ id: z.string().min(1), product_id: z.string().min(1) }) } },
    async (req) => deletePriceListPrices(ctx, req.params.id, { product_ids: [req.params.product_id] }),
  )
  r.delete(
    '/admin/price-lists/:id/variants/:variant_id/prices',
    { schema: { params: z.strictObject({ id: z.string().min(1), variant_id: z.string().min(1) }) } },
    async (req) => deletePriceListPrices(ctx, req.params.id, { variant_id: req.params.variant_id }),
  )

  r.get(
    '/admin/price-lists/:id/products',
    { schema: { params: idParams, querystring: productsQuery } },
    async (req) => {
      const { products, count } = await listProductsOfPriceList(ctx, req.params.id, req.query)
      return { products, count, offset: req.query.offset, limit: req.query.limit }
    },
  )
}
