import {
  PERSON_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  provinceFor,
  type Subdivision,
  subdivisionCode,
  subdivisionsOf,
} from '@mercato/domain'
import { type Dispatch, type InputHTMLAttributes, type SetStateAction, useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldLabel } from '../../../components/ui/form/field-label'
import { errorMessages, type FieldErrors, InputError } from '../../../components/ui/input-error'
import { InputField } from '../../../components/ui/input-field'
import { countryChoices } from '../../settings/regions/countries'
import type { AddressField, AddressFormValues } from './address-form'

/** Each area's words for the address fields (its own namespace), plus the two error texts. */
export type AddressLabels = Record<
  AddressField | 'chooseCountry' | 'chooseProvince' | 'required' | 'invalid',
  string
>

export interface AddressFieldsProps {
  values: AddressFormValues
  setValues: Dispatch<SetStateAction<AddressFormValues>>
  /** Fields the shared address schema refused. */
  errors: Record<string, string>
  labels: AddressLabels
  /** Only these countries (ISO 2 codes) are offered, e.g. where an order's region ships; all when left out. */
  countries?: readonly string[] | undefined
}

const REQUIRED: ReadonlySet<AddressField> = new Set([
  'first_name',
  'last_name',
  'address_1',
  'postal_code',
  'city',
  'country_code',
])

// The name and phone rules are a customer's (shared with the address schema).
const INPUT_LIMITS: Partial<Record<AddressField, InputHTMLAttributes<HTMLInputElement>>> = {
  first_name: { maxLength: PERSON_NAME_MAX_LENGTH },
  last_name: { maxLength: PERSON_NAME_MAX_LENGTH },
  phone: { type: 'tel', maxLength: PHONE_MAX_LENGTH },
}

/** The fields of a postal address on a two-column grid: customers' saved addresses and orders' addresses. */
export function AddressFields({ values, setValues, errors, labels, countries: only }: AddressFieldsProps) {
  const { i18n } = useTranslation()
  const countryId = useId()
  const locale = i18n.resolvedLanguage ?? 'en'
  const countries = useMemo(() => {
    const all = countryChoices(locale)
    if (!only) return all
    const allowed = new Set(only.map((c) => c.toLowerCase()))
    return all.filter((c) => allowed.has(c.code))
  }, [locale, only])
  const message = (f: AddressField) =>
    errors[f] ? (values[f].trim() ? labels.invalid : labels.required) : undefined
  const field = (name: AddressField) => (
    <InputField
      {...INPUT_LIMITS[name]}
      label={labels[name]}
      required={REQUIRED.has(name)}
      value={values[name]}
      errors={message(name)}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  )
  const subdivisions = subdivisionsOf(values.country_code)
  return (
    <>
      {field('first_name')}
      {field('last_name')}
      <div className="sm:col-span-2">{field('company')}</div>
      <div className="sm:col-span-2">{field('address_1')}</div>
      <div className="sm:col-span-2">{field('address_2')}</div>
      {field('postal_code')}
      {field('city')}
      {subdivisions ? (
        <ProvinceSelect
          subdivisions={subdivisions}
          value={values.province}
          onChange={(province) => setValues((v) => ({ ...v, province }))}
          label={labels.province}
          chooseLabel={labels.chooseProvince}
          errors={message('province')}
        />
      ) : (
        field('province')
      )}
      <div className="flex flex-col gap-1">
        <FieldLabel htmlFor={countryId} label={labels.country_code} required />
        <select
          id={countryId}
          value={values.country_code.toLowerCase()}
          aria-invalid={!!errors.country_code}
          onChange={(e) => {
            const country_code = e.target.value
            setValues((v) => ({
              ...v,
              country_code,
              province: provinceFor(country_code, v.province, v.country_code),
            }))
          }}
          className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
        >
          <option value="">{labels.chooseCountry}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <InputError errors={message('country_code')} />
      </div>
      <div className="sm:col-span-2">{field('phone')}</div>
    </>
  )
}

export interface ProvinceSelectProps {
  subdivisions: readonly Subdivision[]
  /** The stored state: a listed code, a listed name in any case, or an old free-text value. */
  value: string
  onChange: (code: string) => void
  label: string
  chooseLabel: string
  errors?: FieldErrors
}

/**
 * The state or province of a country that has a list (`subdivisionsOf`), so no state is misspelt; the code is
 * what is stored. Used by every address form of the dashboard.
 */
export function ProvinceSelect({
  subdivisions,
  value,
  onChange,
  label,
  chooseLabel,
  errors,
}: ProvinceSelectProps) {
  const id = useId()
  const province = subdivisionCode(subdivisions, value) ?? value.trim()
  const unlisted = province !== '' && !subdivisionCode(subdivisions, province)
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} label={label} />
      <select
        id={id}
        value={province}
        aria-invalid={errorMessages(errors).length > 0}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
      >
        <option value="">{chooseLabel}</option>
        {/* A stored value from before the list stays visible (and kept) until someone picks a state. */}
        {unlisted && <option value={value}>{value}</option>}
        {subdivisions.map((s) => (
          <option key={s.code} value={s.code}>
            {s.name}
          </option>
        ))}
      </select>
      <InputError errors={errors} />
    </div>
  )
}
