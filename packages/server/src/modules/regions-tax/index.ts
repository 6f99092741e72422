import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerRegionRoutes } from './regions.routes'
import { registerTaxRateRoutes } from './tax-rates.routes'

export function registerRegionsTax(app: FastifyInstance, ctx: AppContext) {
  registerRegionRoutes(app, ctx)
  registerTaxRateRoutes(app, ctx)
}
