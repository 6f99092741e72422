import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import { registerInventoryItemRoutes } from './inventory-items.routes'
import { registerReservationRoutes } from './reservations.routes'
import { registerStockLocationRoutes } from './stock-locations.routes'
import { registerVariantInventoryRoute } from './variant-inventory'

export function registerInventory(app: FastifyInstance, ctx: AppContext) {
  registerStockLocationRoutes(app, ctx)
  registerInventoryItemRoutes(app, ctx)
  registerReservationRoutes(app, ctx)
  registerVariantInventoryRoute(app, ctx)
}
