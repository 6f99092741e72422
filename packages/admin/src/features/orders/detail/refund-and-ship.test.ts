import { describe, expect, it } from 'vitest'
import { refundAmountError } from './refund-modal'
import { parseTrackingNumbers } from './ship-modal'

describe('refund amount', () => {
  it('must be more than zero and at most the refundable amount', () => {
    expect(refundAmountError(null, 1000)).toBe('required')
    expect(refundAmountError(Number.NaN, 1000)).toBe('required')
    expect(refundAmountError(0, 1000)).toBe('required')
    expect(refundAmountError(1001, 1000)).toBe('tooMuch')
    expect(refundAmountError(1000, 1000)).toBeNull()
    expect(refundAmountError(1, 1000)).toBeNull()
  })
})

describe('tracking numbers', () => {
  it('splits on commas and spaces and drops repeats', () => {
    expect(parseTrackingNumbers(' A1, B2  C3,,A1 ')).toEqual(['A1', 'B2', 'C3'])
    expect(parseTrackingNumbers('   ')).toEqual([])
  })
})
