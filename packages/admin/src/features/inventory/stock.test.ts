import type { InventoryLevel } from '@mercato/client'
import { describe, expect, it } from 'vitest'
import { adjustedStock, parseWhole, stockTotals } from './stock'

const level = (stocked: number, reserved: number, incoming: number) =>
  ({ stocked_quantity: stocked, reserved_quantity: reserved, incoming_quantity: incoming }) as InventoryLevel

describe('stock', () => {
  it('sums levels, available being stocked minus reserved', () => {
    expect(stockTotals([level(10, 3, 5), level(4, 0, 0)])).toEqual({
      stocked: 14,
      reserved: 3,
      incoming: 5,
      available: 11,
    })
    expect(stockTotals([])).toEqual({ stocked: 0, reserved: 0, incoming: 0, available: 0 })
  })

  it('reads whole numbers, signs only for deltas', () => {
    expect(parseWhole(' 12 ')).toBe(12)
    expect(parseWhole('-2')).toBeNull()
    expect(parseWhole('-2', true)).toBe(-2)
    expect(parseWhole('+5', true)).toBe(5)
    expect(parseWhole('1.5')).toBeNull()
    expect(parseWhole('')).toBeNull()
  })

  it('sets or moves the stocked quantity, never below zero', () => {
    expect(adjustedStock(10, { mode: 'set', text: '4' })).toEqual({ value: 4 })
    expect(adjustedStock(10, { mode: 'delta', text: '+5' })).toEqual({ value: 15 })
    expect(adjustedStock(10, { mode: 'delta', text: '-10' })).toEqual({ value: 0 })
    expect(adjustedStock(10, { mode: 'delta', text: '-11' })).toEqual({ error: 'errors.negativeStock' })
    expect(adjustedStock(10, { mode: 'set', text: 'ten' })).toEqual({ error: 'errors.wholeNumber' })
    // Available: what is left to sell, reserved units kept on top.
    expect(adjustedStock(10, { mode: 'available', text: '4' }, 3)).toEqual({ value: 7 })
    expect(adjustedStock(10, { mode: 'available', text: '0' }, 3)).toEqual({ value: 3 })
    expect(adjustedStock(10, { mode: 'available', text: '-1' }, 3)).toEqual({ error: 'errors.wholeNumber' })
  })
})
