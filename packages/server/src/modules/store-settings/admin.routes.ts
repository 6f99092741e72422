import { storeUpdateSchema } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import { contractExpand } from '../../http/contract-relations'
import { booleanString, listQuerySchema } from '../../http/list-query'
import type { ZodTypeProvider } from '../../http/type-provider'
import { installedPaymentProviders, listCurrencies } from './queries'
import {
  addStoreCurrency,
  removeStoreCurrency,
  retrieveStore,
  taxProviders,
  updateCurrency,
  updateStore,
} from './service'

const currencyCode = z.string().regex(/^[a-zA-Z]{3}$/, 'must be a three-letter ISO 4217 code')
const codeParams = z.strictObject({ code: currencyCode })

const listCurrenciesQuery = listQuerySchema({
  allowExpand: contractExpand('currency'),
  defaultLimit: 20,
  orderable: ['code', 'name'],
  defaultOrder: 'code',
  dateFields: [],
  filters: { code: z.string().optional(), includes_tax: booleanString.optional() },
})

export function registerStoreSettingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/store', async () => ({ store: await retrieveStore(ctx) }))
  r.post('/admin/store', { schema: { body: storeUpdateSchema } }, async (req) => ({
    store: await updateStore(ctx, req.body),
  }))

  r.get('/admin/store/payment-providers', async () => ({
    payment_providers: await installedPaymentProviders(ctx.db),
  }))
  r.get('/admin/store/tax-providers', async () => ({ tax_providers: taxProviders() }))

  r.post('/admin/store/currencies/:code', { schema: { params: codeParams } }, async (req) => ({
    store: await addStoreCurrency(ctx, req.params.code),
  }))
  r.delete('/admin/store/currencies/:code', { schema: { params: codeParams } }, async (req) => ({
    store: await removeStoreCurrency(ctx, req.params.code),
  }))
  // medusa-js's admin.store.addCurrency posts here (contract decision: served as an alias).
  r.post('/admin/store/:code', { schema: { params: codeParams } }, async (req) => ({
    store: await addStoreCurrency(ctx, req.params.code),
  }))

  r.get('/admin/currencies', { schema: { querystring: listCurrenciesQuery } }, async (req) => {
    const [currencies, count] = await listCurrencies(ctx.db, req.query)
    return { currencies, count, offset: req.query.offset, limit: req.query.limit }
  })
  r.post(
    '/admin/currencies/:code',
    { schema: { params: codeParams, body: z.strictObject({ includes_tax: z.boolean().optional() }) } },
    async (req) => ({ currency: await updateCurrency(ctx, req.params.code, req.body) }),
  )
}
