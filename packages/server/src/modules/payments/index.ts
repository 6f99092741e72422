import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerPaymentRoutes } from './admin.routes'

/** Payments and payment collections in the back office. */
export function registerPayments(app: FastifyInstance, ctx: AppContext) {
  registerPaymentRoutes(app, ctx)
}
