// Postal addresses as the shopper's country writes them, and which countries need a state.
import type { Address } from '@mercato/client'
import type { Translate } from '../i18n/messages'

/** Countries whose addresses are not deliverable without a state, province or territory. */
const PROVINCE_REQUIRED = new Set(['us', 'ca', 'au'])

export const provinceRequired = (countryCode: string | null | undefined) =>
  PROVINCE_REQUIRED.has((countryCode ?? '').toLowerCase())

/** The name of the state/province field in the country's own usage. */
export function provinceLabel(t: Translate, countryCode: string | null | undefined): string {
  switch ((countryCode ?? '').toLowerCase()) {
    case 'us':
      return t('common.address.state')
    case 'ca':
      return t('common.address.province')
    case 'au':
      return t('common.address.stateOrTerritory')
    default:
      return t('common.address.provinceOptional')
  }
}

/**
 * "United States" for "us" (the backend's name, else the runtime's in `locale`); the code itself where
 * neither knows one.
 */
export function countryName(
  address: Pick<Address, 'country' | 'country_code'>,
  locale = 'en',
): string | undefined {
  if (address.country?.display_name) return address.country.display_name
  const code = address.country_code?.toUpperCase()
  if (!code) return undefined
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code
  } catch {
    return code
  }
}

const joined = (parts: Array<string | null | undefined>, separator = ' ') =>
  parts.filter(Boolean).join(separator)

/** The town, state and postcode lines: "Portland, OR 97201" in the US, "10115 Berlin" in Germany. */
function localityLines(a: Address): string[] {
  switch ((a.country_code ?? '').toLowerCase()) {
    case 'us':
    case 'ca':
      return [joined([joined([a.city, a.province].filter(Boolean), ', '), a.postal_code])]
    case 'au':
      return [joined([a.city, a.province, a.postal_code])]
    case 'gb':
    case 'ie':
      return [joined([a.city, a.province], ', '), a.postal_code ?? '']
    default:
      return [joined([a.postal_code, a.city]), a.province ?? '']
  }
}

/** A short name for an address in labels and questions: its street line, else its town. */
export const addressName = (a: Pick<Address, 'address_1' | 'city'>) => a.address_1 || a.city || ''

/** The address's lines, top to bottom, as a label would print them. */
export function addressLines(a: Address, locale = 'en'): string[] {
  return [
    joined([a.first_name, a.last_name]),
    a.company ?? '',
    a.address_1 ?? '',
    a.address_2 ?? '',
    ...localityLines(a),
    countryName(a, locale) ?? '',
  ].filter((line) => line.trim() !== '')
}
