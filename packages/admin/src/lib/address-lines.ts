import type { Address } from '@mercato/client'

/** An address as the lines printed under each other: name, company, street, town, region, phone. */
export function addressLines(address: Address | null | undefined): string[] {
  if (!address) return []
  return [
    [address.first_name, address.last_name].filter(Boolean).join(' '),
    address.company,
    address.address_1,
    address.address_2,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    [address.province, address.country_code?.toUpperCase()].filter(Boolean).join(', '),
    address.phone,
  ].filter((line): line is string => !!line)
}
