import type { Tx } from '../../context'
import { type AddressRow, type CustomerRow, addressesById, addressesOf, groupsOf, ordersOf } from './queries'

export const CUSTOMER_RELATIONS = ['shipping_addresses', 'billing_address', 'groups', 'orders'] as const
export type CustomerRelation = (typeof CUSTOMER_RELATIONS)[number]

/** Customers on the wire: never the password hash; relations loaded for the whole page at once. */
export async function serializeCustomers(
  db: Tx,
  rows: CustomerRow[],
  relations: readonly CustomerRelation[],
) {
  const ids = rows.map((r) => r.id)
  const want = new Set(relations)
  const [shipping, billing, groups, orders] = await Promise.all([
    want.has('shipping_addresses') ? addressesOf(db, ids) : [],
    want.has('billing_address')
      ? addressesById(
          db,
          rows.map((r) => r.billing_address_id).filter((x): x is string => Boolean(x)),
        )
      : [],
    want.has('groups') ? groupsOf(db, ids) : [],
    want.has('orders') ? ordersOf(db, ids) : [],
  ])
  const byCustomer = new Map<string, AddressRow[]>()
  for (const a of shipping) {
    if (!a.customer_id) continue
    const list = byCustomer.get(a.customer_id) ?? []
    list.push(a)
    byCustomer.set(a.customer_id, list)
  }
  return rows.map(({ password_hash: _omit, ...c }) => ({
    ...c,
    ...(want.has('shipping_addresses') ? { shipping_addresses: byCustomer.get(c.id) ?? [] } : {}),
    ...(want.has('billing_address')
      ? { billing_address: billing.find((b) => b.id === c.billing_address_id) ?? null }
      : {}),
    ...(want.has('groups')
      ? { groups: groups.filter((g) => g.customer_id === c.id).map((g) => g.group) }
      : {}),
    ...(want.has('orders') ? { orders: orders.filter((o) => o.customer_id === c.id) } : {}),
  }))
}

export async function serializeCustomer(db: Tx, row: CustomerRow, relations: readonly CustomerRelation[]) {
  const [one] = await serializeCustomers(db, [row], relations)
  return one!
}
