import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand, contractRetrieveQuery } from '../../http/contract-relations'
import { listQuerySchema, oneOrMany } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { TAX_RATE_RELATIONS } from './tax-rates.queries'
import {
  type TaxRateLink,
  batchTaxRateLinks,
  createTaxRate,
  deleteTaxRate,
  listTaxRates,
  retrieveTaxRate,
  updateTaxRate,
} from './tax-rates.service'
import { idParams, metadataSchema, numberFilter } from '../../http/route-helpers'

const rate = z.number().min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100')
const ids = z.array(z.string().min(1))

const createBody = z.strictObject({
  code: z.string().min(1),
  name: z.string().min(1),
  region_id: z.string().min(1),
  rate: rate.nullable().optional(),
  products: ids.optional(),
  shipping_options: ids.optional(),
  product_types: ids.optional(),
  metadata: metadataSchema.optional(),
})

const updateBody = z.strictObject({
  code: z.string().min(1).optional(),
  name: z.string().min(1).optional(),
  region_id: z.string().min(1).optional(),
  rate: rate.nullable().optional(),
  products: ids.optional(),
  shipping_options: ids.optional(),
  product_types: ids.optional(),
  metadata: metadataSchema.optional(),
})

const listQuery = listQuerySchema({
  defaultLimit: 50,
  orderable: ['created_at', 'updated_at', 'name', 'code', 'rate'],
  allowExpand: contractExpand('tax_rate', TAX_RATE_RELATIONS),
  filters: {
    name: z.string().optional(),
    region_id: oneOrMany(z.string()).optional(),
    code: z.string().optional(),
    rate: numberFilter.optional(),
  },
})
const oneQuery = contractRetrieveQuery('tax_rate', TAX_RATE_RELATIONS)

const BATCH: Array<{ path: string; kind: TaxRateLink }> = [
  { path: 'products', kind: 'products' },
  { path: 'product-types', kind: 'product_types' },
  { path: 'shipping-options', kind: 'shipping_options' },
]

export function registerTaxRateRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/tax-rates', { schema: { querystring: listQuery } }, async (req) => {
    const { tax_rates, count } = await listTaxRates(ctx, req.query)
    return { tax_rates, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post('/admin/tax-rates', { schema: { body: createBody, querystring: oneQuery } }, async (req) => ({
    tax_rate: await createTaxRate(ctx, req.body, req.query),
  }))
  r.get('/admin/tax-rates/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) => ({
    tax_rate: await retrieveTaxRate(ctx, req.params.id, req.query),
  }))
  r.post(
    '/admin/tax-rates/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => ({ tax_rate: await updateTaxRate(ctx, req.params.id, req.body, req.query) }),
  )
  r.delete('/admin/tax-rates/:id', { schema: { params: idParams } }, async (req) =>
    deleteTaxRate(ctx, req.params.id),
  )

  for (const { path, kind } of BATCH) {
    const body = z.strictObject({ [kind]: ids }) as unknown as z.ZodType<Record<TaxRateLink, string[]>>
    const url = `/admin/tax-rates/:id/${path}/batch`
    const schema = { params: idParams, body, querystring: oneQuery }
    r.post(url, { schema }, async (req) => ({
      tax_rate: await batchTaxRateLinks(ctx, req.params.id, kind, req.body[kind], 'add', req.query),
    }))
    r.delete(url, { schema }, async (req) => ({
      tax_rate: await batchTaxRateLinks(ctx, req.params.id, kind, req.body[kind], 'remove', req.query),
    }))
  }
}
