import { discountRule } from '@mercato/db'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { AppContext } from '../../context'
import type { ZodTypeProvider } from '../../http/type-provider'
import { idParams, project } from '../../http/route-helpers'
import { discountResponse } from './admin.routes'
import { resourcesOf } from './conditions'
import {
  addCondition,
  batchConditionResources,
  changeCondition,
  deleteCondition,
  discountAndCondition,
} from './conditions.service'
import { batchBody, conditionBody, conditionQuery, conditionUpdateBody, oneQuery } from './schemas'

const conditionParams = z.strictObject({ id: z.string().min(1), condition_id: z.string().min(1) })

export function registerConditionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = '/admin/discounts/:id/conditions'

  r.post(base, { schema: { params: idParams, body: conditionBody, querystring: oneQuery } }, async (req) => {
    await addCondition(ctx, req.params.id, req.body)
    return discountResponse(ctx, req.params.id, req.query)
  })

  // Default: the condition with its rule; `expand=products` (or another type) adds its resources.
  r.get(
    `${base}/:condition_id`,
    { schema: { params: conditionParams, querystring: conditionQuery } },
    async (req) => {
      const { condition } = await discountAndCondition(ctx.db, req.params.id, req.params.condition_id)
      const relations = new Set(req.query.expand ?? ['discount_rule'])
      const [rule] = relations.has('discount_rule')
        ? await ctx.db.select().from(discountRule).where(eq(discountRule.id, condition.discount_rule_id))
        : []
      const resources = (await resourcesOf(ctx.db, [condition], relations)).get(condition.id)
      const out = {
        ...condition,
        ...(relations.has('discount_rule') ? { discount_rule: rule ?? null } : {}),
        ...(relations.has(condition.type) ? { [condition.type]: resources ?? [] } : {}),
      }
      return { discount_condition: project(out, req.query.fields, relations) }
    },
  )

  r.post(
    `${base}/:condition_id`,
    { schema: { params: conditionParams, body: conditionUpdateBody, querystring: oneQuery } },
    async (req) => {
      await changeCondition(ctx, req.params.id, req.params.condition_id, req.body)
      return discountResponse(ctx, req.params.id, req.query)
    },
  )

  r.delete(
    `${base}/:condition_id`,
    { schema: { params: conditionParams, querystring: oneQuery } },
    async (req) => {
      const deleted = await deleteCondition(ctx, req.params.id, req.params.condition_id)
      return { ...deleted, ...(await discountResponse(ctx, req.params.id, req.query)) }
    },
  )

  for (const method of ['post', 'delete'] as const) {
    r[method](
      `${base}/:condition_id/batch`,
      { schema: { params: conditionParams, body: batchBody, querystring: oneQuery } },
      async (req) => {
        await batchConditionResources(
          ctx,
          req.params.id,
          req.params.condition_id,
          req.body.resources.map((x) => x.id),
          method === 'post',
        )
        return discountResponse(ctx, req.params.id, req.query)
      },
    )
  }
}
