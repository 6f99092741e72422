import { describe, expect, it } from 'vitest'
import { discountStatus } from './discount-status'

const now = new Date('2026-06-01T12:00:00Z')
const base = {
  is_disabled: false,
  starts_at: '2026-05-01T00:00:00Z',
  ends_at: null,
  usage_limit: null,
  usage_count: 0,
}

describe('discountStatus', () => {
  it('is active between start and end while uses remain', () => {
    expect(discountStatus(base, now)).toBe('active')
    expect(
      discountStatus({ ...base, ends_at: '2026-07-01T00:00:00Z', usage_limit: 5, usage_count: 4 }, now),
    ).toBe('active')
  })
  it('is scheduled before its start, expired after its end or when used up', () => {
    expect(discountStatus({ ...base, starts_at: '2026-06-02T00:00:00Z' }, now)).toBe('scheduled')
    expect(discountStatus({ ...base, ends_at: '2026-06-01T11:00:00Z' }, now)).toBe('expired')
    expect(discountStatus({ ...base, usage_limit: 3, usage_count: 3 }, now)).toBe('expired')
  })
  it('is disabled whatever its dates say', () => {
    expect(discountStatus({ ...base, is_disabled: true, starts_at: '2027-01-01T00:00:00Z' }, now)).toBe(
      'disabled',
    )
  })
})
