import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core'
import { standard, tz } from './columns'

// Mirrors migrations/0001_foundation.sql; the SQL files are the source of truth for the database.

export const currency = pgTable('currency', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  symbol_native: text('symbol_native').notNull(),
  name: text('name').notNull(),
  includes_tax: boolean('includes_tax').notNull().default(false),
})

export const paymentProvider = pgTable('payment_provider', {
  id: text('id').primaryKey(),
  is_installed: boolean('is_installed').notNull().default(true),
})

export const fulfillmentProvider = pgTable('fulfillment_provider', {
  id: text('id').primaryKey(),
  is_installed: boolean('is_installed').notNull().default(true),
})

export const region = pgTable('region', {
  ...standard(),
  name: text('name').notNull(),
  currency_code: text('currency_code').notNull(),
  tax_rate: doublePrecision('tax_rate').notNull().default(0),
  tax_code: text('tax_code'),
  gift_cards_taxable: boolean('gift_cards_taxable').notNull().default(true),
  automatic_taxes: boolean('automatic_taxes').notNull().default(true),
  tax_provider_id: text('tax_provider_id'),
  includes_tax: boolean('includes_tax').notNull().default(false),
})

export const country = pgTable('country', {
  id: serial('id').primaryKey(),
  iso_2: text('iso_2').notNull(),
  iso_3: text('iso_3').notNull(),
  num_code: integer('num_code').notNull(),
  name: text('name').notNull(),
  display_name: text('display_name').notNull(),
  region_id: text('region_id'),
})

export const regionPaymentProvider = pgTable(
  'region_payment_provider',
  { region_id: text('region_id').notNull(), provider_id: text('provider_id').notNull() },
  (t) => [primaryKey({ columns: [t.region_id, t.provider_id] })],
)

export const regionFulfillmentProvider = pgTable(
  'region_fulfillment_provider',
  { region_id: text('region_id').notNull(), provider_id: text('provider_id').notNull() },
  (t) => [primaryKey({ columns: [t.region_id, t.provider_id] })],
)

export const salesChannel = pgTable('sales_channel', {
  ...standard(),
  name: text('name').notNull(),
  description: text('description'),
  is_disabled: boolean('is_disabled').notNull().default(false),
})

export const store = pgTable('store', {
  id: text('id').primaryKey(),
  name: text('name').notNull().default('Mercato Store'),
  default_currency_code: text('default_currency_code').notNull().default('usd'),
  swap_link_template: text('swap_link_template'),
  payment_link_template: text('payment_link_template'),
  invite_link_template: text('invite_link_template'),
  default_location_id: text('default_location_id'),
  default_sales_channel_id: text('default_sales_channel_id'),
  metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
})

export const storeCurrency = pgTable(
  'store_currency',
  { store_id: text('store_id').notNull(), currency_code: text('currency_code').notNull() },
  (t) => [primaryKey({ columns: [t.store_id, t.currency_code] })],
)

export const user = pgTable('user', {
  ...standard(),
  email: text('email').notNull(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  password_hash: text('password_hash'),
  api_token: text('api_token'),
  role: text('role').$type<'admin' | 'member' | 'developer'>().notNull().default('member'),
})

export const invite = pgTable('invite', {
  ...standard(),
  user_email: text('user_email').notNull(),
  role: text('role').$type<'admin' | 'member' | 'developer'>().notNull().default('member'),
  accepted: boolean('accepted').notNull().default(false),
  token: text('token').notNull(),
  expires_at: tz('expires_at').notNull(),
})

export const authSession = pgTable('auth_session', {
  id: text('id').primaryKey(),
  realm: text('realm').$type<'admin' | 'store'>().notNull(),
  subject_id: text('subject_id').notNull(),
  expires_at: tz('expires_at').notNull(),
  created_at: tz('created_at').notNull().defaultNow(),
})

export const analyticsConfig = pgTable('analytics_config', {
  id: text('id').primaryKey(),
  user_id: text('user_id').notNull(),
  opt_out: boolean('opt_out').notNull().default(false),
  anonymize: boolean('anonymize').notNull().default(false),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
  deleted_at: tz('deleted_at'),
})

export const idempotencyKey = pgTable('idempotency_key', {
  id: text('id').primaryKey(),
  idempotency_key: text('idempotency_key').notNull(),
  created_at: tz('created_at').notNull().defaultNow(),
  locked_at: tz('locked_at'),
  request_method: text('request_method'),
  request_params: jsonb('request_params'),
  request_path: text('request_path'),
  response_code: integer('response_code'),
  /** The response's JSON text as it was sent. */
  response_body: text('response_body'),
  recovery_point: text('recovery_point').notNull().default('started'),
})

export const publishableApiKey = pgTable('publishable_api_key', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  created_by: text('created_by'),
  revoked_by: text('revoked_by'),
  revoked_at: tz('revoked_at'),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
})

export const publishableApiKeySalesChannel = pgTable('publishable_api_key_sales_channel', {
  id: text('id').primaryKey(),
  publishable_key_id: text('publishable_key_id').notNull(),
  sales_channel_id: text('sales_channel_id').notNull(),
})

export const batchJob = pgTable('batch_job', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  created_by: text('created_by'),
  context: jsonb('context').$type<Record<string, unknown> | null>(),
  dry_run: boolean('dry_run').notNull().default(false),
  result: jsonb('result').$type<Record<string, unknown> | null>(),
  pre_processed_at: tz('pre_processed_at'),
  processing_at: tz('processing_at'),
  confirmed_at: tz('confirmed_at'),
  completed_at: tz('completed_at'),
  canceled_at: tz('canceled_at'),
  failed_at: tz('failed_at'),
  locked_by: text('locked_by'),
  lease_expires_at: tz('lease_expires_at'),
  /** How often the job's lease lapsed while a worker held it (0005). */
  attempts: integer('attempts').notNull().default(0),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
  deleted_at: tz('deleted_at'),
})

export const note = pgTable('note', {
  ...standard(),
  resource_type: text('resource_type').notNull(),
  resource_id: text('resource_id').notNull(),
  value: text('value').notNull(),
  author_id: text('author_id'),
})

export const notification = pgTable('notification', {
  id: text('id').primaryKey(),
  event_name: text('event_name'),
  resource_type: text('resource_type').notNull(),
  resource_id: text('resource_id').notNull(),
  customer_id: text('customer_id'),
  to: text('to').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  parent_id: text('parent_id'),
  provider_id: text('provider_id'),
  created_at: tz('created_at').notNull().defaultNow(),
  updated_at: tz('updated_at').notNull().defaultNow(),
})
