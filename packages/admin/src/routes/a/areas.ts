export interface Area {
  /** Path under /app/a/. */
  path: string
  labelKey: string
}

/** Every area of the dashboard, in sidebar order; each has its own screens under features/<area>/. */
export const AREAS: Area[] = [
  { path: 'orders', labelKey: 'nav.orders' },
  { path: 'draft-orders', labelKey: 'nav.draftOrders' },
  { path: 'products', labelKey: 'nav.products' },
  { path: 'collections', labelKey: 'nav.collections' },
  { path: 'product-categories', labelKey: 'nav.categories' },
  { path: 'inventory', labelKey: 'nav.inventory' },
  { path: 'pricing', labelKey: 'nav.pricing' },
  { path: 'customers', labelKey: 'nav.customers' },
  { path: 'customers/groups', labelKey: 'nav.customerGroups' },
  { path: 'discounts', labelKey: 'nav.discounts' },
  { path: 'gift-cards', labelKey: 'nav.giftCards' },
]
