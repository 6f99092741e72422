// The fields of one postal address in the checkout (shipping, or billing with a "Billing" prefix).
import type { Address, Country } from '@mercato/client'
import { provinceFor, subdivisionsOf } from '@mercato/domain'
import { useState } from 'react'
import { provinceLabel, provinceRequired } from '../../components/address-format'
import { useI18n } from '../../i18n/context'
import { localCountryNames } from './country-names'
import type { Translate } from '../../i18n/messages'
import { input } from './ui'

/** The address as Medusa's cart update takes it, from the form fields of `prefix`. */
export function addressFromForm(f: FormData, prefix: string) {
  const text = (name: string) => String(f.get(`${prefix}${name}`) ?? '').trim()
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    company: text('company'),
    address_1: text('address_1'),
    address_2: text('address_2'),
    city: text('city'),
    province: text('province'),
    postal_code: text('postal_code'),
    country_code: text('country_code'),
    phone: text('phone') || undefined,
  }
}

interface Props {
  /** Prefix of the field names ('' or 'billing_'); the billing fields' labels say so, so each has its own name. */
  prefix: string
  address: Partial<Address> | null | undefined
  countries: Country[]
  /** The country chosen while the address has none (the one the shopper ships to). */
  defaultCountry?: string | null
  /** Names to fill in when the address has none (the signed-in customer's). */
  fallbackName?: { first_name?: string | null; last_name?: string | null }
}

export function AddressFields({ prefix, address: a, countries, defaultCountry, fallbackName }: Props) {
  // The state field's name and whether it is required follow the chosen country.
  const [country, setCountry] = useState(a?.country_code ?? defaultCountry ?? countries[0]?.iso_2 ?? '')
  const [province, setProvince] = useState(() => provinceFor(country, a?.province))
  const { t, locale } = useI18n()
  // Drawn in the browser only (checkout, address book), so the runtime's names in the shopper's
  // language cannot differ from a server render; the store's English name where none is known.
  const sortedCountries = localCountryNames(countries, locale)
  const group = prefix ? 'checkout.address.billingField' : 'checkout.address.field'
  const label = (key: string) => t(`${group}.${key}`)
  // The billing state field is named as the country names it, as the shipping one is (common.address.*).
  const billingT: Translate = (key, values) =>
    t(key.replace(/^common\.address\./, 'checkout.address.billingField.'), values)
  const field = (
    name: string,
    labelText: string,
    value: string | null | undefined,
    options: { required?: boolean; autoComplete?: string; type?: string; wide?: boolean } = {},
  ) => (
    <div className={options.wide ? 'sm:col-span-2' : undefined}>
      <label htmlFor={`checkout-${prefix}${name}`} className="text-sm font-medium">
        {labelText}
      </label>
      <input
        id={`checkout-${prefix}${name}`}
        name={`${prefix}${name}`}
        type={options.type ?? 'text'}
        required={options.required ?? true}
        autoComplete={options.autoComplete && `${prefix ? 'billing' : 'shipping'} ${options.autoComplete}`}
        defaultValue={value ?? ''}
        // Addresses are often typed in Latin letters: on a right-to-left page they keep their own order.
        dir="auto"
        className={input}
      />
    </div>
  )
  const needsProvince = provinceRequired(country)
  const subdivisions = subdivisionsOf(country)
  const provinceId = `checkout-${prefix}province`
  return (
    <>
      {field('first_name', label('firstName'), a?.first_name ?? fallbackName?.first_name, {
        autoComplete: 'given-name',
      })}
      {field('last_name', label('lastName'), a?.last_name ?? fallbackName?.last_name, {
        autoComplete: 'family-name',
      })}
      {field('company', label('company'), a?.company, {
        required: false,
        autoComplete: 'organization',
        wide: true,
      })}
      {field('address_1', label('address1'), a?.address_1, {
        autoComplete: 'address-line1',
        wide: true,
      })}
      {field('address_2', label('address2'), a?.address_2, {
        required: false,
        autoComplete: 'address-line2',
        wide: true,
      })}
      {field('city', label('city'), a?.city, { autoComplete: 'address-level2' })}
      <div>
        <label htmlFor={provinceId} className="text-sm font-medium">
          {provinceLabel(prefix ? billingT : t, country)}
        </label>
        {subdivisions ? (
          // A list where the country has one, so no state is misspelt; the code is what is stored.
          <select
            id={provinceId}
            name={`${prefix}province`}
            required={needsProvince}
            autoComplete={`${prefix ? 'billing' : 'shipping'} address-level1`}
            value={province}
            onChange={(e) => setProvince(e.target.value)}
            className={input}
          >
            <option value="">{t('common.address.choose')}</option>
            {subdivisions.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={provinceId}
            name={`${prefix}province`}
            type="text"
            required={needsProvince}
            autoComplete={`${prefix ? 'billing' : 'shipping'} address-level1`}
            value={province}
            onChange={(e) => setProvince(e.target.value)}
            dir="auto"
            className={input}
          />
        )}
      </div>
      {field('postal_code', label('postalCode'), a?.postal_code, { autoComplete: 'postal-code' })}
      <div>
        <label htmlFor={`checkout-${prefix}country_code`} className="text-sm font-medium">
          {label('country')}
        </label>
        <select
          id={`checkout-${prefix}country_code`}
          name={`${prefix}country_code`}
          required
          value={country}
          onChange={(e) => {
            setCountry(e.target.value)
            setProvince((p) => provinceFor(e.target.value, p, country))
          }}
          className={input}
        >
          {sortedCountries.map((c) => (
            <option key={c.iso_2} value={c.iso_2}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
    </>
  )
}
