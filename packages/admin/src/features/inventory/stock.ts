import type { InventoryLevel } from '@mercato/client'

export interface StockTotals {
  stocked: number
  reserved: number
  incoming: number
  available: number
}

/** What can still be sold at a level: stocked minus reserved. */
export const availableAt = (level: Pick<InventoryLevel, 'stocked_quantity' | 'reserved_quantity'>) =>
  level.stocked_quantity - level.reserved_quantity

/** An item's quantities summed over its levels. */
export function stockTotals(levels: InventoryLevel[]): StockTotals {
  const totals: StockTotals = { stocked: 0, reserved: 0, incoming: 0, available: 0 }
  for (const level of levels) {
    totals.stocked += level.stocked_quantity
    totals.reserved += level.reserved_quantity
    totals.incoming += level.incoming_quantity
    totals.available += availableAt(level)
  }
  return totals
}

/** Reads a whole number ("12", " 3 "); anything else is null. Signs are allowed for deltas. */
export function parseWhole(text: string, allowSign = false): number | null {
  const clean = text.trim()
  const pattern = allowSign ? /^[+-]?\d+$/ : /^\d+$/
  return pattern.test(clean) ? Number(clean) : null
}

export const ADJUST_MODES = ['set', 'available', 'delta'] as const
export type Adjustment = { mode: (typeof ADJUST_MODES)[number]; text: string }

/**
 * The stocked quantity after an adjustment: a new value, the value that leaves `available` units
 * to sell besides what orders have reserved, or the current one plus or minus a delta. Answers an
 * error key when the text is not a whole number or the result would be negative.
 */
export function adjustedStock(current: number, { mode, text }: Adjustment, reserved = 0) {
  const value = parseWhole(text, mode === 'delta')
  if (value === null) return { error: 'errors.wholeNumber' } as const
  const next = mode === 'set' ? value : mode === 'available' ? value + reserved : current + value
  if (next < 0) return { error: 'errors.negativeStock' } as const
  return { value: next } as const
}
