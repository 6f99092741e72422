import { describe, expect, it } from 'vitest'
import { CARRIERS, carrierSchema, trackingPageSchema, trackingUrl } from './carriers'

describe('carriers', () => {
  it("give a tracking number the carrier's tracking page, the number encoded", () => {
    expect(trackingUrl({ carrier: 'dhl-paket' }, '00340434 1611/7')).toBe(
      'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434%201611%2F7',
    )
    expect(trackingUrl({ carrier: 'postnord' }, '00370712345678901234')).toBe(
      'https://tracking.postnord.com/en/?id=00370712345678901234',
    )
    expect(trackingUrl({ carrier: 'bring' }, '70438101015432789NO')).toBe(
      'https://tracking.bring.com/tracking/70438101015432789NO',
    )
    expect(trackingUrl({ carrier: 'unknown' }, '1')).toBeNull()
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

  it("link another carrier's numbers through the tracking page given for them", () => {
    const page = 'https://track.example.com/parcel?id={number}'
    expect(trackingPageSchema.parse(` ${page} `)).toBe(page)
    expect(trackingUrl({ tracking_url: page }, 'AB 12/3')).toBe(
      'https://track.example.com/parcel?id=AB%2012%2F3',
    )
    for (const bad of [
      'https://track.example.com/parcel',
      'http://track.example.com/{number}',
      'javascript:alert({number})',
      'https://user:secret@track.example.com/{number}',
      'track.example.com/{number}',
    ])
      expect(trackingPageSchema.safeParse(bad).success, bad).toBe(false)
  })
})
