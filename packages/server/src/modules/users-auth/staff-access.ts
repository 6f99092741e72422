import {
  BATCH_JOB_AREAS,
  type StaffArea,
  actionNotAllowed,
  actionOfAdminRequest,
  areaNotAllowed,
  areaOfAdminRoute,
} from '@mercato/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ForbiddenError } from '../../http/errors'

// Who may change how the store is set up. Medusa v1 stores a role on each user and checks none. In
// Mercato members run the shop day to day (catalogue, orders, customers, discounts, gift cards, prices,
// stock) and may look at the settings; admins and developers also change them: the store's details and
// currencies, regions, shipping, taxes, sales channels, API keys, return reasons and stock locations.
// Members and developers may further be limited to some of the shop's areas (`@mercato/domain`
// staff-access).

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

/** The area a batch job's creation needs: the area whose data its type reads or writes. */
function batchJobArea(req: FastifyRequest): StaffArea | null {
  if (req.method !== 'POST' || req.routeOptions.url !== '/admin/batch-jobs') return null
  const type = (req.body as { type?: unknown } | undefined)?.type
  return typeof type === 'string' ? (BATCH_JOB_AREAS[type] ?? null) : null
}

/**
 * Refuses (403), before the body is validated or anything is written, a member's change of the setup,
 * anyone's request into a shop area they were not given, and an action withheld from them (a refund, an
 * export, an order's cancellation, a deletion).
 * The role, areas and actions came with the request's sign-in look-up, so the check costs no statement.
 */
export function installStaffAccessGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (req: FastifyRequest) => {
    const staff = req.actor.staff
    if (req.routeOptions.config?.auth !== 'admin' || !staff) return
    const url = req.routeOptions.url ?? ''
    if (staff.role === 'member' && changesSetup(req.method, url)) throw new ForbiddenError(SETUP_NOT_ALLOWED)
    const area = areaOfAdminRoute(req.method, url) ?? batchJobArea(req)
    if (area && !staff.areas.has(area)) throw new ForbiddenError(areaNotAllowed(area))
    const action = actionOfAdminRequest(req.method, url, req.body)
    if (action && !staff.actions.has(action)) throw new ForbiddenError(actionNotAllowed(action))
  })
}
