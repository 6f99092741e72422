import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import { type Metadata, standard, tz } from './columns'

// Mirrors the cart, payment and order tables of migrations/0007_orders.sql; what happens to orders
// afterwards (fulfillments, returns, swaps, claims, edits, draft orders) is in order-changes.ts.
// Discounts, gift cards and return reasons are mirrored in promotions.ts.

type Json = Record<string, unknown>
const meta = () => jsonb('metadata').$type<Metadata>()
const times = () => ({
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
})

export type CartType = 'default' | 'swap' | 'draft_order' | 'payment_link' | 'claim'
export type PaymentSessionStatus = 'authorized' | 'pending' | 'requires_more' | 'error' | 'canceled'
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

export const cart = pgTable('cart', {
  ...standard(),
  email: text('email'),
  billing_address_id: text('billing_address_id'),
  shipping_address_id: text('shipping_address_id'),
  region_id: text('region_id').notNull(),
  customer_id: text('customer_id'),
  payment_id: text('payment_id'),
  type: text('type').$type<CartType>().notNull().default('default'),
  completed_at: tz('completed_at'),
  payment_authorized_at: tz('payment_authorized_at'),
  idempotency_key: text('idempotency_key'),
  context: jsonb('context').$type<Json>(),
  sales_channel_id: text('sales_channel_id'),
})

export const cartDiscounts = pgTable(
  'cart_discounts',
  { cart_id: text('cart_id').notNull(), discount_id: text('discount_id').notNull() },
  (t) => [primaryKey({ columns: [t.cart_id, t.discount_id] })],
)

export const cartGiftCards = pgTable(
  'cart_gift_cards',
  { cart_id: text('cart_id').notNull(), gift_card_id: text('gift_card_id').notNull() },
  (t) => [primaryKey({ columns: [t.cart_id, t.gift_card_id] })],
)

export const order = pgTable('order', {
  id: text('id').primaryKey(),
  status: text('status').$type<OrderStatus>().notNull().default('pending'),
  fulfillment_status: text('fulfillment_status')
    .$type<FulfillmentStatus>()
    .notNull()
    .default('not_fulfilled'),
  payment_status: text('payment_status').$type<PaymentStatus>().notNull().default('not_paid'),
  display_id: integer('display_id').notNull().default(sql`nextval('order_display_id_seq')`),
  cart_id: text('cart_id'),
  customer_id: text('customer_id').notNull(),
  email: text('email').notNull(),
  billing_address_id: text('billing_address_id'),
  shipping_address_id: text('shipping_address_id'),
  region_id: text('region_id').notNull(),
  currency_code: text('currency_code').notNull(),
  tax_rate: doublePrecision('tax_rate'),
  draft_order_id: text('draft_order_id'),
  canceled_at: tz('canceled_at'),
  no_notification: boolean('no_notification'),
  idempotency_key: text('idempotency_key'),
  external_id: text('external_id'),
  sales_channel_id: text('sales_channel_id'),
  metadata: meta(),
  ...times(),
})

export const orderDiscounts = pgTable(
  'order_discounts',
  { order_id: text('order_id').notNull(), discount_id: text('discount_id').notNull() },
  (t) => [primaryKey({ columns: [t.order_id, t.discount_id] })],
)

export const orderGiftCards = pgTable(
  'order_gift_cards',
  { order_id: text('order_id').notNull(), gift_card_id: text('gift_card_id').notNull() },
  (t) => [primaryKey({ columns: [t.order_id, t.gift_card_id] })],
)

export const giftCardTransaction = pgTable('gift_card_transaction', {
  id: text('id').primaryKey(),
  gift_card_id: text('gift_card_id').notNull(),
  order_id: text('order_id').notNull(),
  amount: integer('amount').notNull(),
  is_taxable: boolean('is_taxable'),
  tax_rate: doublePrecision('tax_rate'),
  created_at: tz('created_at').notNull().defaultNow(),
})

export const lineItem = pgTable('line_item', {
  id: text('id').primaryKey(),
  cart_id: text('cart_id'),
  order_id: text('order_id'),
  swap_id: text('swap_id'),
  claim_order_id: text('claim_order_id'),
  order_edit_id: text('order_edit_id'),
  original_item_id: text('original_item_id'),
  title: text('title').notNull(),
  description: text('description'),
  thumbnail: text('thumbnail'),
  is_return: boolean('is_return').notNull().default(false),
  is_giftcard: boolean('is_giftcard').notNull().default(false),
  should_merge: boolean('should_merge').notNull().default(true),
  allow_discounts: boolean('allow_discounts').notNull().default(true),
  has_shipping: boolean('has_shipping'),
  unit_price: integer('unit_price').notNull(),
  variant_id: text('variant_id'),
  quantity: integer('quantity').notNull(),
  fulfilled_quantity: integer('fulfilled_quantity'),
  returned_quantity: integer('returned_quantity'),
  shipped_quantity: integer('shipped_quantity'),
  includes_tax: boolean('includes_tax').notNull().default(false),
  metadata: meta(),
  ...times(),
})

export const lineItemAdjustment = pgTable('line_item_adjustment', {
  id: text('id').primaryKey(),
  item_id: text('item_id').notNull(),
  description: text('description').notNull(),
  discount_id: text('discount_id'),
  amount: numeric('amount', { mode: 'number' }).notNull(),
  metadata: meta(),
})

const taxLineColumns = () => ({
  id: text('id').primaryKey(),
  rate: doublePrecision('rate').notNull(),
  name: text('name').notNull(),
  code: text('code'),
  metadata: meta(),
  ...times(),
})

export const lineItemTaxLine = pgTable('line_item_tax_line', {
  ...taxLineColumns(),
  item_id: text('item_id').notNull(),
})

export const shippingMethod = pgTable('shipping_method', {
  id: text('id').primaryKey(),
  shipping_option_id: text('shipping_option_id').notNull(),
  cart_id: text('cart_id'),
  order_id: text('order_id'),
  claim_order_id: text('claim_order_id'),
  swap_id: text('swap_id'),
  return_id: text('return_id'),
  price: integer('price').notNull(),
  data: jsonb('data').$type<Json>().notNull().default({}),
  includes_tax: boolean('includes_tax').notNull().default(false),
})

export const shippingMethodTaxLine = pgTable('shipping_method_tax_line', {
  ...taxLineColumns(),
  shipping_method_id: text('shipping_method_id').notNull(),
})

export const customShippingOption = pgTable('custom_shipping_option', {
  ...standard(),
  price: integer('price').notNull(),
  shipping_option_id: text('shipping_option_id').notNull(),
  cart_id: text('cart_id'),
})

export const paymentCollection = pgTable('payment_collection', {
  ...standard(),
  type: text('type').$type<'order_edit'>().notNull().default('order_edit'),
  status: text('status')
    .$type<'not_paid' | 'awaiting' | 'authorized' | 'partially_authorized' | 'canceled'>()
    .notNull()
    .default('not_paid'),
  description: text('description'),
  amount: integer('amount').notNull(),
  authorized_amount: integer('authorized_amount'),
  region_id: text('region_id').notNull(),
  currency_code: text('currency_code').notNull(),
  created_by: text('created_by').notNull(),
})

export const paymentSession = pgTable('payment_session', {
  id: text('id').primaryKey(),
  cart_id: text('cart_id'),
  payment_collection_id: text('payment_collection_id'),
  provider_id: text('provider_id').notNull(),
  is_selected: boolean('is_selected'),
  is_initiated: boolean('is_initiated').notNull().default(false),
  status: text('status').$type<PaymentSessionStatus>().notNull(),
  data: jsonb('data').$type<Json>().notNull().default({}),
  idempotency_key: text('idempotency_key'),
  amount: integer('amount'),
  payment_authorized_at: tz('payment_authorized_at'),
  ...times(),
})

export const payment = pgTable('payment', {
  id: text('id').primaryKey(),
  swap_id: text('swap_id'),
  cart_id: text('cart_id'),
  order_id: text('order_id'),
  payment_collection_id: text('payment_collection_id'),
  amount: integer('amount').notNull(),
  currency_code: text('currency_code').notNull(),
  amount_refunded: integer('amount_refunded').notNull().default(0),
  provider_id: text('provider_id').notNull(),
  data: jsonb('data').$type<Json>().notNull().default({}),
  captured_at: tz('captured_at'),
  canceled_at: tz('canceled_at'),
  idempotency_key: text('idempotency_key'),
  metadata: meta(),
  ...times(),
})

export const refund = pgTable('refund', {
  id: text('id').primaryKey(),
  order_id: text('order_id'),
  payment_id: text('payment_id'),
  amount: integer('amount').notNull(),
  note: text('note'),
  reason: text('reason').$type<'discount' | 'return' | 'swap' | 'claim' | 'other'>().notNull(),
  idempotency_key: text('idempotency_key'),
  metadata: meta(),
  ...times(),
})

export * from './order-changes'
