import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerPublishableKeyRoutes } from './publishable-keys.routes'
import { registerSalesChannelRoutes } from './sales-channels.routes'

export function registerSalesChannels(app: FastifyInstance, ctx: AppContext) {
  registerSalesChannelRoutes(app, ctx)
  registerPublishableKeyRoutes(app, ctx)
}
