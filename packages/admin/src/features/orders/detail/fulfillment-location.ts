import type { ReservationItem } from '@mercato/client'

/**
 * The location a fulfillment of these line items should leave from by default: where most of their units
 * are reserved (units leave from where they were set aside), else the first location. Another location
 * may not keep the items at all.
 */
export function defaultFulfillmentLocation(
  reservations: Array<Pick<ReservationItem, 'line_item_id' | 'location_id' | 'quantity'>>,
  lineItemIds: string[],
  locationIds: string[],
): string {
  const lines = new Set(lineItemIds)
  const units = new Map<string, number>()
  for (const r of reservations)
    if (r.line_item_id && lines.has(r.line_item_id) && locationIds.includes(r.location_id))
      units.set(r.location_id, (units.get(r.location_id) ?? 0) + r.quantity)
  let best = locationIds[0] ?? ''
  let most = 0
  for (const id of locationIds)
    if ((units.get(id) ?? 0) > most) {
      best = id
      most = units.get(id) ?? 0
    }
  return best
}
