import type { PriceList } from '@mercato/client'

/**
 * Where a price list stands at a moment, as the dashboard shows it: the API stores only active or draft,
 * and an active list reaches shoppers only between its dates (the storefront's own rule, which needs
 * the start to have passed and the end to be still ahead).
 */
export type PriceListStanding = 'active' | 'scheduled' | 'expired' | 'draft'

export function priceListStanding(
  list: Pick<PriceList, 'status' | 'starts_at' | 'ends_at'>,
  now: Date = new Date(),
): PriceListStanding {
  if (list.status === 'draft') return 'draft'
  if (list.starts_at && new Date(list.starts_at).getTime() >= now.getTime()) return 'scheduled'
  if (list.ends_at && new Date(list.ends_at).getTime() <= now.getTime()) return 'expired'
  return 'active'
}
