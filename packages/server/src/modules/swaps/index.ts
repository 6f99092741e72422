import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerAdminSwapRoutes } from './admin.routes'
import { registerStoreSwapRoutes } from './store.routes'

export { completeSwapCartIn } from './complete'

/** Swaps: created by staff or shoppers, paid through a swap cart, then fulfilled, shipped, settled. */
export function registerSwaps(app: FastifyInstance, ctx: AppContext) {
  registerAdminSwapRoutes(app, ctx)
  registerStoreSwapRoutes(app, ctx)
}
