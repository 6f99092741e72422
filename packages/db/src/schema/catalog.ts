import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core'
import { type Metadata, standard, tz } from './columns'

// Mirrors migrations/0002_catalog.sql.

const physical = () => ({
  weight: integer('weight'),
  length: integer('length'),
  height: integer('height'),
  width: integer('width'),
  hs_code: text('hs_code'),
  origin_country: text('origin_country'),
  mid_code: text('mid_code'),
  material: text('material'),
})

export const shippingProfile = pgTable('shipping_profile', {
  ...standard(),
  name: text('name').notNull(),
  type: text('type').$type<'default' | 'gift_card' | 'custom'>().notNull(),
})

export const productCollection = pgTable('product_collection', {
  ...standard(),
  title: text('title').notNull(),
  handle: text('handle').notNull(),
})

export const productType = pgTable('product_type', { ...standard(), value: text('value').notNull() })
export const productTag = pgTable('product_tag', { ...standard(), value: text('value').notNull() })

export type ProductStatus = 'draft' | 'proposed' | 'published' | 'rejected'

export const product = pgTable('product', {
  ...standard(),
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  description: text('description'),
  handle: text('handle').notNull(),
  is_giftcard: boolean('is_giftcard').notNull().default(false),
  status: text('status').$type<ProductStatus>().notNull().default('draft'),
  thumbnail: text('thumbnail'),
  ...physical(),
  collection_id: text('collection_id'),
  type_id: text('type_id'),
  discountable: boolean('discountable').notNull().default(true),
  external_id: text('external_id'),
  profile_id: text('profile_id'),
})

export const productImage = pgTable('product_image', {
  ...standard(),
  product_id: text('product_id').notNull(),
  url: text('url').notNull(),
  rank: integer('rank').notNull().default(0),
})

export const productTags = pgTable(
  'product_tags',
  { product_id: text('product_id').notNull(), product_tag_id: text('product_tag_id').notNull() },
  (t) => [primaryKey({ columns: [t.product_id, t.product_tag_id] })],
)

export const productOption = pgTable('product_option', {
  ...standard(),
  title: text('title').notNull(),
  product_id: text('product_id').notNull(),
  rank: integer('rank').notNull().default(0),
})

export const productVariant = pgTable('product_variant', {
  ...standard(),
  title: text('title').notNull(),
  product_id: text('product_id').notNull(),
  sku: text('sku'),
  barcode: text('barcode'),
  ean: text('ean'),
  upc: text('upc'),
  variant_rank: integer('variant_rank').notNull().default(0),
  inventory_quantity: integer('inventory_quantity').notNull().default(0),
  allow_backorder: boolean('allow_backorder').notNull().default(false),
  manage_inventory: boolean('manage_inventory').notNull().default(true),
  ...physical(),
})

export const productOptionValue = pgTable('product_option_value', {
  ...standard(),
  value: text('value').notNull(),
  option_id: text('option_id').notNull(),
  variant_id: text('variant_id').notNull(),
})

export const productCategory = pgTable('product_category', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  handle: text('handle').notNull(),
  mpath: text('mpath').notNull().default(''),
  is_internal: boolean('is_internal').notNull().default(false),
  is_active: boolean('is_active').notNull().default(false),
  rank: integer('rank').notNull().default(0),
  parent_category_id: text('parent_category_id'),
  metadata: jsonb('metadata').$type<Metadata>(),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
})

export const productCategoryProduct = pgTable(
  'product_category_product',
  { product_category_id: text('product_category_id').notNull(), product_id: text('product_id').notNull() },
  (t) => [primaryKey({ columns: [t.product_category_id, t.product_id] })],
)

export const productSalesChannel = pgTable(
  'product_sales_channel',
  { product_id: text('product_id').notNull(), sales_channel_id: text('sales_channel_id').notNull() },
  (t) => [primaryKey({ columns: [t.product_id, t.sales_channel_id] })],
)

export const customerGroup = pgTable('customer_group', { ...standard(), name: text('name').notNull() })

export const priceList = pgTable('price_list', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: text('type').$type<'sale' | 'override'>().notNull().default('sale'),
  status: text('status').$type<'active' | 'draft'>().notNull().default('draft'),
  starts_at: tz('starts_at'),
  ends_at: tz('ends_at'),
  includes_tax: boolean('includes_tax').notNull().default(false),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
  deleted_at: tz('deleted_at'),
})

export const priceListCustomerGroup = pgTable(
  'price_list_customer_group',
  { price_list_id: text('price_list_id').notNull(), customer_group_id: text('customer_group_id').notNull() },
  (t) => [primaryKey({ columns: [t.price_list_id, t.customer_group_id] })],
)

export const moneyAmount = pgTable('money_amount', {
  id: text('id').primaryKey(),
  currency_code: text('currency_code').notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  min_quantity: integer('min_quantity'),
  max_quantity: integer('max_quantity'),
  price_list_id: text('price_list_id'),
  region_id: text('region_id'),
  variant_id: text('variant_id').notNull(),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
  deleted_at: tz('deleted_at'),
})

export const shippingOption = pgTable('shipping_option', {
  ...standard(),
  name: text('name').notNull(),
  region_id: text('region_id').notNull(),
  profile_id: text('profile_id').notNull(),
  provider_id: text('provider_id').notNull(),
  price_type: text('price_type').$type<'flat_rate' | 'calculated'>().notNull(),
  amount: integer('amount'),
  is_return: boolean('is_return').notNull().default(false),
  admin_only: boolean('admin_only').notNull().default(false),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  includes_tax: boolean('includes_tax').notNull().default(false),
})

export const shippingOptionRequirement = pgTable('shipping_option_requirement', {
  id: text('id').primaryKey(),
  shipping_option_id: text('shipping_option_id').notNull(),
  type: text('type').$type<'min_subtotal' | 'max_subtotal'>().notNull(),
  amount: integer('amount').notNull(),
  deleted_at: tz('deleted_at'),
})

export const taxRate = pgTable('tax_rate', {
  id: text('id').primaryKey(),
  rate: doublePrecision('rate'),
  code: text('code'),
  name: text('name').notNull(),
  region_id: text('region_id').notNull(),
  metadata: jsonb('metadata').$type<Metadata>(),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
})

export const productTaxRate = pgTable(
  'product_tax_rate',
  { product_id: text('product_id').notNull(), rate_id: text('rate_id').notNull() },
  (t) => [primaryKey({ columns: [t.product_id, t.rate_id] })],
)
export const productTypeTaxRate = pgTable(
  'product_type_tax_rate',
  { product_type_id: text('product_type_id').notNull(), rate_id: text('rate_id').notNull() },
  (t) => [primaryKey({ columns: [t.product_type_id, t.rate_id] })],
)
export const shippingTaxRate = pgTable(
  'shipping_tax_rate',
  { shipping_option_id: text('shipping_option_id').notNull(), rate_id: text('rate_id').notNull() },
  (t) => [primaryKey({ columns: [t.shipping_option_id, t.rate_id] })],
)

export const stockLocationAddress = pgTable('stock_location_address', {
  ...standard(),
  address_1: text('address_1').notNull(),
  address_2: text('address_2'),
  company: text('company'),
  city: text('city'),
  country_code: text('country_code').notNull(),
  phone: text('phone'),
  postal_code: text('postal_code'),
  province: text('province'),
})

export const stockLocation = pgTable('stock_location', {
  ...standard(),
  name: text('name').notNull(),
  address_id: text('address_id'),
})

export const salesChannelLocation = pgTable('sales_channel_location', {
  id: text('id').primaryKey(),
  sales_channel_id: text('sales_channel_id').notNull(),
  location_id: text('location_id').notNull(),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
  deleted_at: tz('deleted_at'),
})

export const inventoryItem = pgTable('inventory_item', {
  ...standard(),
  sku: text('sku'),
  hs_code: text('hs_code'),
  origin_country: text('origin_country'),
  mid_code: text('mid_code'),
  material: text('material'),
  title: text('title'),
  description: text('description'),
  thumbnail: text('thumbnail'),
  weight: integer('weight'),
  length: integer('length'),
  height: integer('height'),
  width: integer('width'),
  requires_shipping: boolean('requires_shipping').notNull().default(true),
})

export const inventoryLevel = pgTable('inventory_level', {
  ...standard(),
  inventory_item_id: text('inventory_item_id').notNull(),
  location_id: text('location_id').notNull(),
  stocked_quantity: integer('stocked_quantity').notNull().default(0),
  reserved_quantity: integer('reserved_quantity').notNull().default(0),
  incoming_quantity: integer('incoming_quantity').notNull().default(0),
})

export const productVariantInventoryItem = pgTable('product_variant_inventory_item', {
  id: text('id').primaryKey(),
  inventory_item_id: text('inventory_item_id').notNull(),
  variant_id: text('variant_id').notNull(),
  required_quantity: integer('required_quantity').notNull().default(1),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
  deleted_at: tz('deleted_at'),
})

export const reservationItem = pgTable('reservation_item', {
  ...standard(),
  location_id: text('location_id').notNull(),
  inventory_item_id: text('inventory_item_id').notNull(),
  line_item_id: text('line_item_id'),
  quantity: integer('quantity').notNull(),
  description: text('description'),
  created_by: text('created_by'),
})
