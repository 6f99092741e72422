import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { REGION_RELATIONS } from './regions.queries'
import {
  addRegionCountry,
  changeRegionProvider,
  createRegion,
  deleteRegion,
  listRegions,
  regionFulfillmentOptions,
  removeRegionCountry,
  retrieveRegion,
  updateRegion,
} from './regions.service'
import { idParams, metadataSchema } from '../../http/route-helpers'

const currencyCode = z.string().regex(/^[a-zA-Z]{3}$/, 'must be a three-letter ISO 4217 code')
const countryCode = z.string().regex(/^[a-zA-Z]{2}$/, 'must be a two-letter ISO 3166 code')
const taxRate = z.number().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100')

const createBody = z.strictObject({
  name: z.string().min(1),
  currency_code: currencyCode,
  tax_code: z.string().optional(),
  tax_rate: taxRate,
  payment_providers: z.array(z.string().min(1)),
  fulfillment_providers: z.array(z.string().min(1)),
  countries: z.array(countryCode),
  includes_tax: z.boolean().optional(),
  metadata: metadataSchema.optional(),
})

const updateBody = z.strictObject({
  name: z.string().min(1).optional(),
  currency_code: currencyCode.optional(),
  automatic_taxes: z.boolean().optional(),
  gift_cards_taxable: z.boolean().optional(),
  tax_provider_id: z.string().nullable().optional(),
  tax_code: z.string().nullable().optional(),
  tax_rate: taxRate.optional(),
  includes_tax: z.boolean().optional(),
  payment_providers: z.array(z.string().min(1)).optional(),
  fulfillment_providers: z.array(z.string().min(1)).optional(),
  countries: z.array(countryCode).optional(),
  metadata: metadataSchema.optional(),
})

const adminListQuery = listQuerySchema({
  defaultLimit: 50,
  orderable: ['created_at', 'updated_at', 'name'],
  allowExpand: contractExpand('region', REGION_RELATIONS),
})
const storeListQuery = listQuerySchema({
  defaultLimit: 100,
  allowExpand: contractExpand('region', REGION_RELATIONS),
})
const oneQuery = contractRetrieveQuery('region', REGION_RELATIONS)
const countryParams = z.strictObject({ id: z.string().min(1), country_code: z.string().min(1) })
const providerParams = z.strictObject({ id: z.string().min(1), provider_id: z.string().min(1) })
const providerBody = z.strictObject({ provider_id: z.string().min(1) })

export function registerRegionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/regions', { schema: { querystring: adminListQuery } }, async (req) => {
    const { regions, count } = await listRegions(ctx, req.query)
    return { regions, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post('/admin/regions', { schema: { body: createBody, querystring: oneQuery } }, async (req) => ({
    region: await createRegion(ctx, req.body, req.query),
  }))
  r.get('/admin/regions/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) => ({
    region: await retrieveRegion(ctx, req.params.id, req.query),
  }))
  r.post(
    '/admin/regions/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => ({ region: await updateRegion(ctx, req.params.id, req.body, req.query) }),
  )
  r.delete('/admin/regions/:id', { schema: { params: idParams } }, async (req) =>
    deleteRegion(ctx, req.params.id),
  )

  r.post(
    '/admin/regions/:id/countries',
    {
      schema: {
        params: idParams,
        body: z.strictObject({ country_code: countryCode }),
        querystring: oneQuery,
      },
    },
    async (req) => ({ region: await addRegionCountry(ctx, req.params.id, req.body.country_code, req.query) }),
  )
  r.delete(
    '/admin/regions/:id/countries/:country_code',
    { schema: { params: countryParams, querystring: oneQuery } },
    async (req) => ({
      region: await removeRegionCountry(ctx, req.params.id, req.params.country_code, req.query),
    }),
  )

  r.get('/admin/regions/:id/fulfillment-options', { schema: { params: idParams } }, async (req) => ({
    fulfillment_options: await regionFulfillmentOptions(ctx, req.params.id),
  }))

  for (const kind of ['payment', 'fulfillment'] as const) {
    r.post(
      `/admin/regions/:id/${kind}-providers`,
      { schema: { params: idParams, body: providerBody, querystring: oneQuery } },
      async (req) => ({
        region: await changeRegionProvider(ctx, req.params.id, kind, req.body.provider_id, 'add', req.query),
      }),
    )
    r.delete(
      `/admin/regions/:id/${kind}-providers/:provider_id`,
      { schema: { params: providerParams, querystring: oneQuery } },
      async (req) => ({
        region: await changeRegionProvider(
          ctx,
          req.params.id,
          kind,
          req.params.provider_id,
          'remove',
          req.query,
        ),
      }),
    )
  }

  // Storefront: the same shape, no credentials needed.
  r.get('/store/regions', { schema: { querystring: storeListQuery } }, async (req) => {
    const { regions, count } = await listRegions(ctx, req.query)
    return { regions, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.get('/store/regions/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) => ({
    region: await retrieveRegion(ctx, req.params.id, req.query),
  }))
}
