import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerOptionRoutes } from './options.routes'
import { registerProfileRoutes } from './profiles.routes'

/** Admin shipping profiles and options; the store's shipping-option routes live with carts. */
export function registerShipping(app: FastifyInstance, ctx: AppContext) {
  registerProfileRoutes(app, ctx)
  registerOptionRoutes(app, ctx)
}

export { findProfileOfType } from './profiles.service'
