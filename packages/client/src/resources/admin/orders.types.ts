// Request bodies of the admin order routes (CONTRACT §2.1 "orders"); kept apart so orders.ts stays readable.
import type { CarrierId, OrderAwaiting } from '@mercato/domain'
import type { AddressPayload, DateFilters, ListParams, StringFilter } from '../../types'

export interface AdminGetOrdersParams extends ListParams, DateFilters {
  q?: string
  id?: string
  status?: StringFilter
  fulfillment_status?: StringFilter
  payment_status?: StringFilter
  display_id?: string
  cart_id?: string
  customer_id?: string
  email?: string
  region_id?: StringFilter
  currency_code?: StringFilter
  tax_rate?: string
  sales_channel_id?: string[]
  canceled_at?: DateFilters['created_at']
  /**
   * Mercato's extension, not in Medusa v1: orders with after-sale work waiting on staff, any of
   * `return` (a requested return, order not canceled), `swap` (a swap paid or needing no payment, not
   * fulfilled) and `claim` (a replace claim not fulfilled).
   */
  awaiting?: OrderAwaiting | OrderAwaiting[]
}
export interface AdminPostOrdersOrderReq {
  email?: string
  billing_address?: AddressPayload
  shipping_address?: AddressPayload
  items?: Record<string, unknown>[]
  region?: string
  discounts?: Record<string, unknown>[]
  customer_id?: string
  payment_method?: { provider_id?: string; data?: Record<string, unknown> }
  shipping_method?: {
    provider_id?: string
    profile_id?: string
    price?: number
    data?: Record<string, unknown>
    items?: Record<string, unknown>[]
  }[]
  no_notification?: boolean
}
export interface AdminPostOrdersOrderRefundsReq {
  amount: number
  reason: 'discount' | 'return' | 'swap' | 'claim' | 'other'
  note?: string
  no_notification?: boolean
}
export interface AdminPostOrdersOrderFulfillmentsReq {
  items: { item_id: string; quantity: number }[]
  location_id?: string
  no_notification?: boolean
  metadata?: Record<string, unknown>
}
export interface AdminPostOrdersOrderShipmentReq {
  fulfillment_id: string
  tracking_numbers?: string[]
  no_notification?: boolean
  /** Mercato's addition: the tracking links get this carrier's tracking page. */
  carrier?: CarrierId
  /** Not in Medusa v1: another carrier's tracking page, `https` with `{number}` (instead of `carrier`). */
  tracking_url?: string
}
export interface AdminPostOrdersOrderReturnsReq {
  items: { item_id: string; quantity: number; reason_id?: string; note?: string }[]
  return_shipping?: { option_id: string; price?: number }
  note?: string
  receive_now?: boolean
  no_notification?: boolean
  refund?: number
  location_id?: string
}
export interface AdminPostOrdersOrderShippingMethodsReq {
  price: number
  option_id: string
  data?: Record<string, unknown>
}
export interface AdminPostOrdersOrderSwapsReq {
  return_items: { item_id: string; quantity: number; reason_id?: string; note?: string }[]
  return_shipping?: { option_id: string; price?: number }
  additional_items?: { variant_id: string; quantity: number }[]
  sales_channel_id?: string
  custom_shipping_options?: { option_id: string; price: number }[]
  no_notification?: boolean
  return_location_id?: string
  allow_backorder?: boolean
}
export interface AdminPostOrdersOrderSwapsSwapFulfillmentsReq {
  no_notification?: boolean
  location_id?: string
  metadata?: Record<string, unknown>
}
export interface AdminPostOrdersOrderSwapsSwapShipmentsReq {
  fulfillment_id: string
  tracking_numbers?: string[]
  no_notification?: boolean
  /** Mercato's addition: the tracking links get this carrier's tracking page. */
  carrier?: CarrierId
  /** Not in Medusa v1: another carrier's tracking page, `https` with `{number}` (instead of `carrier`). */
  tracking_url?: string
}
type ClaimReason = 'missing_item' | 'wrong_item' | 'production_failure' | 'other'
export interface AdminPostOrdersOrderClaimsReq {
  type: 'replace' | 'refund'
  claim_items: {
    item_id: string
    quantity: number
    note?: string
    reason?: ClaimReason
    tags?: string[]
    images?: string[]
  }[]
  return_shipping?: { option_id?: string; price?: number }
  additional_items?: { variant_id: string; quantity: number }[]
  shipping_methods?: { id?: string; option_id?: string; price?: number; data?: Record<string, unknown> }[]
  shipping_address?: AddressPayload
  refund_amount?: number
  no_notification?: boolean
  return_location_id?: string
  metadata?: Record<string, unknown>
}
export interface AdminPostOrdersOrderClaimsClaimReq {
  claim_items?: {
    id: string
    item_id?: string
    quantity?: number
    note?: string
    reason?: ClaimReason
    tags: ({ id?: string; value?: string } | string)[]
    images: ({ id?: string; url?: string } | string)[]
  }[]
  shipping_methods?: { id?: string; option_id?: string; price?: number; data?: Record<string, unknown> }[]
  no_notification?: boolean
  metadata?: Record<string, unknown>
}
export interface AdminPostOrdersOrderClaimsClaimFulfillmentsReq {
  no_notification?: boolean
  location_id?: string
  metadata?: Record<string, unknown>
}
export interface AdminPostOrdersOrderClaimsClaimShipmentsReq {
  fulfillment_id: string
  tracking_numbers?: string[]
  /** Mercato's addition: the tracking links get this carrier's tracking page. */
  carrier?: CarrierId
  /** Not in Medusa v1: another carrier's tracking page, `https` with `{number}` (instead of `carrier`). */
  tracking_url?: string
}
export interface AdminPostOrdersOrderLineItemReservationReq {
  location_id: string
  quantity?: number
}
