import type { AdminPostRegionsReq, Region } from '@mercato/client'

/** What the region form edits; the tax rate stays text until saved so people can type "7.5". */
export interface RegionFormValues {
  name: string
  currency_code: string
  countries: string[]
  tax_rate: string
  tax_code: string
  includes_tax: boolean
  payment_providers: string[]
  fulfillment_providers: string[]
}

export type RegionFormErrors = Partial<Record<'name' | 'currency_code' | 'countries' | 'tax_rate', string>>

export const emptyRegionForm = (currency = ''): RegionFormValues => ({
  name: '',
  currency_code: currency,
  countries: [],
  tax_rate: '0',
  tax_code: '',
  includes_tax: false,
  payment_providers: [],
  fulfillment_providers: [],
})

export const regionFormValues = (region: Region): RegionFormValues => ({
  name: region.name,
  currency_code: region.currency_code,
  countries: region.countries.map((c) => c.iso_2),
  tax_rate: String(region.tax_rate),
  tax_code: region.tax_code ?? '',
  includes_tax: Boolean(region.includes_tax),
  payment_providers: region.payment_providers.map((p) => p.id),
  fulfillment_providers: region.fulfillment_providers.map((p) => p.id),
})

/** Reads a percentage between 0 and 100 ("7,5" too); anything else is null. */
export function parseTaxRate(text: string): number | null {
  const clean = text.trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(clean)) return null
  const rate = Number(clean)
  return rate >= 0 && rate <= 100 ? rate : null
}

/**
 * The form as the Admin API's region body, or the keys of the fields to fix (each value is the
 * translation key of the message).
 */
export function regionPayload(
  values: RegionFormValues,
): { payload: AdminPostRegionsReq; errors?: undefined } | { payload?: undefined; errors: RegionFormErrors } {
  const errors: RegionFormErrors = {}
  const taxRate = parseTaxRate(values.tax_rate)
  if (!values.name.trim()) errors.name = 'errors.required'
  if (!values.currency_code) errors.currency_code = 'errors.required'
  if (values.countries.length === 0) errors.countries = 'errors.countries'
  if (taxRate === null) errors.tax_rate = 'errors.taxRate'
  if (Object.keys(errors).length > 0 || taxRate === null) return { errors }
  const taxCode = values.tax_code.trim()
  return {
    payload: {
      name: values.name.trim(),
      currency_code: values.currency_code,
      countries: values.countries,
      tax_rate: taxRate,
      ...(taxCode ? { tax_code: taxCode } : {}),
      includes_tax: values.includes_tax,
      payment_providers: values.payment_providers,
      fulfillment_providers: values.fulfillment_providers,
    },
  }
}
