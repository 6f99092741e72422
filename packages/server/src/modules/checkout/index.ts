import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerCartCheckoutRoutes } from './cart-checkout.routes'
import { registerPaymentCollectionRoutes } from './payment-collections.routes'

export { registerPaymentProvider, type PaymentProvider } from './providers/payment'
export { registerFulfillmentProvider, type FulfillmentProvider } from './providers/fulfillment'

/** Payment sessions, cart completion (orders placed) and store payment collections. */
export function registerCheckout(app: FastifyInstance, ctx: AppContext) {
  registerCartCheckoutRoutes(app, ctx)
  registerPaymentCollectionRoutes(app, ctx)
}
