import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerCustomerGroupRoutes } from './customer-groups.routes'
import { registerPriceListRoutes } from './price-lists.routes'

export function registerPricing(app: FastifyInstance, ctx: AppContext) {
  registerPriceListRoutes(app, ctx)
  registerCustomerGroupRoutes(app, ctx)
}
