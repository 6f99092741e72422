import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerCustomerAdminRoutes } from './admin.routes'
import { registerCustomerStoreRoutes } from './store.routes'

export { accountBySession, accountWithRevocation } from './queries'

export function registerCustomers(app: FastifyInstance, ctx: AppContext) {
  registerCustomerStoreRoutes(app, ctx)
  registerCustomerAdminRoutes(app, ctx)
}
