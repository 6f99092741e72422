import { z } from 'zod'

/**
 * Where a discount stands at a moment, as the dashboard shows it and the admin list filters by it
 * (`status`, not in Medusa v1): switched off, not started yet, past its end or used up, or live.
 */
export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'disabled'] as const
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number]
export const discountStatusSchema = z.enum(DISCOUNT_STATUSES)

export interface DiscountStanding {
  is_disabled: boolean
  starts_at: string | Date
  ends_at?: string | Date | null
  usage_limit?: number | null
  usage_count: number
}

/** The status of `discount` at `now`; the list filter's SQL follows the same rules. */
export function discountStatus(discount: DiscountStanding, now: Date = new Date()): DiscountStatus {
  if (discount.is_disabled) return 'disabled'
  if (new Date(discount.starts_at).getTime() > now.getTime()) return 'scheduled'
  if (discount.ends_at && new Date(discount.ends_at).getTime() <= now.getTime()) return 'expired'
  if (discount.usage_limit != null && discount.usage_count >= discount.usage_limit) return 'expired'
  return 'active'
}
