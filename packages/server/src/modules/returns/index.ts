import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerReturnReasonRoutes } from './reasons.routes'

/** Returns: for now the return reasons (admin CRUD, store reads). */
export function registerReturns(app: FastifyInstance, ctx: AppContext) {
  registerReturnReasonRoutes(app, ctx)
}

export { findReason } from './reasons.service'
