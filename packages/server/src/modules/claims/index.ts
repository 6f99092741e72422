import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerClaimRoutes } from './claims.routes'

/** Claims: the back office's answer to damaged, wrong or missing goods (replace or refund). */
export function registerClaims(app: FastifyInstance, ctx: AppContext) {
  registerClaimRoutes(app, ctx)
}
