import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { registerAnalytics } from './analytics/admin.routes'
import { registerCustomers } from './customers'
import { registerStoreSettings } from './store-settings'
import { registerUsersAuth } from './users-auth'

/** Every bounded context registers its routes here. */
export function registerModules(app: FastifyInstance, ctx: AppContext) {
  registerUsersAuth(app, ctx)
  registerStoreSettings(app, ctx)
  registerAnalytics(app, ctx)
  registerCustomers(app, ctx)
}
