import { notFound } from '@mercato/domain'
import type { Tx } from '../../context'
import { ordersJsonByIds } from './load'

/** An order as the Admin API serialises it (contract §3.2, admin default relations). */
export async function adminOrderJson(db: Tx, id: string) {
  const [json] = await ordersJsonByIds(db, [id], true)
  if (!json) throw notFound(`Order with id: ${id} was not found`)
  return json
}

/** A page of orders for the Admin API, in the order of the given ids, in one statement. */
export const adminOrdersJson = (db: Tx, ids: string[]) => ordersJsonByIds(db, ids, true)
