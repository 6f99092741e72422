import type { Store } from '@mercato/client'
import { BUSINESS_LIMITS, type StoreBusiness } from '@mercato/domain'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/button'
import { InputError } from '../../../components/ui/input-error'
import { InputField } from '../../../components/ui/input-field'
import { Section } from '../../../components/ui/section'
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes'
import { type BusinessField, businessOf, businessUpdateBody } from './business-details'
import { useStoreSave } from './use-store-save'

/** The seller's legal name, address, tax number and contact, as invoices and packing slips print them. */
export function BusinessDetailsForm({ store }: { store: Store }) {
  const { t } = useTranslation('settings')
  const { save, changes, busy } = useStoreSave()
  const addressId = useId()
  const [values, setValues] = useState(() => businessOf(store))
  const [errors, setErrors] = useState<Partial<Record<BusinessField, string>>>({})
  const set = (field: BusinessField, value: string) =>
    setValues((v: StoreBusiness) => ({ ...v, [field]: value }))
  const message = (field: BusinessField) =>
    errors[field]
      ? t(errors[field], { max: BUSINESS_LIMITS[field], lines: BUSINESS_LIMITS.addressLines })
      : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { body, errors: found } = businessUpdateBody(values, store)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    save(body, t('store.business.saved'))
  }
  const addressError = message('address')
  return (
    <Section title={t('store.business.title')}>
      <UnsavedChangesGuard edited={changes.edited} />
      <p className="mb-4 text-sm text-gray-600">{t('store.business.hint')}</p>
      <form onSubmit={submit} onInput={changes.onInput} className="grid gap-4 sm:grid-cols-2" noValidate>
        <InputField
          label={t('store.business.legal_name')}
          placeholder={store.name}
          dir="auto"
          value={values.legal_name}
          errors={message('legal_name')}
          onChange={(e) => set('legal_name', e.target.value)}
        />
        <InputField
          label={t('store.business.tax_id')}
          dir="ltr"
          value={values.tax_id}
          errors={message('tax_id')}
          onChange={(e) => set('tax_id', e.target.value)}
        />
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={addressId} className="text-sm font-medium text-gray-700">
            {t('store.business.address')}
          </label>
          <textarea
            id={addressId}
            rows={4}
            dir="auto"
            value={values.address}
            aria-invalid={addressError ? true : undefined}
            aria-describedby={addressError ? `${addressId}-error` : undefined}
            onChange={(e) => set('address', e.target.value)}
            className={`rounded-lg border bg-gray-50 px-3 py-2 text-sm ${addressError ? 'border-rose-500' : 'border-gray-300'}`}
          />
          <InputError id={`${addressId}-error`} errors={addressError} />
        </div>
        <InputField
          label={t('store.business.email')}
          type="email"
          dir="ltr"
          value={values.email}
          errors={message('email')}
          onChange={(e) => set('email', e.target.value)}
        />
        <InputField
          label={t('store.business.phone')}
          type="tel"
          dir="ltr"
          value={values.phone}
          errors={message('phone')}
          onChange={(e) => set('phone', e.target.value)}
        />
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" loading={busy}>
            {t('actions.save')}
          </Button>
        </div>
      </form>
    </Section>
  )
}
