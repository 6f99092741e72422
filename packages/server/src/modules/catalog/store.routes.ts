import { productTag, productType } from '@mercato/db'
import { notFound } from '@mercato/domain'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { PRODUCT_EXPANDABLE, VARIANT_EXPANDABLE } from './admin-read'
import { VARIANT_ORDERABLE, productFilters, variantFilters } from './admin-products.routes'
import {
  categoryRetrieveQuery,
  collectionQuery,
  storeCategoryListQuery,
  valueListQuery,
} from './admin-taxonomy.routes'
import { listCategories, retrieveCategory } from './categories.read'
import { findCollection, listCollections, listValues } from './collections.service'
import { PRODUCT_ORDERABLE } from './product-queries'
import { idParams } from './schemas'
import { retrieveQueryShape } from './selection'
import { sendMultipleErrors } from './store-context'
import {
  OutOfScope,
  listStoreProducts,
  listStoreVariants,
  retrieveStoreProduct,
  retrieveStoreVariant,
} from './store-read'

const pricingQuery = {
  cart_id: z.string().optional(),
  region_id: z.string().optional(),
  currency_code: z.string().optional(),
}

const listProductsQuery = listQuerySchema({
  defaultLimit: 100,
  orderable: PRODUCT_ORDERABLE,
  allowExpand: contractExpand('product', PRODUCT_EXPANDABLE),
  filters: { ...productFilters, ...pricingQuery },
})

const productQuery = z.strictObject({
  ...retrieveQueryShape,
  ...pricingQuery,
  sales_channel_id: oneOrMany(z.string()).optional(),
})

const searchBody = z.strictObject({
  q: z.string().optional(),
  offset: z.number().int().min(0).optional(),
  limit: z.number().int().min(0).max(1000).optional(),
  // Search-engine filters have no common syntax; accepted and ignored, as Medusa's default search does.
  filter: z.unknown().optional(),
})

const listVariantsQuery = listQuerySchema({
  defaultLimit: 100,
  orderable: VARIANT_ORDERABLE,
  allowExpand: contractExpand('variant', VARIANT_EXPANDABLE),
  filters: {
    ...variantFilters,
    ...pricingQuery,
    ids: z.string().optional(),
    sales_channel_id: oneOrMany(z.string()).optional(),
  },
})

const storeCollectionsQuery = listQuerySchema({
  defaultLimit: 10,
  orderable: ['created_at', 'updated_at', 'title', 'handle', 'id'],
  allowExpand: contractExpand('collection'),
  // Medusa's store list takes `handle` as an array (`handle[]=a&handle[]=b`); a single value is kept too.
  filters: { handle: oneOrMany(z.string()).optional() },
})

/** Product bodies are cached JSON bytes, sent as they are. */
function sendJson(reply: FastifyReply, body: Buffer) {
  return reply.type('application/json; charset=utf-8').send(body)
}

/** Publishable-key scope failures use the contract's MultipleErrors shape instead of `{type, message}`. */
async function scoped<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work()
  } catch (e) {
    if (e instanceof OutOfScope) return sendMultipleErrors(reply, [e.message])
    throw e
  }
}

export function registerStoreCatalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/store/products', { schema: { querystring: listProductsQuery } }, async (req, reply) => {
    const { offset, limit } = req.query
    const { body } = await listStoreProducts(ctx, req, req.query, {
      name: 'list',
      wrap: (items, count) => `{"products":[${items}],"count":${count},"offset":${offset},"limit":${limit}}`,
    })
    return sendJson(reply, body)
  })
  r.post('/store/products/search', { schema: { body: searchBody } }, async (req, reply) => {
    const started = Date.now()
    const offset = req.body.offset ?? 0
    const limit = req.body.limit ?? 20
    const query = {
      limit,
      offset,
      q: req.body.q || undefined,
      order: { field: 'created_at', direction: 'desc' as const },
      expand: undefined,
      fields: undefined,
      dates: {},
      filters: {},
    }
    const { body: hits, count } = await listStoreProducts(ctx, req, query, {
      name: 'search',
      wrap: (items) => items,
    })
    const rest = JSON.stringify({
      query: req.body.q ?? '',
      offset,
      limit,
      count,
      estimatedTotalHits: count,
      processingTimeMs: Date.now() - started,
    })
    return sendJson(reply, Buffer.concat([Buffer.from('{"hits":['), hits, Buffer.from(`],${rest.slice(1)}`)]))
  })
  r.get(
    '/store/products/:id',
    { schema: { params: idParams, querystring: productQuery } },
    async (req, reply) =>
      scoped(reply, async () =>
        sendJson(
          reply,
          await retrieveStoreProduct(ctx, req, req.params.id, req.query, (p) => `{"product":${p}}`),
        ),
      ),
  )

  r.get('/store/variants', { schema: { querystring: listVariantsQuery } }, async (req) => ({
    variants: await listStoreVariants(ctx, req, req.query),
  }))
  r.get(
    '/store/variants/:id',
    { schema: { params: idParams, querystring: productQuery } },
    async (req, reply) =>
      scoped(reply, async () => ({
        variant: await retrieveStoreVariant(ctx, req, req.params.id, req.query),
      })),
  )

  r.get('/store/collections', { schema: { querystring: storeCollectionsQuery } }, async (req) => {
    const [collections, count] = await listCollections(ctx.db, req.query)
    return { collections, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.get(
    '/store/collections/:id',
    { schema: { params: idParams, querystring: collectionQuery } },
    async (req) => {
      const collection = await findCollection(ctx.db, req.params.id)
      if (!collection) throw notFound(`Product collection with id: ${req.params.id} was not found`)
      return { collection }
    },
  )

  r.get('/store/product-categories', { schema: { querystring: storeCategoryListQuery } }, async (req) => {
    const { product_categories, count } = await listCategories(ctx.db, req.query, { store: true })
    return { product_categories, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.get(
    '/store/product-categories/:id',
    { schema: { params: idParams, querystring: categoryRetrieveQuery } },
    async (req) => ({
      product_category: await retrieveCategory(ctx.db, req.params.id, req.query, { store: true }),
    }),
  )

  r.get('/store/product-tags', { schema: { querystring: valueListQuery(20) } }, async (req) => {
    const [product_tags, count] = await listValues(ctx.db, productTag, req.query)
    return { product_tags, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.get('/store/product-types', { schema: { querystring: valueListQuery(20) } }, async (req) => {
    const [product_types, count] = await listValues(ctx.db, productType, req.query)
    return { product_types, count, offset: req.query.offset, limit: req.query.limit }
  })
}
