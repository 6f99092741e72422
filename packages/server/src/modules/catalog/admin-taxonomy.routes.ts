import { productTag, productType } from '@mercato/db'
import {
  categoryCreateBody,
  categoryProductsBody,
  categoryUpdateBody,
  collectionCreateBody,
  collectionUpdateBody,
  productIdsBody,
} from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { booleanString, listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { CATEGORY_EXPANDABLE, categorySpec, listCategories, retrieveCategory } from './categories.read'
import {
  addCategoryProducts,
  createCategory,
  deleteCategory,
  removeCategoryProducts,
  updateCategory,
} from './categories.service'
import {
  addProductsToCollection,
  collectionWithProducts,
  createCollection,
  deleteCollection,
  listAdminCollections,
  listValues,
  removeProductsFromCollection,
  updateCollection,
} from './collections.service'
import { idParams } from './schemas'
import { selectionQuery } from './selection'

export const valueListQuery = (defaultLimit: number) =>
  listQuerySchema({
    defaultLimit,
    orderable: ['created_at', 'updated_at', 'value', 'id'],
    // Types and tags have no relations: any `expand` is refused.
    allowExpand: contractExpand('product_tag'),
    filters: {
      value: oneOrMany(z.string()).optional(),
      id: oneOrMany(z.string()).optional(),
      discount_condition_id: z.string().optional(),
    },
  })

export const collectionListQuery = listQuerySchema({
  defaultLimit: 10,
  orderable: ['created_at', 'updated_at', 'title', 'handle', 'id'],
  allowExpand: contractExpand('collection'),
  filters: {
    title: z.string().optional(),
    // A string in Medusa's admin list; one or many here, as the store list takes it.
    handle: oneOrMany(z.string()).optional(),
    discount_condition_id: z.string().optional(),
  },
})

/** `parent_category_id=null` asks for root categories. */
const parentFilter = z.string().transform((v) => (v === 'null' || v === '' ? null : v))

const categoryFilters = {
  handle: z.string().optional(),
  parent_category_id: parentFilter.optional(),
  include_descendants_tree: booleanString.optional(),
}
const categoryListOptions = {
  defaultLimit: 100,
  orderable: ['rank', 'name', 'handle', 'created_at', 'updated_at', 'id'],
  defaultOrder: 'rank',
  dateFields: [],
  allowExpand: contractExpand('category', CATEGORY_EXPANDABLE),
}
export const storeCategoryListQuery = listQuerySchema({ ...categoryListOptions, filters: categoryFilters })
const adminCategoryListQuery = listQuerySchema({
  ...categoryListOptions,
  filters: { ...categoryFilters, is_internal: booleanString.optional(), is_active: booleanString.optional() },
})

export const categoryRetrieveQuery = selectionQuery(categorySpec, {
  include_descendants_tree: booleanString.optional(),
})

/** A collection is answered with its products; other relations are accepted and left out. */
export const collectionQuery = contractRetrieveQuery('collection')

export function registerAdminTaxonomyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/product-types', { schema: { querystring: valueListQuery(20) } }, async (req) => {
    const [product_types, count] = await listValues(ctx.db, productType, req.query)
    return { product_types, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.get('/admin/product-tags', { schema: { querystring: valueListQuery(10) } }, async (req) => {
    const [product_tags, count] = await listValues(ctx.db, productTag, req.query)
    return { product_tags, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.get('/admin/collections', { schema: { querystring: collectionListQuery } }, async (req) => {
    const [collections, count] = await listAdminCollections(ctx.db, req.query)
    return { collections, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post('/admin/collections', { schema: { body: collectionCreateBody } }, async (req) => ({
    collection: await collectionWithProducts(ctx.db, await createCollection(ctx, req.body)),
  }))
  r.get(
    '/admin/collections/:id',
    { schema: { params: idParams, querystring: collectionQuery } },
    async (req) => ({
      collection: await collectionWithProducts(ctx.db, req.params.id),
    }),
  )
  r.post(
    '/admin/collections/:id',
    { schema: { params: idParams, body: collectionUpdateBody } },
    async (req) => {
      await updateCollection(ctx, req.params.id, req.body)
      return { collection: await collectionWithProducts(ctx.db, req.params.id) }
    },
  )
  r.delete('/admin/collections/:id', { schema: { params: idParams } }, async (req) =>
    deleteCollection(ctx, req.params.id),
  )
  r.post(
    '/admin/collections/:id/products/batch',
    { schema: { params: idParams, body: productIdsBody } },
    async (req) => {
      await addProductsToCollection(ctx, req.params.id, req.body.product_ids)
      return { collection: await collectionWithProducts(ctx.db, req.params.id) }
    },
  )
  r.delete(
    '/admin/collections/:id/products/batch',
    { schema: { params: idParams, body: productIdsBody } },
    async (req) => removeProductsFromCollection(ctx, req.params.id, req.body.product_ids),
  )

  r.get('/admin/product-categories', { schema: { querystring: adminCategoryListQuery } }, async (req) => {
    const { product_categories, count } = await listCategories(ctx.db, req.query)
    return { product_categories, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post(
    '/admin/product-categories',
    { schema: { body: categoryCreateBody, querystring: categoryRetrieveQuery } },
    async (req) => ({
      product_category: await retrieveCategory(ctx.db, await createCategory(ctx, req.body), req.query),
    }),
  )
  r.get(
    '/admin/product-categories/:id',
    { schema: { params: idParams, querystring: categoryRetrieveQuery } },
    async (req) => ({ product_category: await retrieveCategory(ctx.db, req.params.id, req.query) }),
  )
  r.post(
    '/admin/product-categories/:id',
    { schema: { params: idParams, body: categoryUpdateBody, querystring: categoryRetrieveQuery } },
    async (req) => {
      await updateCategory(ctx, req.params.id, req.body)
      return { product_category: await retrieveCategory(ctx.db, req.params.id, req.query) }
    },
  )
  r.delete('/admin/product-categories/:id', { schema: { params: idParams } }, async (req) =>
    deleteCategory(ctx, req.params.id),
  )
  r.post(
    '/admin/product-categories/:id/products/batch',
    { schema: { params: idParams, body: categoryProductsBody, querystring: categoryRetrieveQuery } },
    async (req) => {
      await addCategoryProducts(
        ctx,
        req.params.id,
        req.body.product_ids.map((p) => p.id),
      )
      return { product_category: await retrieveCategory(ctx.db, req.params.id, req.query) }
    },
  )
  r.delete(
    '/admin/product-categories/:id/products/batch',
    { schema: { params: idParams, body: categoryProductsBody, querystring: categoryRetrieveQuery } },
    async (req) => {
      await removeCategoryProducts(
        ctx,
        req.params.id,
        req.body.product_ids.map((p) => p.id),
      )
      return { product_category: await retrieveCategory(ctx.db, req.params.id, req.query) }
    },
  )
}
