import {
  useAdminCustomerGroups,
  useAdminCustomers,
  useAdminDiscounts,
  useAdminDraftOrders,
  useAdminGiftCards,
  useAdminInventoryItems,
  useAdminPriceLists,
} from '@mercato/react'
import { keepPreviousData } from '@tanstack/react-query'
import type { ZoneEntity } from '../../extensions/zones'

export type ColumnFormat = 'text' | 'date' | 'money' | 'boolean' | 'number' | 'status'

export interface Column {
  field: string
  labelKey: string
  format?: ColumnFormat
  /** For money: the row field holding the currency code. */
  currencyField?: string
  /** For status: the translation group (`status.<kind>.<value>`). */
  statusKind?: string
  /** The API can sort by this field. */
  sortable?: boolean
}

export type Row = Record<string, unknown> & { id: string }

/** A page of rows and the list query's state, whatever the resource. */
export interface ListResult {
  rows: Row[] | undefined
  count: number
  isLoading: boolean
  isPlaceholderData: boolean
  error: unknown
  refetch: () => unknown
}

export interface ListQuery {
  limit: number
  offset: number
  q?: string
  order?: string
}

// Each resource's list hook has its own params and envelope; `never` parameters accept all of them.
type ListHook = (
  query: never,
  options: never,
) => { isLoading: boolean; isPlaceholderData: boolean; error: unknown; refetch: () => unknown }

/** Wraps a @mercato/react list hook; the old page stays on screen while the next one loads. */
const listFrom =
  (useList: ListHook, key: string) =>
  (query: ListQuery): ListResult => {
    const result = useList(query as never, { placeholderData: keepPreviousData } as never)
    const envelope = result as unknown as Record<string, unknown>
    return {
      rows: envelope[key] as Row[] | undefined,
      count: (envelope.count as number | undefined) ?? 0,
      isLoading: result.isLoading,
      isPlaceholderData: result.isPlaceholderData,
      error: result.error,
      refetch: result.refetch,
    }
  }

export interface Area {
  /** Path under /app/a/. */
  path: string
  labelKey: string
  zone: ZoneEntity
  /** The generic list of the area; absent when the area has its own screens (products, orders, collections, categories). */
  list?: { columns: Column[]; useList: (query: ListQuery) => ListResult }
}

const created: Column = { field: 'created_at', labelKey: 'columns.created', format: 'date', sortable: true }

/** Every list area of the dashboard, in sidebar order. Products, orders, collections and categories have their own screens; the others are plain lists. */
export const AREAS: Area[] = [
  {
    path: 'products',
    labelKey: 'nav.products',
    zone: 'product',
  },
  {
    path: 'product-categories',
    labelKey: 'nav.categories',
    zone: 'product_category',
  },
  {
    path: 'orders',
    labelKey: 'nav.orders',
    zone: 'order',
  },
  {
    path: 'draft-orders',
    labelKey: 'nav.draftOrders',
    list: {
      useList: listFrom(useAdminDraftOrders, 'draft_orders'),
      columns: [
        { field: 'display_id', labelKey: 'columns.order' },
        { field: 'status', labelKey: 'columns.status', format: 'status', statusKind: 'draftOrder' },
        created,
      ],
    },
    zone: 'draft_order',
  },
  {
    path: 'customers',
    labelKey: 'nav.customers',
    list: {
      useList: listFrom(useAdminCustomers, 'customers'),
      columns: [
        { field: 'email', labelKey: 'columns.email' },
        { field: 'first_name', labelKey: 'columns.firstName' },
        { field: 'last_name', labelKey: 'columns.lastName' },
        created,
      ],
    },
    zone: 'customer',
  },
  {
    path: 'customers/groups',
    labelKey: 'nav.customerGroups',
    list: {
      useList: listFrom(useAdminCustomerGroups, 'customer_groups'),
      columns: [{ field: 'name', labelKey: 'columns.name' }, created],
    },
    zone: 'customer_group',
  },
  {
    path: 'discounts',
    labelKey: 'nav.discounts',
    list: {
      useList: listFrom(useAdminDiscounts, 'discounts'),
      columns: [
        { field: 'code', labelKey: 'columns.code' },
        { field: 'is_disabled', labelKey: 'columns.disabled', format: 'boolean' },
        created,
      ],
    },
    zone: 'discount',
  },
  {
    path: 'gift-cards',
    labelKey: 'nav.giftCards',
    list: {
      useList: listFrom(useAdminGiftCards, 'gift_cards'),
      columns: [
        { field: 'code', labelKey: 'columns.code' },
        { field: 'balance', labelKey: 'columns.balance', format: 'number' },
        created,
      ],
    },
    zone: 'gift_card',
  },
  {
    path: 'pricing',
    labelKey: 'nav.pricing',
    list: {
      useList: listFrom(useAdminPriceLists, 'price_lists'),
      columns: [
        { field: 'name', labelKey: 'columns.name' },
        { field: 'status', labelKey: 'columns.status', format: 'status', statusKind: 'priceList' },
        created,
      ],
    },
    zone: 'price_list',
  },
  {
    path: 'inventory',
    labelKey: 'nav.inventory',
    list: {
      useList: listFrom(useAdminInventoryItems, 'inventory_items'),
      columns: [{ field: 'sku', labelKey: 'columns.sku' }, created],
    },
    zone: 'inventory_item',
  },
  {
    path: 'collections',
    labelKey: 'nav.collections',
    zone: 'product_collection',
  },
]

export const LIST_PAGE_SIZE = 20
