import { z } from 'zod'

// Parcel carriers whose tracking page can be linked from a tracking number. Mercato's addition: a Medusa
// v1 shipment takes tracking numbers only, so its tracking links have no address.

export interface Carrier {
  id: string
  name: string
  /** The carrier's public tracking page, `{number}` standing for the tracking number. */
  url: string
}

export const CARRIERS = [
  {
    id: 'australia-post',
    name: 'Australia Post',
    url: 'https://auspost.com.au/mypost/track/details/{number}',
  },
  {
    id: 'canada-post',
    name: 'Canada Post',
    url: 'https://www.canadapost-postescanada.ca/track-reperage/en#/details/{number}',
  },
  {
    id: 'colissimo',
    name: 'Colissimo / La Poste',
    url: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  },
  {
    id: 'dhl-express',
    name: 'DHL Express',
    url: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={number}',
  },
  {
    id: 'dhl-paket',
    name: 'DHL Paket',
    url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode={number}',
  },
  { id: 'dpd', name: 'DPD', url: 'https://tracking.dpd.de/parcelstatus?query={number}' },
  { id: 'fedex', name: 'FedEx', url: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  { id: 'gls', name: 'GLS', url: 'https://gls-group.com/track/{number}' },
  { id: 'postnl', name: 'PostNL', url: 'https://jouw.postnl.nl/track-and-trace/{number}' },
  {
    id: 'royal-mail',
    name: 'Royal Mail',
    url: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}',
  },
  { id: 'ups', name: 'UPS', url: 'https://www.ups.com/track?tracknum={number}' },
  { id: 'usps', name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
] as const satisfies readonly Carrier[]

export type CarrierId = (typeof CARRIERS)[number]['id']
export const CARRIER_IDS = CARRIERS.map((c) => c.id) as [CarrierId, ...CarrierId[]]

/** A shipment's `carrier` (Mercato's addition to the shipment routes): its tracking links get addresses. */
export const carrierSchema = z.enum(CARRIER_IDS)

/** The carrier's tracking page for a number, or null for an unknown carrier. */
export function trackingUrl(carrierId: string | null | undefined, trackingNumber: string): string | null {
  const carrier = CARRIERS.find((c) => c.id === carrierId)
  return carrier ? carrier.url.replace('{number}', encodeURIComponent(trackingNumber)) : null
}
