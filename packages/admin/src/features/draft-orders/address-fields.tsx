import type { Country } from '@mercato/client'
import { useTranslation } from 'react-i18next'
import { SelectField, TextField } from '../../components/ui/form'

/**
 * The fields of one address inside a react-hook-form form, under `prefix` (e.g. `shipping_address`),
 * as a fieldset named by `legend`. Countries are limited to the region's.
 */
export function AddressFields({
  prefix,
  legend,
  countries,
}: {
  prefix: string
  legend: string
  countries: Pick<Country, 'iso_2' | 'display_name'>[]
}) {
  const { t } = useTranslation('draft-orders')
  const name = (field: string) => `${prefix}.${field}`
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      <TextField name={name('first_name')} label={t('address.firstName')} required autoComplete="off" />
      <TextField name={name('last_name')} label={t('address.lastName')} required autoComplete="off" />
      <TextField name={name('company')} label={t('address.company')} autoComplete="off" />
      <TextField name={name('phone')} label={t('address.phone')} autoComplete="off" />
      <TextField name={name('address_1')} label={t('address.address1')} required autoComplete="off" />
      <TextField name={name('address_2')} label={t('address.address2')} autoComplete="off" />
      <TextField name={name('postal_code')} label={t('address.postalCode')} required autoComplete="off" />
      <TextField name={name('city')} label={t('address.city')} required autoComplete="off" />
      <TextField name={name('province')} label={t('address.province')} autoComplete="off" />
      <SelectField
        name={name('country_code')}
        label={t('address.country')}
        required
        placeholder={t('address.chooseCountry')}
        options={countries.map((c) => ({ value: c.iso_2, label: c.display_name }))}
      />
    </fieldset>
  )
}
