import type { BaseEntity, Metadata, SoftDeletable } from './common'
import type { Country } from './region'
import type { Order } from './order'

export interface Address extends SoftDeletable {
  customer_id?: string | null
  company?: string | null
  first_name?: string | null
  last_name?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  country_code?: string | null
  country?: Country | null
  province?: string | null
  postal_code?: string | null
  phone?: string | null
}

/** Address fields accepted in bodies, all optional. */
export interface AddressPayload {
  first_name?: string
  last_name?: string
  phone?: string
  metadata?: Record<string, unknown>
  company?: string
  address_1?: string
  address_2?: string
  city?: string
  country_code?: string
  province?: string
  postal_code?: string
}

export interface AddressCreatePayload extends AddressPayload {
  first_name: string
  last_name: string
  address_1: string
  city: string
  country_code: string
  postal_code: string
}

export interface CustomerGroup extends SoftDeletable {
  name: string
  customers?: Customer[]
  price_lists?: unknown[]
}

export interface Customer extends SoftDeletable {
  email: string
  first_name?: string | null
  last_name?: string | null
  phone?: string | null
  billing_address_id?: string | null
  billing_address?: Address | null
  shipping_addresses?: Address[]
  has_account: boolean
  orders?: Order[]
  groups?: CustomerGroup[]
}

export type UserRole = 'admin' | 'member' | 'developer'

export interface User extends SoftDeletable {
  email: string
  role: UserRole
  first_name?: string | null
  last_name?: string | null
  api_token?: string | null
}

export interface Invite extends SoftDeletable {
  user_email: string
  role: UserRole
  accepted: boolean
  token: string
  expires_at: string
}

export interface Note extends SoftDeletable {
  resource_type: string
  resource_id: string
  value: string
  author_id?: string | null
  author?: User
}

export interface Notification extends BaseEntity {
  event_name?: string | null
  resource_type: string
  resource_id: string
  customer_id?: string | null
  to: string
  data: Record<string, unknown>
  parent_id?: string | null
  provider_id?: string | null
  resends?: Notification[]
}

export interface AnalyticsConfig extends BaseEntity {
  user_id: string
  opt_out: boolean
  anonymize: boolean
  metadata?: Metadata
}
