import type { BaseEntity, Metadata, SoftDeletable } from './common'
import type { ProductVariant } from './catalog'
import type { Address, Customer } from './customer'
import type { Discount, GiftCard } from './promotion'
import type { Payment } from './order'
import type { Region, ShippingOption } from './region'
import type { SalesChannel } from './store'

export interface TaxLine extends BaseEntity {
  code?: string | null
  name: string
  rate: number
  metadata?: Metadata
}

export interface LineItemAdjustment {
  id: string
  item_id: string
  description: string
  discount_id?: string | null
  amount: number
  metadata?: Metadata
}

export interface LineItem extends BaseEntity {
  cart_id?: string | null
  order_id?: string | null
  swap_id?: string | null
  claim_order_id?: string | null
  order_edit_id?: string | null
  original_item_id?: string | null
  title: string
  description?: string | null
  thumbnail?: string | null
  is_return: boolean
  is_giftcard: boolean
  should_merge: boolean
  allow_discounts: boolean
  has_shipping?: boolean | null
  unit_price: number
  variant_id?: string | null
  variant?: ProductVariant | null
  quantity: number
  fulfilled_quantity?: number | null
  returned_quantity?: number | null
  shipped_quantity?: number | null
  includes_tax?: boolean
  tax_lines?: TaxLine[]
  adjustments?: LineItemAdjustment[]
  subtotal?: number
  discount_total?: number
  total?: number
  original_total?: number
  original_tax_total?: number
  tax_total?: number
  refundable?: number | null
  gift_card_total?: number
  metadata?: Metadata
}

export interface ShippingMethod {
  id: string
  shipping_option_id: string
  cart_id?: string | null
  order_id?: string | null
  claim_order_id?: string | null
  swap_id?: string | null
  return_id?: string | null
  price: number
  data: Record<string, unknown>
  includes_tax?: boolean
  shipping_option?: ShippingOption
  tax_lines?: TaxLine[]
  subtotal?: number
  total?: number
  tax_total?: number
}

export type PaymentSessionStatus = 'authorized' | 'pending' | 'requires_more' | 'error' | 'canceled'

export interface PaymentSession extends BaseEntity {
  cart_id?: string | null
  provider_id: string
  is_selected?: boolean | null
  is_initiated: boolean
  status: PaymentSessionStatus
  data: Record<string, unknown>
  idempotency_key?: string | null
  amount?: number | null
  payment_authorized_at?: string | null
}

export type CartType = 'default' | 'swap' | 'draft_order' | 'payment_link' | 'claim'

export interface CartTotals {
  subtotal?: number
  discount_total?: number
  item_tax_total?: number | null
  shipping_total?: number
  shipping_tax_total?: number | null
  tax_total?: number | null
  gift_card_total?: number
  gift_card_tax_total?: number
  total?: number
  refunded_total?: number
  refundable_amount?: number
}

export interface Cart extends SoftDeletable, CartTotals {
  email?: string | null
  billing_address_id?: string | null
  billing_address?: Address | null
  shipping_address_id?: string | null
  shipping_address?: Address | null
  region_id: string
  region?: Region
  customer_id?: string | null
  customer?: Customer | null
  payment_id?: string | null
  payment?: Payment | null
  type: CartType
  completed_at?: string | null
  payment_authorized_at?: string | null
  idempotency_key?: string | null
  context?: Record<string, unknown> | null
  sales_channel_id?: string | null
  sales_channel?: SalesChannel | null
  // Every cart answer (store carts, line items, payment sessions, draft orders) carries these
  // relations, as Medusa's Cart has them: empty arrays and a null selected session when there are none.
  items: LineItem[]
  discounts: Discount[]
  gift_cards: GiftCard[]
  payment_sessions: PaymentSession[]
  payment_session: PaymentSession | null
  shipping_methods: ShippingMethod[]
}
