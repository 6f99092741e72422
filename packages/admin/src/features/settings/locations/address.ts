import type { StockLocationAddress } from '@mercato/client'

/** An address on one line in the reader's language: street, postcode and city, country name. */
export function addressLine(address: StockLocationAddress | null | undefined, locale: string): string {
  if (!address) return ''
  const country = new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(
    address.country_code.toUpperCase(),
  )
  const town = [address.postal_code, address.city].filter(Boolean).join(' ')
  return [address.address_1, address.address_2, town, address.province, country].filter(Boolean).join(', ')
}
