import type { BaseEntity, Metadata, SoftDeletable } from './common'
import type { Cart, CartTotals, LineItem, PaymentSession, ShippingMethod } from './cart'
import type { Address, Customer } from './customer'
import type { Discount, GiftCard } from './promotion'
import type { Currency, Region } from './region'
import type { SalesChannel } from './store'

export type OrderStatus = 'pending' | 'completed' | 'archived' | 'canceled' | 'requires_action'
export type FulfillmentStatus =
  | 'not_fulfilled'
  | 'partially_fulfilled'
  | 'fulfilled'
  | 'partially_shipped'
  | 'shipped'
  | 'partially_returned'
  | 'returned'
  | 'canceled'
  | 'requires_action'
export type PaymentStatus =
  | 'not_paid'
  | 'awaiting'
  | 'captured'
  | 'partially_refunded'
  | 'refunded'
  | 'canceled'
  | 'requires_action'

export interface Payment extends BaseEntity {
  swap_id?: string | null
  cart_id?: string | null
  order_id?: string | null
  amount: number
  currency_code: string
  amount_refunded: number
  provider_id: string
  data: Record<string, unknown>
  captured_at?: string | null
  canceled_at?: string | null
  idempotency_key?: string | null
  metadata?: Metadata
}

export interface Refund extends BaseEntity {
  order_id?: string | null
  payment_id?: string | null
  amount: number
  note?: string | null
  reason: 'discount' | 'return' | 'swap' | 'claim' | 'other'
  idempotency_key?: string | null
  metadata?: Metadata
}

export interface TrackingLink extends SoftDeletable {
  url?: string | null
  tracking_number: string
  fulfillment_id: string
}

export interface Fulfillment extends BaseEntity {
  order_id?: string | null
  swap_id?: string | null
  claim_order_id?: string | null
  provider_id: string
  location_id?: string | null
  tracking_numbers: string[]
  data: Record<string, unknown>
  shipped_at?: string | null
  canceled_at?: string | null
  no_notification?: boolean | null
  items?: { fulfillment_id: string; item_id: string; quantity: number }[]
  tracking_links?: TrackingLink[]
  metadata?: Metadata
}

export interface ReturnReason extends SoftDeletable {
  value: string
  label: string
  description?: string | null
  parent_return_reason_id?: string | null
  parent_return_reason?: ReturnReason | null
  return_reason_children?: ReturnReason[]
}

export interface ReturnItem {
  return_id: string
  item_id: string
  quantity: number
  is_requested: boolean
  requested_quantity?: number | null
  received_quantity?: number | null
  reason_id?: string | null
  reason?: ReturnReason | null
  note?: string | null
  metadata?: Metadata
}

export interface Return extends BaseEntity {
  status: 'requested' | 'received' | 'requires_action' | 'canceled'
  order_id?: string | null
  swap_id?: string | null
  claim_order_id?: string | null
  shipping_data?: Record<string, unknown> | null
  location_id?: string | null
  refund_amount: number
  received_at?: string | null
  no_notification?: boolean | null
  items?: ReturnItem[]
  shipping_method?: ShippingMethod | null
  metadata?: Metadata
}

export interface Swap extends SoftDeletable {
  fulfillment_status: string
  payment_status: string
  order_id: string
  order?: Order
  difference_due?: number | null
  shipping_address_id?: string | null
  shipping_address?: Address | null
  cart_id?: string | null
  cart?: Cart | null
  confirmed_at?: string | null
  canceled_at?: string | null
  no_notification?: boolean | null
  allow_backorder: boolean
  additional_items?: LineItem[]
  return_order?: Return | null
  fulfillments?: Fulfillment[]
  payment?: Payment | null
  shipping_methods?: ShippingMethod[]
}

export interface ClaimOrder extends SoftDeletable {
  type: 'refund' | 'replace'
  payment_status: 'na' | 'not_refunded' | 'refunded'
  fulfillment_status: FulfillmentStatus
  order_id: string
  shipping_address_id?: string | null
  refund_amount?: number | null
  canceled_at?: string | null
  no_notification?: boolean | null
  claim_items?: Record<string, unknown>[]
  additional_items?: LineItem[]
  return_order?: Return | null
  shipping_methods?: ShippingMethod[]
  fulfillments?: Fulfillment[]
}

export interface Order extends BaseEntity, CartTotals {
  status: OrderStatus
  fulfillment_status: FulfillmentStatus
  payment_status: PaymentStatus
  display_id: number
  cart_id?: string | null
  customer_id: string
  customer?: Customer
  email: string
  billing_address?: Address | null
  shipping_address?: Address | null
  region_id: string
  region?: Region
  currency_code: string
  currency?: Currency
  tax_rate?: number | null
  draft_order_id?: string | null
  canceled_at?: string | null
  no_notification?: boolean | null
  external_id?: string | null
  sales_channel_id?: string | null
  sales_channel?: SalesChannel | null
  items: LineItem[]
  discounts?: Discount[]
  gift_cards?: GiftCard[]
  shipping_methods?: ShippingMethod[]
  payments?: Payment[]
  fulfillments?: Fulfillment[]
  returns?: Return[]
  claims?: ClaimOrder[]
  refunds?: Refund[]
  swaps?: Swap[]
  edits?: OrderEdit[]
  paid_total?: number
  returnable_items?: LineItem[]
  metadata?: Metadata
}

export interface OrderItemChange extends BaseEntity {
  type: 'item_add' | 'item_remove' | 'item_update'
  order_edit_id: string
  original_line_item_id?: string | null
  line_item_id?: string | null
  line_item?: LineItem | null
}

export interface OrderEdit extends BaseEntity {
  order_id: string
  order?: Order
  internal_note?: string | null
  created_by: string
  requested_by?: string | null
  requested_at?: string | null
  confirmed_by?: string | null
  confirmed_at?: string | null
  declined_by?: string | null
  declined_at?: string | null
  declined_reason?: string | null
  canceled_by?: string | null
  canceled_at?: string | null
  payment_collection_id?: string | null
  payment_collection?: PaymentCollection | null
  status: 'created' | 'requested' | 'confirmed' | 'declined' | 'canceled'
  changes?: OrderItemChange[]
  items?: LineItem[]
  subtotal?: number
  discount_total?: number
  shipping_total?: number
  gift_card_total?: number
  gift_card_tax_total?: number
  tax_total?: number
  total?: number
  difference_due?: number
}

export interface DraftOrder extends BaseEntity {
  status: 'open' | 'completed'
  display_id: number
  cart_id?: string | null
  cart?: Cart | null
  order_id?: string | null
  order?: Order | null
  canceled_at?: string | null
  completed_at?: string | null
  no_notification_order?: boolean | null
  idempotency_key?: string | null
  metadata?: Metadata
}

export interface PaymentCollection extends SoftDeletable {
  type: 'order_edit'
  status: 'not_paid' | 'awaiting' | 'authorized' | 'partially_authorized' | 'canceled'
  description?: string | null
  amount: number
  authorized_amount?: number | null
  region_id: string
  region?: Region
  currency_code: string
  currency?: Currency
  created_by: string
  payment_sessions?: PaymentSession[]
  payments?: Payment[]
}
