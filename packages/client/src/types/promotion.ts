import type { DiscountRequirement } from '@mercato/domain'
import type { Metadata, SoftDeletable } from './common'
import type { Product, ProductCollection, ProductTag, ProductType } from './catalog'
import type { CustomerGroup } from './customer'
import type { MoneyAmount } from './catalog'
import type { Region } from './region'

export type DiscountRuleType = 'fixed' | 'percentage' | 'free_shipping'
export type AllocationType = 'total' | 'item'
export type DiscountConditionType =
  | 'products'
  | 'product_types'
  | 'product_collections'
  | 'product_tags'
  | 'customer_groups'
export type DiscountConditionOperator = 'in' | 'not_in'

export interface DiscountCondition extends SoftDeletable {
  type: DiscountConditionType
  operator: DiscountConditionOperator
  discount_rule_id: string
  products?: Product[]
  product_types?: ProductType[]
  product_tags?: ProductTag[]
  product_collections?: ProductCollection[]
  customer_groups?: CustomerGroup[]
}

export interface DiscountRule extends SoftDeletable {
  type: DiscountRuleType
  description?: string | null
  value: number
  allocation?: AllocationType | null
  conditions?: DiscountCondition[]
  /** Mercato keeps the discount's minimum requirement here (`requirement`); Medusa v1 has none. */
  metadata?: (NonNullable<Metadata> & { requirement?: DiscountRequirement | null }) | null
}

export interface Discount extends SoftDeletable {
  code: string
  is_dynamic: boolean
  rule_id?: string | null
  rule?: DiscountRule
  is_disabled: boolean
  parent_discount_id?: string | null
  parent_discount?: Discount | null
  starts_at: string
  ends_at?: string | null
  valid_duration?: string | null
  usage_limit?: number | null
  usage_count: number
  regions?: Region[]
}

export interface GiftCard extends SoftDeletable {
  code: string
  value: number
  balance: number
  region_id: string
  region?: Region
  order_id?: string | null
  is_disabled: boolean
  ends_at?: string | null
  tax_rate?: number | null
  /** With `expand=gift_card_transactions` (a Mercato extension): what orders took from it, oldest first. */
  gift_card_transactions?: GiftCardSpending[]
  /** With `expand=balance_changes` (a Mercato extension): the balances staff set by hand, oldest first. */
  balance_changes?: GiftCardBalanceChange[]
}

/** A balance staff set by hand on a gift card, and who set it (null for a token without a user). */
export interface GiftCardBalanceChange {
  id: string
  gift_card_id: string
  /** The balance before and after, in the card's currency's smallest unit. */
  previous_balance: number
  balance: number
  user_id: string | null
  user: { id: string; email: string; first_name: string | null; last_name: string | null } | null
  created_at: string
}

/** One order's use of a gift card. */
export interface GiftCardSpending {
  id: string
  gift_card_id: string
  order_id: string | null
  /** Taken from the balance, in the card's currency's smallest unit. */
  amount: number
  is_taxable: boolean | null
  tax_rate: number | null
  created_at: string
  order: { id: string; display_id: number; currency_code: string } | null
}

export type PriceListType = 'sale' | 'override'
export type PriceListStatus = 'active' | 'draft'

export interface PriceList extends SoftDeletable {
  name: string
  description: string
  type: PriceListType
  status: PriceListStatus
  starts_at?: string | null
  ends_at?: string | null
  includes_tax?: boolean
  customer_groups?: CustomerGroup[]
  prices?: MoneyAmount[]
}
