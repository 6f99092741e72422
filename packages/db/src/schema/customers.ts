import { boolean, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { standard } from './columns'

// Mirrors migrations/0006_customers.sql.

export const address = pgTable('address', {
  ...standard(),
  customer_id: text('customer_id'),
  company: text('company'),
  first_name: text('first_name'),
  last_name: text('last_name'),
  address_1: text('address_1'),
  address_2: text('address_2'),
  city: text('city'),
  country_code: text('country_code'),
  province: text('province'),
  postal_code: text('postal_code'),
  phone: text('phone'),
})

export const customer = pgTable('customer', {
  ...standard(),
  email: text('email').notNull(),
  first_name: text('first_name'),
  last_name: text('last_name'),
  phone: text('phone'),
  billing_address_id: text('billing_address_id'),
  password_hash: text('password_hash'),
  has_account: boolean('has_account').notNull().default(false),
})

export const customerGroupCustomers = pgTable(
  'customer_group_customers',
  { customer_group_id: text('customer_group_id').notNull(), customer_id: text('customer_id').notNull() },
  (t) => [primaryKey({ columns: [t.customer_group_id, t.customer_id] })],
)
