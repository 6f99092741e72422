import type { Address, Order } from '@mercato/client'
import { useAdminUpdateOrder } from '@mercato/react'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { FieldLabel } from '../../../components/ui/form/field-label'
import { FormModal } from '../../../components/ui/form-modal'
import { InputError } from '../../../components/ui/input-error'
import { InputField } from '../../../components/ui/input-field'
import { type AddressField, addressFormValues, addressPayload } from '../../customers/detail/address-form'
import { countryChoices } from '../../settings/regions/countries'

export type OrderAddressKind = 'shipping_address' | 'billing_address'

/**
 * Replaces the order's shipping or billing address (POST /admin/orders/:id). The server stores a new
 * address row, so the whole address is sent and checked with the shared address schema first.
 */
export function OrderAddressModal({
  order,
  kind,
  onClose,
}: {
  order: Order
  kind: OrderAddressKind
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('orders')
  const feedback = useMutationFeedback('orders')
  const update = useAdminUpdateOrder(order.id)
  const countryId = useId()
  const locale = i18n.resolvedLanguage ?? 'en'
  const countries = useMemo(() => countryChoices(locale), [locale])
  const current: Address | null | undefined = order[kind]
  const [values, setValues] = useState(() => addressFormValues(current))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const message = (f: AddressField) =>
    errors[f] ? (values[f].trim() ? t('customer.errors.invalid') : t('customer.errors.required')) : undefined

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = addressPayload(values, false)
    setErrors(result.errors ?? {})
    if (!result.payload) return
    update.mutate(
      { [kind]: result.payload },
      {
        onSuccess: () => {
          feedback.success(t('customer.saved'))
          onClose()
        },
        onError: feedback.failure,
      },
    )
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
      title={kind === 'shipping_address' ? t('customer.editShipping') : t('customer.editBilling')}
      labels={{ cancel: t('common.cancel', { ns: 'translation' }), save: t('customer.save') }}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={submit}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
    >
      {field('first_name', t('customer.fields.firstName'), true)}
      {field('last_name', t('customer.fields.lastName'), true)}
      <div className="sm:col-span-2">{field('company', t('customer.fields.company'))}</div>
      <div className="sm:col-span-2">{field('address_1', t('customer.fields.address1'), true)}</div>
      <div className="sm:col-span-2">{field('address_2', t('customer.fields.address2'))}</div>
      {field('postal_code', t('customer.fields.postalCode'), true)}
      {field('city', t('customer.fields.city'), true)}
      {field('province', t('customer.fields.province'))}
      <div className="flex flex-col gap-1">
        <FieldLabel htmlFor={countryId} label={t('customer.fields.country')} required />
        <select
          id={countryId}
          value={values.country_code.toLowerCase()}
          aria-invalid={!!errors.country_code}
          onChange={(e) => setValues((v) => ({ ...v, country_code: e.target.value }))}
          className="h-10 rounded-lg border border-gray-300 bg-white px-2 text-sm"
        >
          <option value="">{t('customer.fields.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
        <InputError errors={message('country_code')} />
      </div>
      <div className="sm:col-span-2">{field('phone', t('customer.fields.phone'))}</div>
    </FormModal>
  )
}
