import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerStoreLookupRoutes } from './store-lookups.routes'
import { registerOrderStoreRoutes } from './store.routes'

export { orderJsonById, ordersJson } from './load'

/** Store side of orders: retrieve, look up, claim, a customer's orders; shipping options and gift cards. */
export function registerOrders(app: FastifyInstance, ctx: AppContext) {
  registerOrderStoreRoutes(app, ctx)
  registerStoreLookupRoutes(app, ctx)
}
