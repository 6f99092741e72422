import type { AdminPostStockLocationsReq, StockLocation } from '@mercato/client'
import { useAdminCreateStockLocation, useAdminUpdateStockLocation } from '@mercato/react'
import { type FormEvent, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Button } from '../../../components/ui/button'
import { useMutationFeedback } from '../../../components/ui/feedback'
import { InputField } from '../../../components/ui/input-field'
import { Modal } from '../../../components/ui/modal'
import { locationPath } from '../../inventory/urls'
import { SelectInput } from '../../pricing/plain-fields'
import { countryChoices } from '../regions/countries'
import {
  emptyLocationForm,
  type LocationFormErrors,
  type LocationFormValues,
  locationFormValues,
  locationPayload,
} from './location-form'

interface FormProps {
  heading: string
  initial: LocationFormValues
  busy: boolean
  onClose: () => void
  onSubmit: (payload: AdminPostStockLocationsReq) => void
}

function LocationForm({ heading, initial, busy, onClose, onSubmit }: FormProps) {
  const { t, i18n } = useTranslation('inventory')
  const formId = useId()
  const locale = i18n.resolvedLanguage ?? 'en'
  const countries = useMemo(() => countryChoices(locale), [locale])
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<LocationFormErrors>({})
  const set = (key: keyof LocationFormValues, value: string) => setValues((v) => ({ ...v, [key]: value }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = locationPayload(values)
    if (result.errors) return setErrors(result.errors)
    onSubmit(result.payload)
  }
  const message = (key: keyof LocationFormErrors) => (errors[key] ? t(errors[key]) : undefined)
  const text = (key: Exclude<keyof LocationFormValues, 'country_code'>, required = false) => (
    <InputField
      label={t(`locations.fields.${key}`)}
      required={required}
      value={values[key]}
      errors={message(key as keyof LocationFormErrors)}
      onChange={(e) => set(key, e.target.value)}
    />
  )
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={heading}
      footer={
        <div className="ms-auto flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t('save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-4" noValidate>
        {text('name', true)}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-sm font-semibold text-gray-900">{t('locations.address')}</legend>
          {text('company')}
          {text('address_1')}
          {text('address_2')}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {text('postal_code')}
            {text('city')}
            {text('province')}
            <SelectInput
              label={t('locations.fields.country_code')}
              value={values.country_code}
              placeholder={t('choose')}
              options={countries.map((c) => ({ value: c.code, label: c.name }))}
              errors={message('country_code')}
              onChange={(code) => set('country_code', code)}
            />
          </div>
          {text('phone')}
        </fieldset>
      </form>
    </Modal>
  )
}

/** Creates a stock location and opens its page. */
export function CreateLocationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('inventory')
  const navigate = useNavigate()
  const feedback = useMutationFeedback('inventory')
  const create = useAdminCreateStockLocation()
  return (
    <LocationForm
      heading={t('locations.createTitle')}
      initial={emptyLocationForm()}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={(payload) =>
        create.mutate(payload, {
          onSuccess: ({ stock_location }) => {
            feedback.success(t('locations.created'))
            navigate(locationPath(stock_location.id))
          },
          onError: feedback.failure,
        })
      }
    />
  )
}

export function EditLocationModal({ location, onClose }: { location: StockLocation; onClose: () => void }) {
  const { t } = useTranslation('inventory')
  const feedback = useMutationFeedback('inventory')
  const update = useAdminUpdateStockLocation(location.id)
  return (
    <LocationForm
      heading={t('locations.editTitle')}
      initial={locationFormValues(location)}
      busy={update.isPending}
      onClose={onClose}
      onSubmit={(payload) =>
        update.mutate(payload, {
          onSuccess: () => {
            feedback.success(t('locations.saved'))
            onClose()
          },
          onError: feedback.failure,
        })
      }
    />
  )
}
