import { describe, expect, it } from 'vitest'
import { priceListStanding } from './price-list-status'

const now = new Date('2026-12-01T12:00:00.000Z')
const list = (status: 'active' | 'draft', starts_at: string | null, ends_at: string | null) => ({
  status,
  starts_at,
  ends_at,
})

describe('priceListStanding', () => {
  it('is active without dates, and between its start and its end', () => {
    expect(priceListStanding(list('active', null, null), now)).toBe('active')
    expect(
      priceListStanding(list('active', '2026-11-27T00:00:00.000Z', '2026-12-02T23:59:59.999Z'), now),
    ).toBe('active')
  })

  it('is scheduled until its start', () => {
    expect(priceListStanding(list('active', '2026-12-15T00:00:00.000Z', null), now)).toBe('scheduled')
    expect(priceListStanding(list('active', now.toISOString(), null), now)).toBe('scheduled')
  })

  it('is expired once its end has passed', () => {
    expect(priceListStanding(list('active', null, '2026-11-30T23:59:59.999Z'), now)).toBe('expired')
    expect(priceListStanding(list('active', null, now.toISOString()), now)).toBe('expired')
  })

  it('stays a draft whatever its dates', () => {
    expect(priceListStanding(list('draft', '2026-12-15T00:00:00.000Z', null), now)).toBe('draft')
    expect(priceListStanding(list('draft', null, '2026-11-30T23:59:59.999Z'), now)).toBe('draft')
  })
})
