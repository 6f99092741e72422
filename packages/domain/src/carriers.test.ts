import { describe, expect, it } from 'vitest'
import { CARRIERS, type Carrier, carrierSchema, trackingPageSchema, trackingUrl } from './carriers'

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
    for (const c of CARRIERS as readonly Carrier[]) {
      if (!c.url) continue
      expect(c.url.startsWith('https://'), c.id).toBe(true)
      expect(c.url.split('{number}')).toHaveLength(2)
    }
    expect(carrierSchema.safeParse('ups').success).toBe(true)
    expect(carrierSchema.safeParse('acme').success).toBe(false)
  })

  it("cover Spain's and the other big markets' carriers, linking only those with a known page", () => {
    expect(trackingUrl({ carrier: 'correos' }, 'PQ4F6P0700000000000000X')).toBe(
      'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number=PQ4F6P0700000000000000X',
    )
    expect(trackingUrl({ carrier: 'seur' }, '12345678')).toBe(
      'https://www.seur.com/livetracking/?segOnlineIdentificador=12345678',
    )
    expect(trackingUrl({ carrier: 'inpost' }, '520000012680041086770098')).toBe(
      'https://inpost.pl/sledzenie-przesylek?number=520000012680041086770098',
    )
    // Known, so they can be chosen, but without a page that takes the number: no link.
    for (const id of ['china-post', 'sf-express', 'india-post', 'vietnam-post'])
      expect(trackingUrl({ carrier: id }, 'RR123456789CN'), id).toBeNull()
    // A tracking page given for the shipment still links such a carrier's numbers.
    expect(trackingUrl({ carrier: 'china-post', tracking_url: 'https://t.example.com/{number}' }, '1')).toBe(
      'https://t.example.com/1',
    )
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
