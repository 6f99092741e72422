import type { StaffArea } from '@mercato/domain'

export interface Area {
  /** Path under /app/a/. */
  path: string
  labelKey: string
  /** The shop area (staff access) its screens belong to. */
  area: StaffArea
}

/** Every area of the dashboard, in sidebar order; each has its own screens under features/<area>/. */
export const AREAS: Area[] = [
  { path: 'orders', labelKey: 'nav.orders', area: 'orders' },
  { path: 'draft-orders', labelKey: 'nav.draftOrders', area: 'orders' },
  { path: 'products', labelKey: 'nav.products', area: 'products' },
  { path: 'collections', labelKey: 'nav.collections', area: 'products' },
  { path: 'product-categories', labelKey: 'nav.categories', area: 'products' },
  { path: 'inventory', labelKey: 'nav.inventory', area: 'inventory' },
  { path: 'pricing', labelKey: 'nav.pricing', area: 'pricing' },
  // Groups can be read without the customers area, but their screens list and pick customers.
  { path: 'customers', labelKey: 'nav.customers', area: 'customers' },
  { path: 'customers/groups', labelKey: 'nav.customerGroups', area: 'customers' },
  { path: 'discounts', labelKey: 'nav.discounts', area: 'discounts' },
  { path: 'gift-cards', labelKey: 'nav.giftCards', area: 'gift_cards' },
]
