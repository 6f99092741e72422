// How an address is printed, one rule for every place that prints one: the dashboard's order and
// customer pages, and the order e-mails.

/** The parts of an address that are printed: a stored address, or one still being typed. */
export interface PrintedAddress {
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  province?: string | null
  postal_code?: string | null
  country_code?: string | null
  phone?: string | null
}

/** The parts of a postal address, without the phone: what makes two addresses the same place. */
export const ADDRESS_PARTS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'province',
  'postal_code',
  'country_code',
] as const

const joined = (parts: Array<string | null | undefined>, separator = ' ') =>
  parts.filter(Boolean).join(separator)

/** Town, region and postcode as the country writes them: "Springfield, IL 62701", "75005 Paris". */
function localityLines(a: PrintedAddress): Array<string | null | undefined> {
  switch ((a.country_code ?? '').toLowerCase()) {
    case 'us':
      return [joined([joined([a.city, a.province], ', '), a.postal_code])]
    // Canada Post writes no comma: "Toronto ON M5H 2N2".
    case 'ca':
    case 'au':
      return [joined([a.city, a.province, a.postal_code])]
    case 'gb':
    case 'ie':
      return [joined([a.city, a.province], ', '), a.postal_code]
    default:
      return [joined([a.postal_code, a.city]), a.province]
  }
}

/**
 * An address as the lines printed under each other: name, company, street, town as its country writes
 * it, country (by name when `countryName` is given, else its code), phone.
 */
export function addressLines(
  address: PrintedAddress | null | undefined,
  countryName: (code: string) => string = (code) => code.toUpperCase(),
): string[] {
  if (!address) return []
  return [
    joined([address.first_name, address.last_name]),
    address.company,
    address.address_1,
    address.address_2,
    ...localityLines(address),
    address.country_code ? countryName(address.country_code) : null,
    // A phone number has no letters to take a direction from: in a right-to-left page "+49 30 1234567"
    // was drawn "1234567 30 49+". Isolated left to right, it reads as typed.
    address.phone ? `\u2066${address.phone}\u2069` : null,
  ].filter((line): line is string => !!line)
}

/** Country names in a language ("us" → "United States"), the code where none is known. */
export function countryNames(language: string): (code: string) => string {
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([language], { type: 'region' })
  } catch {
    names = undefined
  }
  return (code: string) => {
    try {
      return names?.of(code.toUpperCase()) ?? code.toUpperCase()
    } catch {
      // A malformed code (stored around the API) is shown as it is.
      return code.toUpperCase()
    }
  }
}
