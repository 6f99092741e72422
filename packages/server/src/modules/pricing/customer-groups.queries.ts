import {
  customer,
  customerGroup,
  customerGroupCustomers,
  priceList,
  priceListCustomerGroup,
} from '@mercato/db'
import { type SQL, and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm'
import type { Tx } from '../../context'
import type { ListQuery } from '../../http/list-query'
import { countAll, dateConditions, orderBy, searchAny } from '../../lib/sql'
import { groupBy, project } from '../../http/route-helpers'

export type CustomerGroupRow = typeof customerGroup.$inferSelect
export const CUSTOMER_GROUP_RELATIONS = ['price_lists', 'customers'] as const

const live = isNull(customerGroup.deleted_at)

export async function findCustomerGroup(db: Tx, id: string): Promise<CustomerGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(customerGroup)
    .where(and(eq(customerGroup.id, id), live))
    .limit(1)
  return row
}

export async function findCustomerGroupByName(db: Tx, name: string): Promise<CustomerGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(customerGroup)
    .where(and(eq(customerGroup.name, name), live))
    .limit(1)
  return row
}

export interface CustomerGroupFilters {
  id?: string[]
  name?: string[]
}

export async function listCustomerGroupRows(
  db: Tx,
  query: ListQuery<CustomerGroupFilters>,
): Promise<[CustomerGroupRow[], number]> {
  const f = query.filters
  const cond: (SQL | undefined)[] = [
    live,
    ...dateConditions(
      { created_at: customerGroup.created_at, updated_at: customerGroup.updated_at },
      query.dates,
    ),
  ]
  if (f.id) cond.push(inArray(customerGroup.id, f.id))
  if (f.name) cond.push(inArray(customerGroup.name, f.name))
  if (query.q) cond.push(searchAny([customerGroup.name], query.q))
  const where = and(...cond)
  const columns = {
    created_at: customerGroup.created_at,
    updated_at: customerGroup.updated_at,
    name: customerGroup.name,
  }
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(customerGroup)
      .where(where)
      .orderBy(...orderBy(columns, query.order, customerGroup.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: countAll }).from(customerGroup).where(where),
  ])
  return [rows, count?.n ?? 0]
}

export async function decorateCustomerGroups(
  db: Tx,
  rows: CustomerGroupRow[],
  relations: Set<string>,
  fields?: string[],
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const { password_hash: _never, ...customerColumns } = getTableColumns(customer)
  const [lists, members] = await Promise.all([
    relations.has('price_lists')
      ? db
          .select({ group_id: priceListCustomerGroup.customer_group_id, list: priceList })
          .from(priceListCustomerGroup)
          .innerJoin(priceList, eq(priceList.id, priceListCustomerGroup.price_list_id))
          .where(and(inArray(priceListCustomerGroup.customer_group_id, ids), isNull(priceList.deleted_at)))
          .orderBy(asc(priceList.created_at))
      : [],
    relations.has('customers')
      ? db
          .select({ group_id: customerGroupCustomers.customer_group_id, customer: customerColumns })
          .from(customerGroupCustomers)
          .innerJoin(customer, eq(customer.id, customerGroupCustomers.customer_id))
          .where(and(inArray(customerGroupCustomers.customer_group_id, ids), isNull(customer.deleted_at)))
          .orderBy(asc(customer.created_at), asc(customer.id))
      : [],
  ])
  const byGroup = groupBy(lists, (l) => l.group_id)
  const membersByGroup = groupBy(members, (m) => m.group_id)
  return rows.map((row) => {
    const out: Record<string, unknown> = { ...row }
    if (relations.has('price_lists')) out.price_lists = (byGroup.get(row.id) ?? []).map((l) => l.list)
    if (relations.has('customers')) out.customers = (membersByGroup.get(row.id) ?? []).map((m) => m.customer)
    return project(out, fields, relations)
  })
}
