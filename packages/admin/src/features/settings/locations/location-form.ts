import type { AdminPostStockLocationsReq, StockLocation } from '@mercato/client'

export const ADDRESS_FIELDS = [
  'address_1',
  'address_2',
  'company',
  'city',
  'postal_code',
  'province',
  'phone',
] as const
type AddressField = (typeof ADDRESS_FIELDS)[number]

/** What the stock-location form edits: its name and address, every field as typed. */
export type LocationFormValues = { name: string; country_code: string } & Record<AddressField, string>

export type LocationFormErrors = Partial<Record<'name' | 'address_1' | 'country_code', string>>

export const emptyLocationForm = (): LocationFormValues => ({
  name: '',
  country_code: '',
  address_1: '',
  address_2: '',
  company: '',
  city: '',
  postal_code: '',
  province: '',
  phone: '',
})

export function locationFormValues(location: StockLocation): LocationFormValues {
  const address = location.address
  const values = { ...emptyLocationForm(), name: location.name, country_code: address?.country_code ?? '' }
  for (const field of ADDRESS_FIELDS) values[field] = address?.[field] ?? ''
  return values
}

/**
 * The create or update body, or the errors to show. An address is optional, but once any part of it
 * is given it needs a first line and a country (as the API does).
 */
export function locationPayload(
  values: LocationFormValues,
):
  | { payload: AdminPostStockLocationsReq; errors?: undefined }
  | { payload?: undefined; errors: LocationFormErrors } {
  const errors: LocationFormErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = 'errors.required'
  const text = (field: AddressField) => values[field].trim()
  const hasAddress = !!values.country_code || ADDRESS_FIELDS.some((f) => text(f))
  if (hasAddress && !text('address_1')) errors.address_1 = 'errors.required'
  if (hasAddress && !values.country_code) errors.country_code = 'errors.required'
  if (Object.keys(errors).length) return { errors }
  const payload: AdminPostStockLocationsReq = { name }
  if (hasAddress) {
    const optional = (field: AddressField) => text(field) || null
    payload.address = {
      address_1: text('address_1'),
      country_code: values.country_code,
      address_2: optional('address_2'),
      company: optional('company'),
      city: optional('city'),
      postal_code: optional('postal_code'),
      province: optional('province'),
      phone: optional('phone'),
    }
  }
  return { payload }
}
