import { sql } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { rowsOf } from '../../jobs/sql'

type EventData = Record<string, unknown>
const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined)

/**
 * A return's e-mails (`{id, return_id}` events) say what goes back (title, variant, quantity), the
 * refund expected or made, and where to send the parcel: the return's stock location's address, else
 * the business address kept in the store's settings (`metadata.business`), else nothing. All in one
 * statement.
 */
export const returnOf = (received: boolean) => async (ctx: AppContext, d: EventData, order: EventData) => {
  const returnId = text(d.return_id)
  if (!returnId) return {}
  const [r] = await rowsOf<Record<string, unknown>>(
    ctx.db,
    sql`SELECT r.status, r.refund_amount, s.name AS store_name, s.metadata->'business' AS business,
               (SELECT coalesce(json_agg(json_build_object('title', li.title, 'description', li.description,
                                         'quantity', ri.quantity) ORDER BY li.created_at, li.id), '[]'::json)
                  FROM return_item ri JOIN line_item li ON li.id = ri.item_id
                 WHERE ri.return_id = r.id AND ri.quantity > 0) AS items,
               (SELECT json_build_object('company', a.company, 'address_1', a.address_1,
                                         'address_2', a.address_2, 'city', a.city, 'province', a.province,
                                         'postal_code', a.postal_code, 'country_code', a.country_code,
                                         'phone', a.phone)
                  FROM stock_location l JOIN stock_location_address a ON a.id = l.address_id
                 WHERE l.id = r.location_id AND l.deleted_at IS NULL) AS location
          FROM "return" r LEFT JOIN (SELECT name, metadata FROM store LIMIT 1) s ON true
         WHERE r.id = ${returnId} AND r.order_id = ${order.id as string}`,
  )
  if (!r) return { return_id: returnId }
  const business = (r.business ?? {}) as { legal_name?: unknown; address?: unknown }
  // The parcel is addressed to the seller: the location's company, else the legal name, else the store.
  const seller = text(business.legal_name) ?? text(r.store_name)
  const location = r.location as Record<string, string | null> | null
  const lines = text(business.address)
    ?.split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const sendTo = location
    ? { return_address: { ...location, company: location.company || seller || null } }
    : lines?.length
      ? { return_address_lines: seller ? [seller, ...lines] : lines }
      : {}
  // A return that needs action (or was canceled) moves no money as asked: its e-mails name no refund.
  const refunded = received
    ? r.status === 'received'
    : r.status !== 'requires_action' && r.status !== 'canceled'
  return {
    return_id: returnId,
    currency_code: order.currency_code,
    return_items: r.items ?? [],
    refund_amount: refunded ? (r.refund_amount ?? null) : null,
    ...(received ? {} : sendTo),
  }
}
