import { address, authSession, customer, customerGroup, customerGroupCustomers, order } from '@mercato/db'
import { type SQL, and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, escapeLike, orderBy } from '../../lib/sql'
import { revocationMarkerId } from '../users-auth/revocation'

export type CustomerRow = typeof customer.$inferSelect
export type AddressRow = typeof address.$inferSelect

const live = isNull(customer.deleted_at)

export async function findCustomerById(db: Tx, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.id, id), live))
    .limit(1)
  return row
}

/** The registered account for an email (guest records from checkout do not count). */
export async function findAccountByEmail(db: Tx, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.email, email), eq(customer.has_account, true), live))
    .limit(1)
  return row
}

export async function findGuestByEmail(db: Tx, email: string): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customer)
    .where(and(eq(customer.email, email), eq(customer.has_account, false), live))
    .limit(1)
  return row
}

// The two look-ups of a signed-in shopper's request, each one statement.

const marker = alias(authSession, 'marker')

/** The registered, live account of a live, unexpired store session. */
export async function accountBySession(db: Tx, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: customer.id })
    .from(authSession)
    .innerJoin(customer, eq(customer.id, authSession.subject_id))
    .where(
      and(
        eq(authSession.id, sessionId),
        eq(authSession.realm, 'store'),
        gt(authSession.expires_at, new Date()),
        eq(customer.has_account, true),
        live,
      ),
    )
    .limit(1)
  return row?.id ?? null
}

/** A registered, live account and when its bearer tokens were last voided (null: never). */
export async function accountWithRevocation(
  db: Tx,
  id: string,
): Promise<{ id: string; revoked_at: Date | null } | undefined> {
  const [row] = await db
    .select({ id: customer.id, revoked_at: marker.created_at })
    .from(customer)
    .leftJoin(marker, and(eq(marker.id, revocationMarkerId('store', id)), eq(marker.realm, 'store')))
    .where(and(eq(customer.id, id), eq(customer.has_account, true), live))
    .limit(1)
  return row
}

export async function addressesOf(db: Tx, customerIds: string[]): Promise<AddressRow[]> {
  if (customerIds.length === 0) return []
  return db
    .select()
    .from(address)
    .where(and(inArray(address.customer_id, customerIds), isNull(address.deleted_at)))
    .orderBy(address.created_at, address.id)
}

export async function addressesById(db: Tx, ids: string[]): Promise<AddressRow[]> {
  if (ids.length === 0) return []
  return db.select().from(address).where(inArray(address.id, ids))
}

export async function groupsOf(db: Tx, customerIds: string[]) {
  if (customerIds.length === 0) return []
  return db
    .select({ customer_id: customerGroupCustomers.customer_id, group: customerGroup })
    .from(customerGroupCustomers)
    .innerJoin(customerGroup, eq(customerGroup.id, customerGroupCustomers.customer_group_id))
    .where(and(inArray(customerGroupCustomers.customer_id, customerIds), isNull(customerGroup.deleted_at)))
}

/** The customers' orders, newest first (the admin customer's default `orders`, contract §3.2). */
export async function ordersOf(db: Tx, customerIds: string[]) {
  if (customerIds.length === 0) return []
  return db
    .select()
    .from(order)
    .where(inArray(order.customer_id, customerIds))
    .orderBy(desc(order.created_at), desc(order.id))
}

export interface CustomerFilters {
  has_account?: boolean
  groups?: string[]
  email?: string
}

const searchText = sql`(${customer.email} || E'\n' || coalesce(${customer.first_name}, '') || E'\n' || coalesce(${customer.last_name}, ''))`

/**
 * The customers a list selects: its filters, search and date ranges, within a group's members when
 * `groupId` is given. The Admin API list and the customer export share it.
 */
export function customerConditions(
  db: Tx,
  query: Pick<ListQuery<CustomerFilters>, 'filters' | 'q' | 'dates'>,
  groupId?: string,
): SQL | undefined {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions({ created_at: customer.created_at, updated_at: customer.updated_at }, query.dates),
  ]
  if (f.has_account !== undefined) cond.push(eq(customer.has_account, f.has_account))
  if (f.email) cond.push(eq(customer.email, f.email.toLowerCase()))
  const memberOf = (groups: string[]) =>
    inArray(
      customer.id,
      db
        .select({ id: customerGroupCustomers.customer_id })
        .from(customerGroupCustomers)
        .where(inArray(customerGroupCustomers.customer_group_id, groups)),
    )
  // A group's own list (/customer-groups/:id/customers) is its members, further narrowed by `groups`.
  if (groupId) cond.push(memberOf([groupId]))
  // An empty `groups=` names no group: it is ignored, as Medusa does, rather than matching nobody.
  const groups = f.groups?.filter((g) => g !== '')
  if (groups?.length) cond.push(memberOf(groups))
  // The same expression as the trigram index, so search stays index-backed.
  if (query.q) cond.push(sql`${searchText} ILIKE ${`%${escapeLike(query.q)}%`}`)
  return and(...cond)
}

export async function listCustomers(
  db: Tx,
  query: ListQuery<CustomerFilters>,
  groupId?: string,
): Promise<[CustomerRow[], number]> {
  const where = customerConditions(db, query, groupId)
  const columns = {
    created_at: customer.created_at,
    updated_at: customer.updated_at,
    email: customer.email,
    first_name: customer.first_name,
    last_name: customer.last_name,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(customer)
      .where(where)
      .orderBy(...orderBy(columns, query.order, customer.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(customer).where(where),
  ])
  return [rows, count?.n ?? 0]
}

export async function findGroup(db: Tx, id: string) {
  const [row] = await db
    .select()
    .from(customerGroup)
    .where(and(eq(customerGroup.id, id), isNull(customerGroup.deleted_at)))
    .limit(1)
  return row
}
