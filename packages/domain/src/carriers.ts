import { z } from 'zod'

// Parcel carriers, most with a tracking page that can be linked from a tracking number. Mercato's addition: a Medusa
// v1 shipment takes tracking numbers only, so its tracking links have no address.

export interface Carrier {
  id: string
  name: string
  /**
   * The carrier's public tracking page, `{number}` standing for the tracking number. Absent when no page
   * address that takes the number is known: the carrier's numbers are then shown without a link.
   */
  url?: string
}

export const CARRIERS = [
  {
    id: 'australia-post',
    name: 'Australia Post',
    url: 'https://auspost.com.au/mypost/track/details/{number}',
  },
  { id: 'bring', name: 'Bring', url: 'https://tracking.bring.com/tracking/{number}' },
  {
    id: 'brt',
    name: 'BRT',
    url: 'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz={number}',
  },
  {
    id: 'canada-post',
    name: 'Canada Post',
    url: 'https://www.canadapost-postescanada.ca/track-reperage/en#/details/{number}',
  },
  { id: 'china-post', name: 'China Post' },
  {
    id: 'cj-logistics',
    name: 'CJ Logistics',
    url: 'https://www.cjlogistics.com/ko/tool/parcel/tracking?gnbInvcNo={number}',
  },
  {
    id: 'colissimo',
    name: 'Colissimo / La Poste',
    url: 'https://www.laposte.fr/outils/suivre-vos-envois?code={number}',
  },
  { id: 'correios', name: 'Correios (Brasil)' },
  {
    id: 'correos',
    name: 'Correos',
    url: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={number}',
  },
  { id: 'delhivery', name: 'Delhivery', url: 'https://www.delhivery.com/track/package/{number}' },
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
  { id: 'india-post', name: 'India Post' },
  { id: 'inpost', name: 'InPost', url: 'https://inpost.pl/sledzenie-przesylek?number={number}' },
  {
    id: 'japan-post',
    name: 'Japan Post',
    url: 'https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1={number}&searchKind=S002&locale=ja',
  },
  { id: 'korea-post', name: 'Korea Post' },
  { id: 'nova-poshta', name: 'Nova Poshta', url: 'https://novaposhta.ua/tracking/?cargo_number={number}' },
  { id: 'pochta-rossii', name: 'Russian Post', url: 'https://www.pochta.ru/tracking?barcode={number}' },
  { id: 'poczta-polska', name: 'Poczta Polska', url: 'https://emonitoring.poczta-polska.pl/?numer={number}' },
  {
    id: 'poste-italiane',
    name: 'Poste Italiane',
    url: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/{number}',
  },
  { id: 'postnl', name: 'PostNL', url: 'https://jouw.postnl.nl/track-and-trace/{number}' },
  { id: 'postnord', name: 'PostNord', url: 'https://tracking.postnord.com/en/?id={number}' },
  { id: 'ppl', name: 'PPL', url: 'https://www.ppl.cz/vyhledat-zasilku?shipmentId={number}' },
  {
    id: 'royal-mail',
    name: 'Royal Mail',
    url: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}',
  },
  {
    id: 'sagawa',
    name: 'Sagawa Express',
    url: 'https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo={number}',
  },
  { id: 'seur', name: 'SEUR', url: 'https://www.seur.com/livetracking/?segOnlineIdentificador={number}' },
  { id: 'sf-express', name: 'SF Express' },
  { id: 'ukrposhta', name: 'Ukrposhta', url: 'https://track.ukrposhta.ua/tracking_UA.html?barcode={number}' },
  { id: 'ups', name: 'UPS', url: 'https://www.ups.com/track?tracknum={number}' },
  { id: 'usps', name: 'USPS', url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  { id: 'vietnam-post', name: 'Vietnam Post' },
  {
    id: 'yamato',
    name: 'Yamato Transport',
    url: 'https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id={number}',
  },
] as const satisfies readonly Carrier[]

export type CarrierId = (typeof CARRIERS)[number]['id']
export const CARRIER_IDS = CARRIERS.map((c) => c.id) as [CarrierId, ...CarrierId[]]

/** A shipment's `carrier` (Mercato's addition to the shipment routes): its tracking links get addresses. */
export const carrierSchema = z.enum(CARRIER_IDS)

/** Longest tracking page address a shipment takes. */
export const TRACKING_PAGE_MAX = 500

/**
 * A carrier Mercato does not know: its tracking page as an `https` address with `{number}` where the
 * tracking number goes (`tracking_url`, Mercato's addition to the shipment routes, beside `carrier`).
 */
export const trackingPageSchema = z
  .string()
  .trim()
  .max(TRACKING_PAGE_MAX)
  .refine((text) => text.includes('{number}'), 'must contain {number} where the tracking number goes')
  .refine((text) => {
    try {
      const url = new URL(text.replace('{number}', '0'))
      return url.protocol === 'https:' && !url.username && !url.password
    } catch {
      return false
    }
  }, 'must be an https address')

/** How a shipment's tracking numbers link: a known carrier, or a tracking page given for it. */
export interface ShipmentTracking {
  carrier?: string | null | undefined
  tracking_url?: string | null | undefined
}

/**
 * The tracking page for a number: the given page's, else the known carrier's; null when neither is
 * given (or the carrier is unknown, or has no tracking page to link).
 */
export function trackingUrl(tracking: ShipmentTracking | undefined, trackingNumber: string): string | null {
  const number = encodeURIComponent(trackingNumber)
  if (tracking?.tracking_url) return tracking.tracking_url.replaceAll('{number}', number)
  const carrier: Carrier | undefined = CARRIERS.find((c) => c.id === tracking?.carrier)
  return carrier?.url ? carrier.url.replace('{number}', number) : null
}
