import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerDraftOrderRoutes } from './admin.routes'

/** Draft orders: admin-built carts of type `draft_order`, marked paid into orders. */
export function registerDraftOrders(app: FastifyInstance, ctx: AppContext) {
  registerDraftOrderRoutes(app, ctx)
}
