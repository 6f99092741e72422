import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerDiscountRoutes } from './admin.routes'
import { registerConditionRoutes } from './conditions.routes'

/** Admin discounts (§2.1, §4.4). Carts apply them with the helpers of @mercato/domain (discounts.ts). */
export function registerDiscounts(app: FastifyInstance, ctx: AppContext) {
  registerDiscountRoutes(app, ctx)
  registerConditionRoutes(app, ctx)
}
