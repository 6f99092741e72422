import { boolean, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { standard, tz } from './columns'

// Mirrors the discount, gift card and return reason tables of migrations/0007_orders.sql, and the
// gift card balance changes of migrations/0014_gift_card_balance_changes.sql.
// gift_card_transaction and the cart/order tables are mirrored in orders.ts.

export type DiscountRuleType = 'fixed' | 'percentage' | 'free_shipping'
export type DiscountAllocation = 'total' | 'item'
export type DiscountConditionType =
  | 'products'
  | 'product_types'
  | 'product_collections'
  | 'product_tags'
  | 'customer_groups'
export type DiscountConditionOperator = 'in' | 'not_in'

export const discountRule = pgTable('discount_rule', {
  ...standard(),
  type: text('type').$type<DiscountRuleType>().notNull(),
  description: text('description'),
  value: integer('value').notNull(),
  allocation: text('allocation').$type<DiscountAllocation>(),
})

export const discount = pgTable('discount', {
  ...standard(),
  code: text('code').notNull(),
  is_dynamic: boolean('is_dynamic').notNull().default(false),
  rule_id: text('rule_id'),
  is_disabled: boolean('is_disabled').notNull().default(false),
  parent_discount_id: text('parent_discount_id'),
  starts_at: tz('starts_at').notNull().defaultNow(),
  ends_at: tz('ends_at'),
  valid_duration: text('valid_duration'),
  usage_limit: integer('usage_limit'),
  usage_count: integer('usage_count').notNull().default(0),
})

export const discountRegions = pgTable(
  'discount_regions',
  { discount_id: text('discount_id').notNull(), region_id: text('region_id').notNull() },
  (t) => [primaryKey({ columns: [t.discount_id, t.region_id] })],
)

export const discountCondition = pgTable('discount_condition', {
  ...standard(),
  type: text('type').$type<DiscountConditionType>().notNull(),
  operator: text('operator').$type<DiscountConditionOperator>().notNull(),
  discount_rule_id: text('discount_rule_id').notNull(),
})

export const discountConditionProduct = pgTable(
  'discount_condition_product',
  { condition_id: text('condition_id').notNull(), product_id: text('product_id').notNull() },
  (t) => [primaryKey({ columns: [t.condition_id, t.product_id] })],
)

export const discountConditionProductType = pgTable(
  'discount_condition_product_type',
  { condition_id: text('condition_id').notNull(), product_type_id: text('product_type_id').notNull() },
  (t) => [primaryKey({ columns: [t.condition_id, t.product_type_id] })],
)

export const discountConditionProductCollection = pgTable(
  'discount_condition_product_collection',
  {
    condition_id: text('condition_id').notNull(),
    product_collection_id: text('product_collection_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.condition_id, t.product_collection_id] })],
)

export const discountConditionProductTag = pgTable(
  'discount_condition_product_tag',
  { condition_id: text('condition_id').notNull(), product_tag_id: text('product_tag_id').notNull() },
  (t) => [primaryKey({ columns: [t.condition_id, t.product_tag_id] })],
)

export const discountConditionCustomerGroup = pgTable(
  'discount_condition_customer_group',
  { condition_id: text('condition_id').notNull(), customer_group_id: text('customer_group_id').notNull() },
  (t) => [primaryKey({ columns: [t.condition_id, t.customer_group_id] })],
)

export const giftCard = pgTable('gift_card', {
  ...standard(),
  code: text('code').notNull(),
  value: integer('value').notNull(),
  balance: integer('balance').notNull(),
  region_id: text('region_id').notNull(),
  order_id: text('order_id'),
  is_disabled: boolean('is_disabled').notNull().default(false),
  ends_at: tz('ends_at'),
  tax_rate: doublePrecision('tax_rate'),
})

/** A balance set by hand: what it was, what it became and who set it (null for a token without a user). */
export const giftCardBalanceChange = pgTable('gift_card_balance_change', {
  id: text('id').primaryKey(),
  gift_card_id: text('gift_card_id').notNull(),
  previous_balance: integer('previous_balance').notNull(),
  balance: integer('balance').notNull(),
  user_id: text('user_id'),
  created_at: tz('created_at').notNull().defaultNow(),
})

export const returnReason = pgTable('return_reason', {
  ...standard(),
  value: text('value').notNull(),
  label: text('label').notNull(),
  description: text('description'),
  parent_return_reason_id: text('parent_return_reason_id'),
})
