import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerGiftCardRoutes } from './admin.routes'

/** Admin gift cards. The store's GET /store/gift-cards/{code} lives with carts. */
export function registerGiftCards(app: FastifyInstance, ctx: AppContext) {
  registerGiftCardRoutes(app, ctx)
}

export { findGiftCardByCode } from './queries'
export { generateGiftCardCode } from './service'
