import type { Address, AddressCreatePayload } from '@mercato/client'
import { addressCreatePayload, subdivisionCode, subdivisionsOf } from '@mercato/domain'
import { fieldErrors, trimmed } from '../form-errors'

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'postal_code',
  'province',
  'country_code',
  'phone',
] as const
export type AddressField = (typeof ADDRESS_FIELDS)[number]
export type AddressFormValues = Record<AddressField, string>

export function addressFormValues(address?: Address | null): AddressFormValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address?.[f] ?? ''])) as AddressFormValues
  // A state typed by name ("Texas") opens as the listed code, so it is saved as the list stores it.
  const list = subdivisionsOf(values.country_code)
  if (list) values.province = subdivisionCode(list, values.province) ?? values.province
  return values
}

/**
 * The form as the API takes it, checked with the server's own schema. On edit, cleared optional fields
 * are sent as null so the stored value is removed rather than kept.
 */
export function addressPayload(
  values: AddressFormValues,
  editing: boolean,
):
  | { payload: AddressCreatePayload; errors?: undefined }
  | { payload?: undefined; errors: Record<string, string> } {
  const given = trimmed(values)
  const errors = fieldErrors(addressCreatePayload, given)
  if (Object.keys(errors).length) return { errors }
  const payload = addressCreatePayload.parse(given) as AddressCreatePayload
  if (editing) {
    const cleared = ADDRESS_FIELDS.filter((f) => !(f in given))
    for (const f of cleared) (payload as unknown as Record<string, null>)[f] = null
  }
  return { payload }
}
