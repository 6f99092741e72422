import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractExpandParam, contractRetrieveQuery } from '../../http/contract-relations'
import { booleanString, listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams, metadataSchema, numberFilter } from '../../http/route-helpers'
import { INVENTORY_ITEM_RELATIONS } from './inventory-items.queries'
import {
  createInventoryItem,
  deleteInventoryItem,
  listInventoryItems,
  retrieveInventoryItem,
  updateInventoryItem,
} from './inventory-items.service'
import {
  createLocationLevel,
  deleteLocationLevel,
  listLocationLevels,
  updateLocationLevel,
} from './location-levels.service'

const text = z.string().nullable().optional()
const dimension = z.number().int('must be an integer').min(0, 'must be zero or greater').nullable().optional()
const itemFields = {
  sku: text,
  hs_code: text,
  origin_country: text,
  mid_code: text,
  material: text,
  weight: dimension,
  length: dimension,
  height: dimension,
  width: dimension,
  title: text,
  description: text,
  thumbnail: text,
  metadata: metadataSchema.optional(),
}
const createBody = z.strictObject({
  variant_id: z.string().min(1),
  ...itemFields,
})
const updateBody = z.strictObject({ ...itemFields, requires_shipping: z.boolean().optional() })

const quantity = z.number().int('must be an integer').min(0, 'must be zero or greater')
const createLevelBody = z.strictObject({
  location_id: z.string().min(1),
  stocked_quantity: quantity,
  incoming_quantity: quantity.optional(),
  metadata: metadataSchema.optional(),
})
const updateLevelBody = z.strictObject({
  stocked_quantity: quantity.optional(),
  incoming_quantity: quantity.optional(),
  metadata: metadataSchema.optional(),
})
const levelParams = z.strictObject({ id: z.string().min(1), location_id: z.string().min(1) })

const many = oneOrMany(z.string()).optional()
const listQuery = listQuerySchema({
  defaultLimit: 20,
  orderable: ['created_at', 'updated_at', 'sku', 'title'],
  allowExpand: contractExpand('inventory_item', INVENTORY_ITEM_RELATIONS),
  filters: {
    id: many,
    location_id: many,
    sku: many,
    origin_country: many,
    mid_code: many,
    material: many,
    hs_code: many,
    weight: numberFilter.optional(),
    length: numberFilter.optional(),
    height: numberFilter.optional(),
    width: numberFilter.optional(),
    requires_shipping: booleanString.optional(),
    low_stock: z.coerce.number().int('must be an integer').optional(),
  },
})
const oneQuery = contractRetrieveQuery('inventory_item', INVENTORY_ITEM_RELATIONS)

export function registerInventoryItemRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/inventory-items', { schema: { querystring: listQuery } }, async (req) => {
    const { inventory_items, count } = await listInventoryItems(ctx, req.query)
    return { inventory_items, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post('/admin/inventory-items', { schema: { body: createBody, querystring: oneQuery } }, async (req) => ({
    inventory_item: await createInventoryItem(ctx, req.body, req.query),
  }))
  r.get(
    '/admin/inventory-items/:id',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => ({ inventory_item: await retrieveInventoryItem(ctx, req.params.id, req.query) }),
  )
  r.post(
    '/admin/inventory-items/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => ({ inventory_item: await updateInventoryItem(ctx, req.params.id, req.body, req.query) }),
  )
  r.delete('/admin/inventory-items/:id', { schema: { params: idParams } }, async (req) =>
    deleteInventoryItem(ctx, req.params.id),
  )

  r.get(
    '/admin/inventory-items/:id/location-levels',
    {
      schema: {
        params: idParams,
        querystring: z.strictObject({
          location_id: many,
          expand: contractExpandParam('inventory_item').optional(),
          fields: z.string().optional(),
        }),
      },
    },
    async (req) => ({ inventory_item: await listLocationLevels(ctx, req.params.id, req.query.location_id) }),
  )
  r.post(
    '/admin/inventory-items/:id/location-levels',
    { schema: { params: idParams, body: createLevelBody, querystring: oneQuery } },
    async (req) => ({ inventory_item: await createLocationLevel(ctx, req.params.id, req.body, req.query) }),
  )
  r.post(
    '/admin/inventory-items/:id/location-levels/:location_id',
    { schema: { params: levelParams, body: updateLevelBody, querystring: oneQuery } },
    async (req) => ({
      inventory_item: await updateLocationLevel(
        ctx,
        req.params.id,
        req.params.location_id,
        req.body,
        req.query,
      ),
    }),
  )
  r.delete(
    '/admin/inventory-items/:id/location-levels/:location_id',
    { schema: { params: levelParams, querystring: oneQuery } },
    async (req) => ({
      inventory_item: await deleteLocationLevel(ctx, req.params.id, req.params.location_id, req.query),
    }),
  )
}
