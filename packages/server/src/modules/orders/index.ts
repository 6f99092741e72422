import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerAdminOrderRoutes } from './admin.routes'
import { registerStoreLookupRoutes } from './store-lookups.routes'
import { registerOrderStoreRoutes } from './store.routes'

export { orderJsonById, ordersJson } from './load'

/** Orders: the store side (retrieve, look up, claim, a customer's orders) and the back office. */
export function registerOrders(app: FastifyInstance, ctx: AppContext) {
  registerOrderStoreRoutes(app, ctx)
  registerStoreLookupRoutes(app, ctx)
  registerAdminOrderRoutes(app, ctx)
}
