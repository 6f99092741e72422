import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams, metadataSchema } from '../../http/route-helpers'
import { STOCK_LOCATION_RELATIONS } from './stock-locations.queries'
import {
  createStockLocation,
  deleteStockLocation,
  listStockLocations,
  retrieveStockLocation,
  updateStockLocation,
} from './stock-locations.service'

const countryCode = z.string().regex(/^[a-zA-Z]{2}$/, 'must be a two-letter ISO 3166 code')
const optionalText = z.string().nullable().optional()
const addressFields = {
  address_2: optionalText,
  company: optionalText,
  city: optionalText,
  phone: optionalText,
  postal_code: optionalText,
  province: optionalText,
  metadata: metadataSchema.optional(),
}
const newAddress = z.strictObject({
  address_1: z.string().min(1),
  country_code: countryCode,
  ...addressFields,
})
// On update an existing address may be changed field by field.
const addressPatch = z.strictObject({
  address_1: z.string().min(1).optional(),
  country_code: countryCode.optional(),
  ...addressFields,
})

const createBody = z.strictObject({
  name: z.string().trim().min(1),
  address_id: z.string().min(1).optional(),
  address: newAddress.optional(),
  metadata: metadataSchema.optional(),
})
const updateBody = z.strictObject({
  name: z.string().trim().min(1).optional(),
  address_id: z.string().min(1).optional(),
  address: addressPatch.optional(),
  metadata: metadataSchema.optional(),
})

const listQuery = listQuerySchema({
  defaultLimit: 20,
  orderable: ['created_at', 'updated_at', 'name'],
  allowExpand: contractExpand('stock_location', STOCK_LOCATION_RELATIONS),
  filters: { id: oneOrMany(z.string()).optional(), name: oneOrMany(z.string()).optional() },
})
const oneQuery = contractRetrieveQuery('stock_location', STOCK_LOCATION_RELATIONS)

export function registerStockLocationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/stock-locations', { schema: { querystring: listQuery } }, async (req) => {
    const { stock_locations, count } = await listStockLocations(ctx, req.query)
    return { stock_locations, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post('/admin/stock-locations', { schema: { body: createBody, querystring: oneQuery } }, async (req) => ({
    stock_location: await createStockLocation(ctx, req.body, req.query),
  }))
  r.get(
    '/admin/stock-locations/:id',
    { schema: { params: idParams, querystring: oneQuery } },
    async (req) => ({ stock_location: await retrieveStockLocation(ctx, req.params.id, req.query) }),
  )
  r.post(
    '/admin/stock-locations/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => ({ stock_location: await updateStockLocation(ctx, req.params.id, req.body, req.query) }),
  )
  r.delete('/admin/stock-locations/:id', { schema: { params: idParams } }, async (req) =>
    deleteStockLocation(ctx, req.params.id),
  )
}
