import type { ListResource } from '../../api/lists'
import type { ZoneEntity } from '../../extensions/zones'

export type ColumnFormat = 'text' | 'date' | 'money' | 'boolean' | 'number'

export interface Column {
  field: string
  labelKey: string
  format?: ColumnFormat
  /** For money: the row field holding the currency code. */
  currencyField?: string
}

export interface Area {
  /** Path under /app/a/. */
  path: string
  labelKey: string
  resource: ListResource
  columns: Column[]
  zone: ZoneEntity
}

const created: Column = { field: 'created_at', labelKey: 'columns.created', format: 'date' }

/** Every list area of the dashboard, in sidebar order. Their full screens come later; each is a plain list now. */
export const AREAS: Area[] = [
  {
    path: 'products',
    labelKey: 'nav.products',
    resource: { path: 'products', key: 'products', domain: 'admin_products' },
    columns: [
      { field: 'title', labelKey: 'columns.title' },
      { field: 'status', labelKey: 'columns.status' },
      created,
    ],
    zone: 'product',
  },
  {
    path: 'product-categories',
    labelKey: 'nav.categories',
    resource: { path: 'product-categories', key: 'product_categories', domain: 'product_categories' },
    columns: [
      { field: 'name', labelKey: 'columns.name' },
      { field: 'handle', labelKey: 'columns.handle' },
      created,
    ],
    zone: 'product_category',
  },
  {
    path: 'orders',
    labelKey: 'nav.orders',
    resource: { path: 'orders', key: 'orders', domain: 'admin_orders' },
    columns: [
      { field: 'display_id', labelKey: 'columns.order' },
      { field: 'email', labelKey: 'columns.email' },
      { field: 'total', labelKey: 'columns.total', format: 'money', currencyField: 'currency_code' },
      created,
    ],
    zone: 'order',
  },
  {
    path: 'draft-orders',
    labelKey: 'nav.draftOrders',
    resource: { path: 'draft-orders', key: 'draft_orders', domain: 'admin_draft_orders' },
    columns: [
      { field: 'display_id', labelKey: 'columns.order' },
      { field: 'status', labelKey: 'columns.status' },
      created,
    ],
    zone: 'draft_order',
  },
  {
    path: 'customers',
    labelKey: 'nav.customers',
    resource: { path: 'customers', key: 'customers', domain: 'admin_customers' },
    columns: [
      { field: 'email', labelKey: 'columns.email' },
      { field: 'first_name', labelKey: 'columns.firstName' },
      { field: 'last_name', labelKey: 'columns.lastName' },
      created,
    ],
    zone: 'customer',
  },
  {
    path: 'customers/groups',
    labelKey: 'nav.customerGroups',
    resource: { path: 'customer-groups', key: 'customer_groups', domain: 'admin_customer_groups' },
    columns: [{ field: 'name', labelKey: 'columns.name' }, created],
    zone: 'customer_group',
  },
  {
    path: 'discounts',
    labelKey: 'nav.discounts',
    resource: { path: 'discounts', key: 'discounts', domain: 'admin_discounts' },
    columns: [
      { field: 'code', labelKey: 'columns.code' },
      { field: 'is_disabled', labelKey: 'columns.disabled', format: 'boolean' },
      created,
    ],
    zone: 'discount',
  },
  {
    path: 'gift-cards',
    labelKey: 'nav.giftCards',
    resource: { path: 'gift-cards', key: 'gift_cards', domain: 'admin_gift_cards' },
    columns: [
      { field: 'code', labelKey: 'columns.code' },
      { field: 'balance', labelKey: 'columns.balance', format: 'number' },
      created,
    ],
    zone: 'gift_card',
  },
  {
    path: 'pricing',
    labelKey: 'nav.pricing',
    resource: { path: 'price-lists', key: 'price_lists', domain: 'admin_price_lists' },
    columns: [
      { field: 'name', labelKey: 'columns.name' },
      { field: 'status', labelKey: 'columns.status' },
      created,
    ],
    zone: 'price_list',
  },
  {
    path: 'inventory',
    labelKey: 'nav.inventory',
    resource: { path: 'inventory-items', key: 'inventory_items', domain: 'admin_inventory_items' },
    columns: [{ field: 'sku', labelKey: 'columns.sku' }, created],
    zone: 'inventory_item',
  },
  {
    path: 'collections',
    labelKey: 'nav.collections',
    resource: { path: 'collections', key: 'collections', domain: 'admin_collections' },
    columns: [
      { field: 'title', labelKey: 'columns.title' },
      { field: 'handle', labelKey: 'columns.handle' },
      created,
    ],
    zone: 'product_collection',
  },
]

export const LIST_PAGE_SIZE = 20
