import { sql } from 'drizzle-orm'
import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { type Metadata, standard, tz } from './columns'
import type { FulfillmentStatus } from './orders'

// Mirrors the after-sale tables of migrations/0007_orders.sql: fulfillments and tracking links,
// returns, swaps, claims, order edits and draft orders.

type Json = Record<string, unknown>
const meta = () => jsonb('metadata').$type<Metadata>()
const times = () => ({
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
})

export const swap = pgTable('swap', {
  ...standard(),
  fulfillment_status: text('fulfillment_status').notNull().default('not_fulfilled'),
  payment_status: text('payment_status').notNull().default('not_paid'),
  order_id: text('order_id').notNull(),
  difference_due: integer('difference_due'),
  shipping_address_id: text('shipping_address_id'),
  cart_id: text('cart_id'),
  confirmed_at: tz('confirmed_at'),
  canceled_at: tz('canceled_at'),
  no_notification: boolean('no_notification'),
  allow_backorder: boolean('allow_backorder').notNull().default(false),
  idempotency_key: text('idempotency_key'),
})

export const claimOrder = pgTable('claim_order', {
  ...standard(),
  type: text('type').$type<'refund' | 'replace'>().notNull(),
  payment_status: text('payment_status').$type<'na' | 'not_refunded' | 'refunded'>().notNull().default('na'),
  fulfillment_status: text('fulfillment_status')
    .$type<FulfillmentStatus>()
    .notNull()
    .default('not_fulfilled'),
  order_id: text('order_id').notNull(),
  shipping_address_id: text('shipping_address_id'),
  refund_amount: integer('refund_amount'),
  canceled_at: tz('canceled_at'),
  no_notification: boolean('no_notification'),
  idempotency_key: text('idempotency_key'),
})

export const orderEdit = pgTable('order_edit', {
  id: text('id').primaryKey(),
  order_id: text('order_id').notNull(),
  internal_note: text('internal_note'),
  created_by: text('created_by').notNull(),
  requested_by: text('requested_by'),
  requested_at: tz('requested_at'),
  confirmed_by: text('confirmed_by'),
  confirmed_at: tz('confirmed_at'),
  declined_by: text('declined_by'),
  declined_at: tz('declined_at'),
  declined_reason: text('declined_reason'),
  canceled_by: text('canceled_by'),
  canceled_at: tz('canceled_at'),
  payment_collection_id: text('payment_collection_id'),
  ...times(),
})

export const returnOrder = pgTable('return', {
  id: text('id').primaryKey(),
  status: text('status').$type<'requested' | 'received' | 'requires_action' | 'canceled'>().notNull(),
  order_id: text('order_id'),
  swap_id: text('swap_id'),
  claim_order_id: text('claim_order_id'),
  shipping_data: jsonb('shipping_data').$type<Json>(),
  location_id: text('location_id'),
  refund_amount: integer('refund_amount').notNull().default(0),
  no_notification: boolean('no_notification'),
  idempotency_key: text('idempotency_key'),
  received_at: tz('received_at'),
  metadata: meta(),
  ...times(),
})

export const returnItem = pgTable(
  'return_item',
  {
    return_id: text('return_id').notNull(),
    item_id: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
    is_requested: boolean('is_requested').notNull().default(true),
    requested_quantity: integer('requested_quantity'),
    received_quantity: integer('received_quantity'),
    reason_id: text('reason_id'),
    note: text('note'),
    metadata: meta(),
  },
  (t) => [primaryKey({ columns: [t.return_id, t.item_id] })],
)

export const fulfillment = pgTable('fulfillment', {
  id: text('id').primaryKey(),
  order_id: text('order_id'),
  swap_id: text('swap_id'),
  claim_order_id: text('claim_order_id'),
  provider_id: text('provider_id').notNull(),
  location_id: text('location_id'),
  tracking_numbers: jsonb('tracking_numbers').$type<string[]>().notNull().default([]),
  data: jsonb('data').$type<Json>().notNull().default({}),
  shipped_at: tz('shipped_at'),
  canceled_at: tz('canceled_at'),
  no_notification: boolean('no_notification'),
  idempotency_key: text('idempotency_key'),
  metadata: meta(),
  ...times(),
})

export const fulfillmentItem = pgTable(
  'fulfillment_item',
  {
    fulfillment_id: text('fulfillment_id').notNull(),
    item_id: text('item_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fulfillment_id, t.item_id] })],
)

export const trackingLink = pgTable('tracking_link', {
  ...standard(),
  url: text('url'),
  tracking_number: text('tracking_number').notNull(),
  fulfillment_id: text('fulfillment_id').notNull(),
  idempotency_key: text('idempotency_key'),
})

export const claimItem = pgTable('claim_item', {
  ...standard(),
  claim_order_id: text('claim_order_id').notNull(),
  item_id: text('item_id').notNull(),
  variant_id: text('variant_id').notNull(),
  reason: text('reason').$type<'missing_item' | 'wrong_item' | 'production_failure' | 'other'>().notNull(),
  note: text('note'),
  quantity: integer('quantity').notNull(),
})

export const claimImage = pgTable('claim_image', {
  ...standard(),
  claim_item_id: text('claim_item_id').notNull(),
  url: text('url').notNull(),
})

export const claimTag = pgTable('claim_tag', { ...standard(), value: text('value').notNull() })

export const claimItemTags = pgTable(
  'claim_item_tags',
  { item_id: text('item_id').notNull(), tag_id: text('tag_id').notNull() },
  (t) => [primaryKey({ columns: [t.item_id, t.tag_id] })],
)

export const orderItemChange = pgTable('order_item_change', {
  id: text('id').primaryKey(),
  type: text('type').$type<'item_add' | 'item_remove' | 'item_update'>().notNull(),
  order_edit_id: text('order_edit_id').notNull(),
  original_line_item_id: text('original_line_item_id'),
  line_item_id: text('line_item_id'),
  ...times(),
  deleted_at: tz('deleted_at'),
})

export const draftOrder = pgTable('draft_order', {
  id: text('id').primaryKey(),
  status: text('status').$type<'open' | 'completed'>().notNull().default('open'),
  display_id: integer('display_id').notNull().default(sql`nextval('draft_order_display_id_seq')`),
  cart_id: text('cart_id'),
  order_id: text('order_id'),
  canceled_at: tz('canceled_at'),
  completed_at: tz('completed_at'),
  no_notification_order: boolean('no_notification_order'),
  idempotency_key: text('idempotency_key'),
  metadata: meta(),
  ...times(),
})
