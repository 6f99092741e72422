import type { ProductVariant } from './catalog'
import type { BaseEntity, Metadata, SoftDeletable } from './common'
import type { Currency, Provider } from './region'
import type { User } from './customer'

export interface SalesChannel extends SoftDeletable {
  name: string
  description?: string | null
  is_disabled: boolean
  locations?: { id: string; sales_channel_id: string; location_id: string }[]
}

export interface PublishableApiKey extends BaseEntity {
  title: string
  created_by?: string | null
  revoked_by?: string | null
  revoked_at?: string | null
  /** The key's live sales channels, with `expand=sales_channels` on the admin list (a Mercato extension). */
  sales_channels?: SalesChannel[]
}

export interface Store extends BaseEntity {
  name: string
  default_currency_code: string
  default_currency?: Currency
  currencies?: Currency[]
  swap_link_template?: string | null
  payment_link_template?: string | null
  invite_link_template?: string | null
  default_location_id?: string | null
  default_sales_channel_id?: string | null
  default_sales_channel?: SalesChannel | null
  metadata?: Metadata
}

/** GET /admin/store adds what the dashboard needs to toggle features. */
export interface ExtendedStore extends Store {
  payment_providers: Provider[]
  fulfillment_providers: Provider[]
  feature_flags: { key: string; value: boolean }[]
  modules: { module: string; resolution: string | false }[]
}

export interface StockLocationAddress {
  id?: string
  address_1: string
  address_2?: string | null
  company?: string | null
  city?: string | null
  country_code: string
  phone?: string | null
  postal_code?: string | null
  province?: string | null
}

export interface StockLocation extends BaseEntity {
  name: string
  address_id?: string | null
  address?: StockLocationAddress | null
  sales_channels?: SalesChannel[]
  metadata?: Metadata
}

export interface InventoryLevel extends BaseEntity {
  inventory_item_id: string
  location_id: string
  stocked_quantity: number
  reserved_quantity: number
  incoming_quantity: number
  metadata?: Metadata
}

export interface InventoryItem extends BaseEntity {
  sku?: string | null
  hs_code?: string | null
  origin_country?: string | null
  mid_code?: string | null
  material?: string | null
  title?: string | null
  description?: string | null
  thumbnail?: string | null
  weight?: number | null
  height?: number | null
  width?: number | null
  length?: number | null
  requires_shipping: boolean
  location_levels?: InventoryLevel[]
  /** With `expand=variants`: the live variants using the item, each with its product. */
  variants?: ProductVariant[]
  stocked_quantity?: number
  reserved_quantity?: number
  metadata?: Metadata
}

export interface ReservationItem extends BaseEntity {
  location_id: string
  inventory_item_id: string
  line_item_id?: string | null
  quantity: number
  description?: string | null
  created_by?: string | null
  metadata?: Metadata
}

export type BatchJobStatus =
  | 'created'
  | 'pre_processed'
  | 'confirmed'
  | 'processing'
  | 'completed'
  | 'canceled'
  | 'failed'

export type ProductImportValue = string | number | boolean | string[] | null

/**
 * One thing a product import will do: create a product or variant, or change one value of a stored
 * one (`column` as the file names it, `from` → `to` as written; prices in the currency's smallest unit).
 */
export interface ProductImportChange {
  /** The file's row as a spreadsheet numbers it (the header is row 1). */
  row: number
  action: 'create' | 'update'
  product: { id: string | null; handle: string; title: string | null }
  /** Present when the change is the variant's. */
  variant?: { id: string | null; title: string | null; sku: string | null }
  column?: string
  /** Option value changes: the option's name. */
  option?: string
  /** Price changes: the currency of `from` and `to`. */
  currency_code?: string
  from?: ProductImportValue
  to?: ProductImportValue
}

/** Of one kind of reference a product import creates: how many, and the first of them by name. */
export interface ProductImportNewReferences {
  collections: { total: number; listed: Array<{ handle: string; title: string }> }
  categories: { total: number; listed: Array<{ handle: string; name: string }> }
  types: { total: number; listed: string[] }
  tags: { total: number; listed: string[] }
}

export interface BatchJob extends BaseEntity {
  type: string
  status: BatchJobStatus
  created_by?: string | null
  created_by_user?: User
  context?: Record<string, unknown> | null
  dry_run: boolean
  result?: {
    count?: number
    advancement_count?: number
    progress?: number
    errors?: (string | { message: string; code?: string; err?: unknown })[]
    stat_descriptors?: { key: string; name: string; message: string }[]
    file_key?: string
    file_size?: number
    /** Product import check: the first of the changes it plans, in file order. */
    changes?: ProductImportChange[]
    /** Product import check: how many changes it plans in all (`changes` keeps at most 200). */
    change_count?: number
    /** Product import check: the collections, categories, types and tags no stored one matches by name. */
    new_references?: ProductImportNewReferences
    /** CSV import check: set when the file was not UTF-8 and was read as Windows-1252. */
    encoding?: 'windows-1252'
    [key: string]: unknown
  } | null
  pre_processed_at?: string | null
  processing_at?: string | null
  confirmed_at?: string | null
  completed_at?: string | null
  canceled_at?: string | null
  failed_at?: string | null
  deleted_at?: string | null
}
