import type { Address, Customer } from '@mercato/client'
import { useAdminAddCustomerAddress, useAdminUpdateCustomerAddress } from '@mercato/react'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldLabel } from '../../../components/ui/form/field-label'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { FormModal } from '../../../components/ui/form-modal'
import { InputError } from '../../../components/ui/input-error'
import { InputField } from '../../../components/ui/input-field'
import { countryChoices } from '../../settings/regions/countries'
import { type AddressField, addressFormValues, addressPayload } from './address-form'

export interface AddressFormModalProps {
  customer: Customer
  /** The address to edit; a new one is added when left out. */
  address?: Address
  onClose: () => void
}

/** Adds a saved address to a customer, or edits one. */
export function AddressFormModal({ customer, address, onClose }: AddressFormModalProps) {
  const { t, i18n } = useTranslation('customers')
  const feedback = useMutationFeedback('customers')
  const add = useAdminAddCustomerAddress(customer.id)
  const update = useAdminUpdateCustomerAddress(customer.id)
  const countryId = useId()
  const locale = i18n.resolvedLanguage ?? 'en'
  const countries = useMemo(() => countryChoices(locale), [locale])
  const [values, setValues] = useState(() => addressFormValues(address))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const message = (f: AddressField) =>
    errors[f] ? (values[f].trim() ? t('errors.invalid') : t('errors.required')) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = addressPayload(values, !!address)
    setErrors(result.errors ?? {})
    if (!result.payload) return
    const done = {
      onSuccess: () => {
        feedback.success(t('addresses.saved'))
        onClose()
      },
      onError: feedback.failure,
    }
    if (address) update.mutate({ addressId: address.id, address: result.payload }, done)
    else add.mutate({ address: result.payload }, done)
  }
  const field = (name: AddressField, label: string, required = false) => (
    <InputField
      label={label}
      required={required}
      value={values[name]}
      errors={message(name)}
      onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
    />
  )
  return (
    <FormModal
      title={address ? t('addresses.editTitle') : t('addresses.addTitle')}
      labels={{ cancel: t('actions.cancel'), save: t('actions.save') }}
      busy={add.isPending || update.isPending}
      onClose={onClose}
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {field('first_name', t('fields.firstName'), true)}
      {field('last_name', t('fields.lastName'), true)}
      <div className="sm:col-span-2">{field('company', t('addresses.company'))}</div>
      <div className="sm:col-span-2">{field('address_1', t('addresses.address1'), true)}</div>
      <div className="sm:col-span-2">{field('address_2', t('addresses.address2'))}</div>
      {field('postal_code', t('addresses.postalCode'), true)}
      {field('city', t('addresses.city'), true)}
      {field('province', t('addresses.province'))}
      <div className="flex flex-col gap-1">
        <FieldLabel htmlFor={countryId} label={t('addresses.country')} required />
        <select
          id={countryId}
          value={values.country_code.toLowerCase()}
          aria-invalid={!!errors.country_code}
          onChange={(e) => setValues((v) => ({ ...v, country_code: e.target.value }))}
          className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
        >
          <option value="">{t('addresses.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <InputError errors={message('country_code')} />
      </div>
      <div className="sm:col-span-2">{field('phone', t('fields.phone'))}</div>
    </FormModal>
  )
}
