import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerOrderEditAdminRoutes } from './admin.routes'
import { registerOrderEditStoreRoutes } from './store.routes'

export { editJsonById, editsJsonByIds } from './queries'

/** Order edits: staff change an order's items, the shopper pays any difference and accepts or declines. */
export function registerOrderEdits(app: FastifyInstance, ctx: AppContext) {
  registerOrderEditAdminRoutes(app, ctx)
  registerOrderEditStoreRoutes(app, ctx)
}
