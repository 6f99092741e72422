import type { UserRole } from './users'

// Which parts of the shop a staff member may work in. Medusa v1 keeps one role per user and checks
// none. Mercato's roles decide who manages the team (admins) and the store's setup (admins and
// developers); on top of that, members and developers may be limited to some of the shop's areas.
// The choice is kept in the user's (or invite's) `metadata.areas`: absent or null means every area,
// so existing staff keep what they had. Admins always have every area. No zod here: the dashboard's
// shell reads these on every page, and the request schema (`staffAreasSchema`) lives in users.ts.

export const STAFF_AREAS = [
  'orders',
  'customers',
  'products',
  'inventory',
  'pricing',
  'discounts',
  'gift_cards',
] as const
export type StaffArea = (typeof STAFF_AREAS)[number]
const isStaffArea = (value: unknown): value is StaffArea =>
  typeof value === 'string' && (STAFF_AREAS as readonly string[]).includes(value)

/** A list of known areas, each at most once (an empty list leaves only the settings to see), else null. */
export function validStaffAreas(value: unknown): StaffArea[] | null {
  if (!Array.isArray(value) || !value.every(isStaffArea)) return null
  return new Set(value).size === value.length ? value : null
}

/** The areas a staff member may work in, from their role and metadata. */
export function staffAreas(
  role: UserRole | string | null | undefined,
  metadata: Record<string, unknown> | null | undefined,
): ReadonlySet<StaffArea> {
  if (role === 'admin') return new Set(STAFF_AREAS)
  // Unset means every area; a value that is not a valid list (written around the API) grants none.
  if (metadata?.areas === undefined || metadata.areas === null) return new Set(STAFF_AREAS)
  return new Set(validStaffAreas(metadata.areas) ?? [])
}

export const hasStaffArea = (
  role: UserRole | string | null | undefined,
  metadata: Record<string, unknown> | null | undefined,
  area: StaffArea,
) => staffAreas(role, metadata).has(area)

/**
 * Admin API paths and the area they belong to. `private` areas hold shoppers' personal data or
 * spendable codes, so without the area they cannot be read either; the others stay readable, since
 * other areas look them up (an order's variant picker reads products, a discount's conditions read
 * customer groups).
 */
export const AREA_PATHS: ReadonlyArray<{ prefix: string; area: StaffArea; private: boolean }> = [
  { prefix: '/admin/orders', area: 'orders', private: true },
  { prefix: '/admin/draft-orders', area: 'orders', private: true },
  { prefix: '/admin/order-edits', area: 'orders', private: true },
  { prefix: '/admin/returns', area: 'orders', private: true },
  { prefix: '/admin/swaps', area: 'orders', private: true },
  { prefix: '/admin/payment-collections', area: 'orders', private: true },
  { prefix: '/admin/payments', area: 'orders', private: true },
  { prefix: '/admin/notes', area: 'orders', private: true },
  { prefix: '/admin/notifications', area: 'orders', private: true },
  { prefix: '/admin/mercato/overview', area: 'orders', private: true },
  { prefix: '/admin/customers', area: 'customers', private: true },
  { prefix: '/admin/customer-groups', area: 'customers', private: false },
  { prefix: '/admin/products', area: 'products', private: false },
  { prefix: '/admin/variants', area: 'products', private: false },
  { prefix: '/admin/collections', area: 'products', private: false },
  { prefix: '/admin/product-categories', area: 'products', private: false },
  { prefix: '/admin/product-tags', area: 'products', private: false },
  { prefix: '/admin/product-types', area: 'products', private: false },
  { prefix: '/admin/inventory-items', area: 'inventory', private: false },
  { prefix: '/admin/reservations', area: 'inventory', private: false },
  { prefix: '/admin/price-lists', area: 'pricing', private: false },
  { prefix: '/admin/discounts', area: 'discounts', private: true },
  { prefix: '/admin/gift-cards', area: 'gift_cards', private: true },
]

/** The area whose data a batch job of this type reads or writes. */
export const BATCH_JOB_AREAS: Readonly<Record<string, StaffArea>> = {
  'product-import': 'products',
  'product-export': 'products',
  'order-export': 'orders',
  'customer-export': 'customers',
  'inventory-export': 'inventory',
  'inventory-import': 'inventory',
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The area a request to an admin route (its pattern, such as `/admin/orders/:id`) needs, if any. */
export function areaOfAdminRoute(method: string, routeUrl: string): StaffArea | null {
  const entry = AREA_PATHS.find((p) => routeUrl === p.prefix || routeUrl.startsWith(`${p.prefix}/`))
  if (!entry) return null
  return entry.private || !READS.has(method.toUpperCase()) ? entry.area : null
}

/** The refusal's message: what is missing and who can give it. */
export const areaNotAllowed = (area: StaffArea) =>
  `Your access does not include ${area.replace('_', ' ')}; an admin can give it on the Team page`

// Actions within an area that can be withheld from a member or developer who has the area. They are
// kept in `metadata.withheld`: absent or null withholds nothing, so existing staff keep what they
// had; admins are never withheld anything. Refunds send money back to a customer, apart from the
// rest of the orders area (fulfilling, returns received without a refund, notes); exports take a
// whole list (customers' personal data among them) out of the shop as a file, apart from reading it
// one page at a time; cancellations end an order for good (its payment voided, its stock released);
// deletions remove one of the areas' records for good (a product or variant, a collection, a
// category, a customer group, a discount, a gift card, a price list, a draft order, an inventory
// item), apart from editing it, which is how the shop is kept day to day; captures take a customer's
// authorised money; fulfillments pack and ship an order's items (and undo a packing), the warehouse's
// part of an order, apart from the front office's (payments, returns, notes).

export const STAFF_ACTIONS = [
  'refunds',
  'exports',
  'cancellations',
  'deletions',
  'captures',
  'fulfillments',
] as const
export type StaffAction = (typeof STAFF_ACTIONS)[number]
const isStaffAction = (value: unknown): value is StaffAction =>
  typeof value === 'string' && (STAFF_ACTIONS as readonly string[]).includes(value)

/** The actions a staff member may take in the areas they have, from their role and metadata. */
export function staffActions(
  role: UserRole | string | null | undefined,
  metadata: Record<string, unknown> | null | undefined,
): ReadonlySet<StaffAction> {
  const withheld = metadata?.withheld
  if (role === 'admin' || withheld === undefined || withheld === null) return new Set(STAFF_ACTIONS)
  // A value that is not a list of actions (written around the API) withholds them all.
  if (!Array.isArray(withheld) || !withheld.every(isStaffAction)) return new Set()
  return new Set(STAFF_ACTIONS.filter((a) => !withheld.includes(a)))
}

/**
 * Routes that delete a whole record of a shop area. Removing a record from a list or a relation (a
 * product from a collection, a customer from a group, an option a product's variants no longer
 * differ by) and undoing a step of an order (a reservation, an order edit's change) stay edits.
 */
export const DELETED_RECORDS: ReadonlySet<string> = new Set([
  '/admin/products/:id',
  '/admin/products/:id/variants/:variant_id',
  '/admin/collections/:id',
  '/admin/product-categories/:id',
  '/admin/customer-groups/:id',
  '/admin/discounts/:id',
  '/admin/gift-cards/:id',
  '/admin/price-lists/:id',
  '/admin/draft-orders/:id',
  '/admin/inventory-items/:id',
])

/** Routes that capture a payment. */
export const CAPTURE_ROUTES: ReadonlySet<string> = new Set([
  '/admin/orders/:id/capture',
  '/admin/payments/:id/capture',
  // Marking an order edit's difference as paid says money was taken, as a capture does.
  '/admin/payment-collections/:id/authorize',
])

/** Routes that pack, ship or unpack an order's items, an exchange's or a claim's. */
export const FULFILLMENT_ROUTES: ReadonlySet<string> = new Set([
  '/admin/orders/:id/fulfillment',
  '/admin/orders/:id/shipment',
  '/admin/orders/:id/fulfillments/:fulfillment_id/cancel',
  '/admin/orders/:id/swaps/:swap_id/fulfillments',
  '/admin/orders/:id/swaps/:swap_id/shipments',
  '/admin/orders/:id/swaps/:swap_id/fulfillments/:fulfillment_id/cancel',
  '/admin/orders/:id/claims/:claim_id/fulfillments',
  '/admin/orders/:id/claims/:claim_id/shipments',
  '/admin/orders/:id/claims/:claim_id/fulfillments/:fulfillment_id/cancel',
])

/**
 * The action an admin request takes, if it is one that can be withheld: by its method and route
 * pattern and, where the route only sometimes refunds or exports, its body. Known before anything is
 * written. Two are only known once a record is read, so their routes check them: settling an
 * exchange's difference refunds when the difference is negative and captures when it is positive,
 * and a product update deletes the variants its `variants` list leaves out.
 */
export function actionOfAdminRequest(method: string, routeUrl: string, body: unknown): StaffAction | null {
  const verb = method.toUpperCase()
  if (verb === 'DELETE') return DELETED_RECORDS.has(routeUrl) ? 'deletions' : null
  if (verb !== 'POST') return null
  if (CAPTURE_ROUTES.has(routeUrl)) return 'captures'
  if (FULFILLMENT_ROUTES.has(routeUrl)) return 'fulfillments'
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  switch (routeUrl) {
    case '/admin/orders/:id/refund':
    case '/admin/payments/:id/refund':
      return 'refunds'
    // Receiving refunds the return's amount unless the request says 0.
    case '/admin/returns/:id/receive':
      return b.refund === 0 ? null : 'refunds'
    case '/admin/orders/:id/return':
      return b.receive_now === true && b.refund !== 0 ? 'refunds' : null
    case '/admin/orders/:id/claims':
      return b.type === 'refund' ? 'refunds' : null
    case '/admin/orders/:id/cancel':
      return 'cancellations'
    case '/admin/batch-jobs':
      return typeof b.type === 'string' && b.type.endsWith('-export') ? 'exports' : null
    default:
      return null
  }
}

/** The refusal's message for a withheld action. */
export const actionNotAllowed = (action: StaffAction) =>
  `Your access does not include ${action}; an admin can give it on the Team page`
