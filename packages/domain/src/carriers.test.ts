import { describe, expect, it } from 'vitest'
import { CARRIERS, carrierSchema, trackingUrl } from './carriers'

describe('carriers', () => {
  it("give a tracking number the carrier's tracking page, the number encoded", () => {
    expect(trackingUrl('dhl-paket', '00340434 1611/7')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434%201611%2F7',
    )
    expect(trackingUrl('unknown', '1')).toBeNull()
    expect(trackingUrl(undefined, '1')).toBeNull()
  })

  it('are known by id, each with one place for the number on an https page', () => {
    expect(new Set(CARRIERS.map((c) => c.id)).size).toBe(CARRIERS.length)
    for (const c of CARRIERS) {
      expect(c.url.startsWith('https://'), c.id).toBe(true)
      expect(c.url.split('{number}')).toHaveLength(2)
    }
    expect(carrierSchema.safeParse('ups').success).toBe(true)
    expect(carrierSchema.safeParse('acme').success).toBe(false)
  })
})
