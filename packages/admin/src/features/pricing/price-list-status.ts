import type { PriceList } from '@mercato/client'
import type { PriceListStanding } from '@mercato/domain'

export type { PriceListStanding }

/**
 * Where a price list stands at a moment, as the dashboard shows it: the API stores only active or draft,
 * and an active list reaches shoppers only between its dates (the storefront's own rule, which needs
 * the start to have passed and the end to be still ahead). The admin list's `standing` filter uses the same rule.
 */
export function priceListStanding(
  list: Pick<PriceList, 'status' | 'starts_at' | 'ends_at'>,
  now: Date = new Date(),
): PriceListStanding {
  if (list.status === 'draft') return 'draft'
  if (list.starts_at && new Date(list.starts_at).getTime() >= now.getTime()) return 'scheduled'
  if (list.ends_at && new Date(list.ends_at).getTime() <= now.getTime()) return 'expired'
  return 'active'
}
