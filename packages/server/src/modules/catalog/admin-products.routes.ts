import {
  adminProductListFilters,
  metadataBody,
  optionBody,
  productCreateBody,
  productListFilters,
  productUpdateBody,
  variantCreateBody,
  variantUpdateBody,
} from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand } from '../../http/contract-relations'
import { booleanString, listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import {
  PRODUCT_EXPANDABLE,
  VARIANT_EXPANDABLE,
  adminProductJson,
  adminProductSpec,
  listAdminProducts,
  listAdminVariants,
  retrieveAdminVariant,
} from './admin-read'
import { allTypes, tagUsage } from './collections.service'
import { PRODUCT_ORDERABLE } from './product-queries'
import { createProduct, deleteProduct, setProductMetadata, updateProduct } from './products.service'
import { idParams } from './schemas'
import { parseSelection, retrieveQuery, selectionQuery } from './selection'
import {
  addOption,
  createVariant,
  deleteOption,
  deleteVariantById,
  updateOption,
  updateVariantById,
} from './variants.service'

/** The store's product list shares these filters. */
export const productFilters = productListFilters

const listProductsQuery = listQuerySchema({
  defaultLimit: 50,
  orderable: PRODUCT_ORDERABLE,
  allowExpand: contractExpand('product', PRODUCT_EXPANDABLE),
  filters: adminProductListFilters,
})

const inventoryQuantity = z.union([
  z.coerce.number(),
  z.strictObject({
    lt: z.coerce.number().optional(),
    gt: z.coerce.number().optional(),
    lte: z.coerce.number().optional(),
    gte: z.coerce.number().optional(),
  }),
])

export const variantFilters = {
  id: oneOrMany(z.string()).optional(),
  manage_inventory: booleanString.optional(),
  allow_backorder: booleanString.optional(),
  title: z.string().optional(),
  inventory_quantity: inventoryQuantity.optional(),
}
export const VARIANT_ORDERABLE = [
  'created_at',
  'updated_at',
  'title',
  'sku',
  'variant_rank',
  'inventory_quantity',
  'id',
]

const listVariantsQuery = listQuerySchema({
  defaultLimit: 20,
  orderable: VARIANT_ORDERABLE,
  allowExpand: contractExpand('variant', VARIANT_EXPANDABLE),
  filters: {
    ...variantFilters,
    cart_id: z.string().optional(),
    region_id: z.string().optional(),
    currency_code: z.string().optional(),
    customer_id: z.string().optional(),
  },
})

const productVariantsQuery = listQuerySchema({
  defaultLimit: 100,
  orderable: VARIANT_ORDERABLE,
  defaultOrder: 'variant_rank',
  allowExpand: contractExpand('variant', VARIANT_EXPANDABLE),
  filters: variantFilters,
})

/** Refuses a bad `expand`/`fields` before a create or update writes anything. */
const productQuery = selectionQuery(adminProductSpec)

const optionParams = z.strictObject({ id: z.string().min(1), option_id: z.string().min(1) })
const variantParams = z.strictObject({ id: z.string().min(1), variant_id: z.string().min(1) })

export function registerAdminProductRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const product = (id: string, q: { expand?: string[] | undefined; fields?: string[] | undefined } = {}) =>
    adminProductJson(ctx, id, parseSelection(q, adminProductSpec))

  r.get('/admin/products', { schema: { querystring: listProductsQuery } }, async (req, reply) => {
    // The products are JSON texts already: the envelope is written around them, not re-serialised.
    return reply.type('application/json; charset=utf-8').send(await listAdminProducts(ctx, req.query))
  })
  r.post(
    '/admin/products',
    { schema: { body: productCreateBody, querystring: productQuery } },
    async (req) => ({
      product: await product(await createProduct(ctx, req.body), req.query),
    }),
  )
  r.get('/admin/products/tag-usage', async () => ({ tags: await tagUsage(ctx.db) }))
  r.get('/admin/products/types', async () => ({ types: await allTypes(ctx.db) }))
  r.get('/admin/products/:id', { schema: { params: idParams, querystring: productQuery } }, async (req) => ({
    product: await product(req.params.id, req.query),
  }))
  r.post(
    '/admin/products/:id',
    { schema: { params: idParams, body: productUpdateBody, querystring: productQuery } },
    async (req) => {
      await updateProduct(ctx, req.params.id, req.body, {
        mayDelete: req.actor.staff?.actions.has('deletions') ?? true,
      })
      return { product: await product(req.params.id, req.query) }
    },
  )
  r.delete('/admin/products/:id', { schema: { params: idParams } }, async (req) =>
    deleteProduct(ctx, req.params.id),
  )
  r.post(
    '/admin/products/:id/metadata',
    { schema: { params: idParams, body: metadataBody } },
    async (req) => {
      await setProductMetadata(ctx, req.params.id, req.body.key, req.body.value)
      return { product: await product(req.params.id) }
    },
  )

  r.post('/admin/products/:id/options', { schema: { params: idParams, body: optionBody } }, async (req) => {
    await addOption(ctx, req.params.id, req.body.title)
    return { product: await product(req.params.id) }
  })
  r.post(
    '/admin/products/:id/options/:option_id',
    { schema: { params: optionParams, body: optionBody } },
    async (req) => {
      await updateOption(ctx, req.params.id, req.params.option_id, req.body.title)
      return { product: await product(req.params.id) }
    },
  )
  r.delete('/admin/products/:id/options/:option_id', { schema: { params: optionParams } }, async (req) => {
    await deleteOption(ctx, req.params.id, req.params.option_id)
    return {
      option_id: req.params.option_id,
      object: 'option',
      deleted: true,
      product: await product(req.params.id),
    }
  })

  r.get(
    '/admin/products/:id/variants',
    { schema: { params: idParams, querystring: productVariantsQuery } },
    async (req) => {
      const { variants, count } = await listAdminVariants(ctx, req.query, req.params.id)
      return { variants, count, offset: req.query.offset, limit: req.query.limit }
    },
  )
  r.post(
    '/admin/products/:id/variants',
    { schema: { params: idParams, body: variantCreateBody } },
    async (req) => {
      await createVariant(ctx, req.params.id, req.body)
      return { product: await product(req.params.id) }
    },
  )
  r.post(
    '/admin/products/:id/variants/:variant_id',
    { schema: { params: variantParams, body: variantUpdateBody } },
    async (req) => {
      await updateVariantById(ctx, req.params.id, req.params.variant_id, req.body)
      return { product: await product(req.params.id) }
    },
  )
  r.delete('/admin/products/:id/variants/:variant_id', { schema: { params: variantParams } }, async (req) => {
    await deleteVariantById(ctx, req.params.id, req.params.variant_id)
    return {
      variant_id: req.params.variant_id,
      object: 'product-variant',
      deleted: true,
      product: await product(req.params.id),
    }
  })

  r.get('/admin/variants', { schema: { querystring: listVariantsQuery } }, async (req) => {
    const { variants, count } = await listAdminVariants(ctx, req.query)
    return { variants, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.get('/admin/variants/:id', { schema: { params: idParams, querystring: retrieveQuery } }, async (req) => ({
    variant: await retrieveAdminVariant(ctx, req.params.id, req.query),
  }))
}
