import type { Country } from '@mercato/client'
import { provinceFor, subdivisionsOf } from '@mercato/domain'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SelectField, TextField, useFieldError } from '../../components/ui/form'
import { ProvinceSelect } from '../customers/detail/address-fields'

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
  const { control, getValues, setValue } = useFormContext()
  const [country, province] = useWatch({ control, name: [name('country_code'), name('province')] }) as [
    string | undefined,
    string | undefined,
  ]
  const provinceError = useFieldError(name('province'))
  const subdivisions = subdivisionsOf(country)
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
      {subdivisions ? (
        <ProvinceSelect
          subdivisions={subdivisions}
          value={province ?? ''}
          onChange={(code) => setValue(name('province'), code, { shouldDirty: true, shouldValidate: true })}
          label={t('address.province')}
          chooseLabel={t('address.chooseProvince')}
          errors={provinceError}
        />
      ) : (
        <TextField name={name('province')} label={t('address.province')} autoComplete="off" />
      )}
      <SelectField
        name={name('country_code')}
        label={t('address.country')}
        required
        placeholder={t('address.chooseCountry')}
        options={countries.map((c) => ({ value: c.iso_2, label: c.display_name }))}
        // Runs before the form takes the new country, so the state is fitted to it knowing the old one.
        onChangeCapture={(e) => {
          const next = e.currentTarget.value
          const fitted = provinceFor(next, getValues(name('province')), getValues(name('country_code')))
          setValue(name('province'), fitted, { shouldDirty: true })
        }}
      />
    </fieldset>
  )
}
