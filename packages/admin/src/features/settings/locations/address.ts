import type { StockLocationAddress } from '@mercato/client'
import { addressLines } from '../../../lib/address-lines'

/**
 * An address on one line in the reader's language: street, then town and postcode in the order its
 * country writes them ("London, W1F 9PS" but "75005 Paris"), then the country's name.
 */
export function addressLine(address: StockLocationAddress | null | undefined, locale: string): string {
  if (!address) return ''
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' })
  const { address_1, address_2, city, province, postal_code, country_code } = address
  // The company and phone belong to the location's contact, not to where it is.
  return addressLines({ address_1, address_2, city, province, postal_code, country_code }, (code) => {
    try {
      return names.of(code.toUpperCase()) ?? code.toUpperCase()
    } catch {
      return code.toUpperCase()
    }
  }).join(', ')
}
