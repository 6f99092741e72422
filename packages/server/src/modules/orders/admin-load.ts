import { notFound } from '@mercato/domain'
import type { Tx } from '../../context'
import { ordersJsonByIds } from './load'

/** An order as the Admin API serialises it (contract §3.2, admin default relations). */
export async function adminOrderJson(db: Tx, id: string) {
  const [json] = await ordersJsonByIds(db, [id], true)
  if (!json) throw notFound(`Order with id: ${id} was not found`)
  return json
}
