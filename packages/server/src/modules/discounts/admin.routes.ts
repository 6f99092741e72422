import { normalizeDiscountCode, notFound } from '@mercato/domain'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { type RetrieveQuery, idParams, relationsOf } from '../../http/route-helpers'
import {
  DEFAULT_DISCOUNT_RELATIONS,
  type DiscountRow,
  decorateDiscounts,
  findDiscount,
  findDiscountByCode,
  listDiscountRows,
} from './queries'
import { createBody, dynamicCodeBody, listQuery, oneQuery, updateBody } from './schemas'
import {
  changeRegion,
  createDiscount,
  createDynamicCode,
  deleteDiscount,
  deleteDynamicCode,
  discountNotFound,
  updateDiscount,
} from './service'

const codeParams = z.strictObject({ code: z.string().min(1) })
const idCodeParams = z.strictObject({ id: z.string().min(1), code: z.string().min(1) })
const regionParams = z.strictObject({ id: z.string().min(1), region_id: z.string().min(1) })

/** `{discount}` with the admin default relations (parent_discount, regions, rule.conditions) or `expand`. */
export async function discountResponse(ctx: AppContext, row: DiscountRow | string, q: RetrieveQuery = {}) {
  const found = typeof row === 'string' ? await findDiscount(ctx.db, row) : row
  if (!found) throw discountNotFound(row as string)
  const [discount] = await decorateDiscounts(
    ctx.db,
    [found],
    relationsOf(q.expand, DEFAULT_DISCOUNT_RELATIONS),
    q.fields,
  )
  return { discount }
}

export function registerDiscountRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()

  r.get('/admin/discounts', { schema: { querystring: listQuery } }, async (req) => {
    const [rows, count] = await listDiscountRows(ctx.db, req.query)
    const discounts = await decorateDiscounts(
      ctx.db,
      rows,
      relationsOf(req.query.expand, DEFAULT_DISCOUNT_RELATIONS),
      req.query.fields,
    )
    return { discounts, count, offset: req.query.offset, limit: req.query.limit }
  })

  r.post('/admin/discounts', { schema: { body: createBody, querystring: oneQuery } }, async (req) =>
    discountResponse(ctx, await createDiscount(ctx, req.body), req.query),
  )

  r.get(
    '/admin/discounts/code/:code',
    { schema: { params: codeParams, querystring: oneQuery } },
    async (req) => {
      const row = await findDiscountByCode(ctx.db, req.params.code)
      if (!row) throw notFound(`Discount with code ${normalizeDiscountCode(req.params.code)} was not found`)
      return discountResponse(ctx, row, req.query)
    },
  )

  r.get('/admin/discounts/:id', { schema: { params: idParams, querystring: oneQuery } }, async (req) =>
    discountResponse(ctx, req.params.id, req.query),
  )

  r.post(
    '/admin/discounts/:id',
    { schema: { params: idParams, body: updateBody, querystring: oneQuery } },
    async (req) => discountResponse(ctx, await updateDiscount(ctx, req.params.id, req.body), req.query),
  )

  r.delete('/admin/discounts/:id', { schema: { params: idParams } }, async (req) =>
    deleteDiscount(ctx, req.params.id),
  )

  // Answers with the new code (Medusa does the same).
  r.post(
    '/admin/discounts/:id/dynamic-codes',
    { schema: { params: idParams, body: dynamicCodeBody, querystring: oneQuery } },
    async (req) => discountResponse(ctx, await createDynamicCode(ctx, req.params.id, req.body), req.query),
  )

  // Answers with the parent discount.
  r.delete(
    '/admin/discounts/:id/dynamic-codes/:code',
    { schema: { params: idCodeParams, querystring: oneQuery } },
    async (req) => {
      await deleteDynamicCode(ctx, req.params.id, req.params.code)
      return discountResponse(ctx, req.params.id, req.query)
    },
  )

  for (const method of ['post', 'delete'] as const) {
    r[method](
      '/admin/discounts/:id/regions/:region_id',
      { schema: { params: regionParams, querystring: oneQuery } },
      async (req) => {
        await changeRegion(ctx, req.params.id, req.params.region_id, method === 'post')
        return discountResponse(ctx, req.params.id, req.query)
      },
    )
  }
}
