import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context'
import { ForbiddenError } from '../../http/errors'
import { findUserById } from './queries'

// Who may change how the store is set up. Medusa v1 stores a role on each user and checks none. In
// Mercato members run the shop day to day (catalogue, orders, customers, discounts, gift cards, prices,
// stock) and may look at the settings; admins and developers also change them: the store's details and
// currencies, regions, shipping, taxes, sales channels, API keys, return reasons and stock locations.

export const SETUP_NOT_ALLOWED =
  "Only an admin or a developer can change the store's settings: store details, regions, shipping, taxes, sales channels, API keys, return reasons and locations"

/** Admin API paths under which every change is a change of the store's setup. */
export const SETUP_PATHS = [
  '/admin/store',
  '/admin/currencies',
  '/admin/regions',
  '/admin/shipping-options',
  '/admin/shipping-profiles',
  '/admin/tax-rates',
  '/admin/sales-channels',
  '/admin/publishable-api-keys',
  '/admin/return-reasons',
  '/admin/stock-locations',
]

export const changesSetup = (method: string, routeUrl: string) =>
  method !== 'GET' &&
  method !== 'HEAD' &&
  method !== 'OPTIONS' &&
  SETUP_PATHS.some((p) => routeUrl === p || routeUrl.startsWith(`${p}/`))

/** Refuses (403), before the body is validated or anything is written, a member's change of the setup. */
export function installSetupGuard(app: FastifyInstance, ctx: AppContext) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    if (req.routeOptions.config?.auth !== 'admin' || !req.actor.userId) return
    if (!changesSetup(req.method, req.routeOptions.url ?? '')) return
    const user = await findUserById(ctx.db, req.actor.userId)
    if (user?.role === 'member') throw new ForbiddenError(SETUP_NOT_ALLOWED)
  })
}
