import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../context'
import { registerAnalytics } from './analytics/admin.routes'
import { registerApps } from './apps'
import { registerBatchJobs } from './batch-jobs'
import { registerCarts } from './carts'
import { registerCatalog } from './catalog'
import { registerCheckout } from './checkout'
import { registerClaims } from './claims'
import { registerCustomers } from './customers'
import { registerDiscounts } from './discounts'
import { registerDraftOrders } from './draft-orders'
import { registerGiftCards } from './gift-cards'
import { registerInventory } from './inventory'
import { registerNotes } from './notes'
import { registerNotifications } from './notifications'
import { registerOrderEdits } from './order-edits'
import { registerOrders } from './orders'
import { registerOverview } from './overview'
import { registerPayments } from './payments'
import { registerPricing } from './pricing'
import { registerRegionsTax } from './regions-tax'
import { registerReturns } from './returns'
import { registerSalesChannels } from './sales-channels'
import { registerShipping } from './shipping'
import { registerStoreSettings } from './store-settings'
import { registerSwaps } from './swaps'
import { registerUploads } from './uploads'
import { registerUsersAuth } from './users-auth'

/** Every bounded context registers its routes here. */
export function registerModules(app: FastifyInstance, ctx: AppContext) {
  registerUsersAuth(app, ctx)
  registerStoreSettings(app, ctx)
  registerAnalytics(app, ctx)
  registerApps(app)
  registerCatalog(app, ctx)
  registerRegionsTax(app, ctx)
  registerPricing(app, ctx)
  registerSalesChannels(app, ctx)
  registerInventory(app, ctx)
  registerBatchJobs(app, ctx)
  registerUploads(app, ctx)
  registerCustomers(app, ctx)
  registerShipping(app, ctx)
  registerDiscounts(app, ctx)
  registerGiftCards(app, ctx)
  registerReturns(app, ctx)
  registerNotes(app, ctx)
  registerNotifications(app, ctx)
  registerCarts(app, ctx)
  registerCheckout(app, ctx)
  registerDraftOrders(app, ctx)
  registerOrders(app, ctx)
  registerOverview(app, ctx)
  registerPayments(app, ctx)
  registerClaims(app, ctx)
  registerOrderEdits(app, ctx)
  registerSwaps(app, ctx)
}
