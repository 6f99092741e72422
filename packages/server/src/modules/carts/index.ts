import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerCartRoutes } from './cart.routes'

/** Store carts: create, read and change carts, line items, shipping methods, discounts, gift cards. */
export function registerCarts(app: FastifyInstance, ctx: AppContext) {
  registerCartRoutes(app, ctx)
}
