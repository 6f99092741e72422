import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerReturnReasonRoutes } from './reasons.routes'
import { registerReturnRoutes } from './routes'

/** Returns: requesting, receiving and canceling them, and the return reasons. */
export function registerReturns(app: FastifyInstance, ctx: AppContext) {
  registerReturnReasonRoutes(app, ctx)
  registerReturnRoutes(app, ctx)
}

export { findReason } from './reasons.service'
export { cancelReturnFor, requestReturnFor } from './requests'
