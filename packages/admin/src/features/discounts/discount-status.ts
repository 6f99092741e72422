import type { Discount } from '@mercato/client'

export type DiscountStatus = 'active' | 'scheduled' | 'expired' | 'disabled'

/** Where a discount stands at `now`: switched off, not started, past its end or used up, or live. */
export function discountStatus(
  discount: Pick<Discount, 'is_disabled' | 'starts_at' | 'ends_at' | 'usage_limit' | 'usage_count'>,
  now: Date = new Date(),
): DiscountStatus {
  if (discount.is_disabled) return 'disabled'
  if (new Date(discount.starts_at).getTime() > now.getTime()) return 'scheduled'
  if (discount.ends_at && new Date(discount.ends_at).getTime() <= now.getTime()) return 'expired'
  if (discount.usage_limit != null && discount.usage_count >= discount.usage_limit) return 'expired'
  return 'active'
}
