import type { BaseEntity, Metadata, SoftDeletable } from './common'
import type { SalesChannel } from './store'

export type ProductStatus = 'draft' | 'proposed' | 'published' | 'rejected'

export interface PhysicalAttributes {
  weight?: number | null
  length?: number | null
  height?: number | null
  width?: number | null
  hs_code?: string | null
  origin_country?: string | null
  mid_code?: string | null
  material?: string | null
}

export interface MoneyAmount extends BaseEntity {
  currency_code: string
  amount: number
  min_quantity?: number | null
  max_quantity?: number | null
  price_list_id?: string | null
  region_id?: string | null
  variant_id?: string
  deleted_at?: string | null
}

export interface ProductOptionValue extends SoftDeletable {
  value: string
  option_id: string
  variant_id: string
}

export interface ProductOption extends SoftDeletable {
  title: string
  product_id: string
  values?: ProductOptionValue[]
}

export interface Image extends SoftDeletable {
  url: string
}

export interface ProductVariant extends SoftDeletable, PhysicalAttributes {
  title: string
  product_id: string
  sku?: string | null
  barcode?: string | null
  ean?: string | null
  upc?: string | null
  variant_rank?: number
  inventory_quantity: number
  allow_backorder: boolean
  manage_inventory: boolean
  prices: MoneyAmount[]
  options?: ProductOptionValue[]
  product?: Product
  purchasable?: boolean
}

/** A variant priced for a region/currency/customer context (store reads, admin with pricing context). */
export interface PricedVariant extends ProductVariant {
  original_price?: number | null
  calculated_price?: number | null
  calculated_price_type?: 'default' | 'sale' | 'override' | null
  original_price_includes_tax?: boolean | null
  calculated_price_includes_tax?: boolean | null
  original_price_incl_tax?: number | null
  calculated_price_incl_tax?: number | null
  original_tax?: number | null
  calculated_tax?: number | null
  tax_rates?: { rate: number | null; name: string; code: string | null }[] | null
}

export interface ProductCollection extends SoftDeletable {
  title: string
  handle?: string | null
  products?: Product[]
}

export interface ProductTag extends SoftDeletable {
  value: string
}

export interface ProductType extends SoftDeletable {
  value: string
}

export interface ProductCategory extends BaseEntity {
  name: string
  description: string
  handle: string
  mpath?: string | null
  is_internal: boolean
  is_active: boolean
  rank: number
  parent_category_id?: string | null
  parent_category?: ProductCategory | null
  category_children: ProductCategory[]
  products?: Product[]
  metadata?: Metadata
}

export interface Product extends SoftDeletable, PhysicalAttributes {
  title: string
  subtitle?: string | null
  description?: string | null
  handle?: string | null
  is_giftcard: boolean
  status: ProductStatus
  thumbnail?: string | null
  collection_id?: string | null
  type_id?: string | null
  discountable: boolean
  external_id?: string | null
  profile_id?: string
  images?: Image[]
  options?: ProductOption[]
  variants: ProductVariant[]
  tags?: ProductTag[]
  type?: ProductType | null
  collection?: ProductCollection | null
  sales_channels?: SalesChannel[]
  categories?: ProductCategory[]
}

export interface PricedProduct extends Omit<Product, 'variants'> {
  variants: PricedVariant[]
}
