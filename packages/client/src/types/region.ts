import type { BaseEntity, Metadata, SoftDeletable } from './common'
import type { Product, ProductType } from './catalog'

export interface Currency {
  code: string
  symbol: string
  symbol_native: string
  name: string
  includes_tax?: boolean
}

export interface Country {
  id: number
  iso_2: string
  iso_3: string
  num_code: number
  name: string
  display_name: string
  region_id?: string | null
}

export interface Provider {
  id: string
  is_installed: boolean
}

export interface Region extends SoftDeletable {
  name: string
  currency_code: string
  /** Percent, e.g. 25. */
  tax_rate: number
  tax_code?: string | null
  gift_cards_taxable: boolean
  automatic_taxes: boolean
  tax_provider_id?: string | null
  includes_tax?: boolean
  currency?: Currency
  countries: Country[]
  tax_rates?: TaxRate[] | null
  payment_providers: Provider[]
  fulfillment_providers: Provider[]
}

export interface TaxRate extends BaseEntity {
  rate?: number | null
  code?: string | null
  name: string
  region_id: string
  region?: Region
  products?: Product[]
  product_types?: ProductType[]
  shipping_options?: ShippingOption[]
  product_count?: number
  product_type_count?: number
  shipping_option_count?: number
  metadata?: Metadata
}

export type ShippingProfileType = 'default' | 'gift_card' | 'custom'

export interface ShippingProfile extends SoftDeletable {
  name: string
  type: ShippingProfileType
  products?: Product[]
  shipping_options?: ShippingOption[]
}

export interface ShippingOptionRequirement {
  id: string
  shipping_option_id: string
  type: 'min_subtotal' | 'max_subtotal'
  amount: number
  deleted_at?: string | null
}

export interface ShippingOption extends SoftDeletable {
  name: string
  region_id: string
  profile_id: string
  provider_id: string
  price_type: 'flat_rate' | 'calculated'
  amount?: number | null
  is_return: boolean
  admin_only: boolean
  data: Record<string, unknown>
  includes_tax?: boolean
  region?: Region
  profile?: ShippingProfile
  provider?: Provider
  requirements?: ShippingOptionRequirement[]
}

export interface PricedShippingOption extends ShippingOption {
  price_incl_tax?: number
  tax_rates?: { rate: number | null; name: string; code: string | null }[]
  tax_amount?: number
}

export interface FulfillmentOption {
  provider_id: string
  options: Record<string, unknown>[]
}
